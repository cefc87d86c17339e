import { createHash, timingSafeEqual } from "node:crypto";
import type { CallbackHeaders, GatewayResult, GatewayState } from "./types";

/**
 * PhonePe's checksum scheme (standard checkout, "X-VERIFY"): SHA-256 hex of the signed text and the
 * salt key, then "###" and the salt index. The sandbox gateway signs its callbacks the same way.
 */
export function xVerify(signed: string, saltKey: string, saltIndex: number): string {
  return `${createHash("sha256")
    .update(signed + saltKey)
    .digest("hex")}###${saltIndex}`;
}

/** Constant-time check of an X-VERIFY header against the expected value. */
export function verifyXVerify(
  header: string | undefined,
  signed: string,
  saltKey: string,
  saltIndex: number,
) {
  if (!header) return false;
  const expected = Buffer.from(xVerify(signed, saltKey, saltIndex));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function headerValue(headers: CallbackHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

export function fromBase64Json(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

/** PhonePe's transaction answer (callback payload and status API share it). */
export interface PhonePeAnswer {
  success?: boolean;
  code?: string;
  message?: string;
  data?: {
    merchantId?: string;
    merchantTransactionId?: string;
    transactionId?: string;
    amount?: number;
    state?: string;
    responseCode?: string;
  };
}

const FAILED_CODES = new Set(["PAYMENT_ERROR", "PAYMENT_DECLINED", "TIMED_OUT", "PAYMENT_CANCELLED"]);

/** Decides on `code` (as PhonePe asks): success, a final failure, or still open. */
export function stateOf(answer: PhonePeAnswer): GatewayState {
  const code = answer.code ?? "";
  if (code === "PAYMENT_SUCCESS" && answer.data?.state !== "FAILED") return "SUCCESS";
  if (FAILED_CODES.has(code) || answer.data?.state === "FAILED") return "FAILED";
  return "PENDING";
}

export function toGatewayResult(answer: PhonePeAnswer, transactionId: string, raw: string): GatewayResult {
  const amount = answer.data?.amount;
  return {
    transactionId,
    state: stateOf(answer),
    amountPaise: typeof amount === "number" && Number.isFinite(amount) ? amount : null,
    providerReference: answer.data?.transactionId ? String(answer.data.transactionId).slice(0, 64) : null,
    code: String(answer.code ?? "UNKNOWN").slice(0, 40),
    raw,
  };
}

/**
 * A server-to-server callback `{ response: base64 }` with `X-VERIFY: sha256(response + salt)###index`:
 * the decoded answer when the checksum and the merchant match, otherwise null.
 */
export function verifiedCallback(
  headers: CallbackHeaders,
  body: unknown,
  merchantId: string,
  saltKey: string,
  saltIndex: number,
): GatewayResult | null {
  const encoded = (body as { response?: unknown } | null)?.response;
  if (typeof encoded !== "string" || encoded.length > 20_000) return null;
  if (!verifyXVerify(headerValue(headers, "x-verify"), encoded, saltKey, saltIndex)) return null;
  const answer = fromBase64Json(encoded) as PhonePeAnswer | null;
  const tid = answer?.data?.merchantTransactionId;
  if (!answer || typeof tid !== "string" || answer.data?.merchantId !== merchantId) return null;
  return toGatewayResult(answer, tid, JSON.stringify(answer));
}
