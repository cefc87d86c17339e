/** What a payment gateway says about one transaction, after its checksum was verified. */
export type GatewayState = "SUCCESS" | "FAILED" | "PENDING";

export interface GatewayResult {
  /** Our (merchant) transaction id. */
  transactionId: string;
  state: GatewayState;
  /** What the gateway says was paid, in paise; null when it did not say. */
  amountPaise: number | null;
  /** The gateway's own transaction id. */
  providerReference: string | null;
  /** The gateway's response code, e.g. PAYMENT_SUCCESS, PAYMENT_ERROR, TRANSACTION_NOT_FOUND. */
  code: string;
  /** The decoded answer as received, kept in the ledger. */
  raw: string;
}

export interface InitiateRequest {
  transactionId: string;
  amountPaise: number;
  /** Our user id, as the gateway's merchantUserId. */
  merchantUserId: string;
  mobile?: string;
  /** Where the gateway sends the browser back to (our /payment-status/{tid} page). */
  redirectUrl: string;
  /** Where the gateway posts its server-to-server callback. */
  callbackUrl: string;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

/** One gateway: start a checkout, verify its callbacks, ask it for a transaction's status. */
export interface PaymentProvider {
  readonly name: "sandbox" | "phonepe";
  /** False for a gateway that moves no real money where real money is expected (sandbox in production). */
  readonly available: boolean;
  initiate(request: InitiateRequest): Promise<{ redirectUrl: string }>;
  /** The verified callback, or null when its checksum (or merchant) does not match: a forgery. */
  parseCallback(headers: CallbackHeaders, body: unknown): GatewayResult | null;
  checkStatus(transactionId: string): Promise<GatewayResult>;
}

/** A gateway that could not be reached or refused to start; the member may try again. */
export class GatewayError extends Error {}
