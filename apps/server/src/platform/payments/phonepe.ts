import { type PhonePeAnswer, toBase64Json, toGatewayResult, verifiedCallback, xVerify } from "./checksum";
import { GatewayError, type PaymentProvider } from "./types";

export interface PhonePeOptions {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  /** e.g. https://api-preprod.phonepe.com/apis/pg-sandbox (UAT) or https://api.phonepe.com/apis/hermes. */
  apiUrl: string;
  timeoutMs?: number;
}

const PAY_PATH = "/pg/v1/pay";

/**
 * PhonePe standard checkout (PG v1): pay-page initiation, checksum-verified server-to-server
 * callbacks and the status API for reconciliation. Amounts travel in paise.
 */
export function phonePeProvider(options: PhonePeOptions): PaymentProvider {
  const { merchantId, saltKey, saltIndex } = options;
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);

  async function call(url: string, init: RequestInit): Promise<PhonePeAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: timeout() });
    } catch (error) {
      throw new GatewayError(`PhonePe unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as PhonePeAnswer | null;
    if (!answer) throw new GatewayError(`PhonePe answered ${response.status} without JSON`);
    return answer;
  }

  return {
    name: "phonepe",
    available: true,

    async initiate(request) {
      const payload = {
        merchantId,
        merchantTransactionId: request.transactionId,
        merchantUserId: request.merchantUserId,
        amount: request.amountPaise,
        redirectUrl: request.redirectUrl,
        redirectMode: "REDIRECT",
        callbackUrl: request.callbackUrl,
        ...(request.mobile ? { mobileNumber: request.mobile } : {}),
        paymentInstrument: { type: "PAY_PAGE" },
      };
      const encoded = toBase64Json(payload);
      const answer = (await call(`${base}${PAY_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "X-VERIFY": xVerify(encoded + PAY_PATH, saltKey, saltIndex),
        },
        body: JSON.stringify({ request: encoded }),
      })) as PhonePeAnswer & {
        data?: { instrumentResponse?: { redirectInfo?: { url?: string } } };
      };
      const url = answer.data?.instrumentResponse?.redirectInfo?.url;
      if (!answer.success || typeof url !== "string" || !/^https?:\/\//.test(url)) {
        throw new GatewayError(`PhonePe refused the payment: ${answer.code ?? "no code"}`);
      }
      return { redirectUrl: url };
    },

    parseCallback: (headers, body) => verifiedCallback(headers, body, merchantId, saltKey, saltIndex),

    async checkStatus(transactionId) {
      const path = `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(transactionId)}`;
      const answer = await call(`${base}${path}`, {
        method: "GET",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "X-VERIFY": xVerify(path, saltKey, saltIndex),
          "X-MERCHANT-ID": merchantId,
        },
      });
      // An answer about another merchant or transaction is not an answer about ours.
      if (
        answer.data &&
        (answer.data.merchantId !== merchantId || answer.data.merchantTransactionId !== transactionId)
      ) {
        throw new GatewayError("PhonePe status answer names another transaction");
      }
      return toGatewayResult(answer, transactionId, JSON.stringify(answer));
    },
  };
}
