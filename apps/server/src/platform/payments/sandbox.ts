import { randomBytes } from "node:crypto";
import type { DB } from "../../db/database";
import { type PhonePeAnswer, toBase64Json, toGatewayResult, verifiedCallback, xVerify } from "./checksum";
import { sandboxCheckoutsRepo } from "./sandbox-repo";
import type { CallbackHeaders, PaymentProvider } from "./types";

export const SANDBOX_MERCHANT_ID = "VADHUVARSANDBOX";
const SALT_INDEX = 1;

export interface SandboxCheckout {
  transactionId: string;
  amountPaise: number;
  state: "PENDING" | "COMPLETED" | "FAILED";
}

export interface SandboxGateway extends PaymentProvider {
  /** The checkout page's data, or null for an unknown transaction. */
  checkout(transactionId: string): Promise<SandboxCheckout | null>;
  /**
   * The pretend bank's decision (Pay or Fail). Returns the signed server-to-server callback it sends
   * and where the browser goes next; a second press changes nothing and sends the same decision again.
   */
  decide(
    transactionId: string,
    outcome: "pay" | "fail",
  ): Promise<{
    callback: { headers: CallbackHeaders; body: { response: string } };
    redirectUrl: string;
  } | null>;
}

/**
 * The default gateway: a checkout page the portal serves itself (Pay / Fail), with the same
 * redirect, signed callback and status API a real gateway has. It keeps its own books in
 * `sandbox_checkouts` and signs with the server secret, so a forged callback fails here too.
 */
export function sandboxProvider(options: {
  db: DB;
  secret: string;
  basePath: string;
  available: boolean;
}): SandboxGateway {
  const { db, secret } = options;

  function answerOf(row: {
    transaction_id: string;
    amount_paise: number;
    state: string;
    gateway_reference: string;
  }) {
    const code =
      row.state === "COMPLETED"
        ? "PAYMENT_SUCCESS"
        : row.state === "FAILED"
          ? "PAYMENT_ERROR"
          : "PAYMENT_PENDING";
    const answer: PhonePeAnswer = {
      success: row.state === "COMPLETED",
      code,
      message: code,
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId: row.transaction_id,
        transactionId: row.gateway_reference,
        amount: row.amount_paise,
        state: row.state,
        responseCode: code,
      },
    };
    return answer;
  }

  const checkouts = sandboxCheckoutsRepo(db);
  const find = checkouts.find;

  return {
    name: "sandbox",
    available: options.available,

    async initiate(request) {
      await checkouts.insert({
        transaction_id: request.transactionId,
        amount_paise: request.amountPaise,
        gateway_reference: `SBX${randomBytes(8).toString("hex").toUpperCase()}`,
        redirect_url: request.redirectUrl,
      });
      return {
        redirectUrl: `${options.basePath}api/v1/payments/sandbox/${encodeURIComponent(request.transactionId)}`,
      };
    },

    parseCallback: (headers, body) =>
      verifiedCallback(headers, body, SANDBOX_MERCHANT_ID, secret, SALT_INDEX),

    async checkStatus(transactionId) {
      const row = await find(transactionId);
      if (!row) {
        const missing: PhonePeAnswer = { success: false, code: "TRANSACTION_NOT_FOUND" };
        return toGatewayResult(missing, transactionId, JSON.stringify(missing));
      }
      const answer = answerOf(row);
      return toGatewayResult(answer, transactionId, JSON.stringify(answer));
    },

    async checkout(transactionId) {
      const row = await find(transactionId);
      return row ? { transactionId, amountPaise: row.amount_paise, state: row.state } : null;
    },

    async decide(transactionId, outcome) {
      const now = new Date().toISOString();
      await checkouts.decide(transactionId, outcome === "pay" ? "COMPLETED" : "FAILED", now);
      const row = await find(transactionId);
      if (!row) return null;
      const response = toBase64Json(answerOf(row));
      return {
        callback: { headers: { "x-verify": xVerify(response, secret, SALT_INDEX) }, body: { response } },
        redirectUrl: row.redirect_url,
      };
    },
  };
}
