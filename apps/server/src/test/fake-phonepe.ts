/**
 * A small local HTTP server that plays PhonePe's PG v1 API as documented: POST /pg/v1/pay with a
 * base64 `request` and X-VERIFY = sha256(base64 + "/pg/v1/pay" + salt)###index, and
 * GET /pg/v1/status/{merchantId}/{merchantTransactionId} with X-VERIFY = sha256(path + salt)###index.
 * Tests script each transaction's state and sign (or forge) server-to-server callbacks.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_MERCHANT = "VVTESTMERCHANT";
export const FAKE_SALT = "099eb0cd-02cf-4e2a-8aca-3e6c6aff0399";
export const FAKE_SALT_INDEX = 1;

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
export const signFor = (text: string, salt = FAKE_SALT, index = FAKE_SALT_INDEX) =>
  `${sha(text + salt)}###${index}`;

export type FakeState = "PENDING" | "COMPLETED" | "FAILED";

export interface FakeTransaction {
  merchantTransactionId: string;
  amount: number;
  redirectUrl: string;
  callbackUrl: string;
  state: FakeState;
  /** Overrides the amount the gateway reports (to test tampering). */
  reportAmount?: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
  });
}

export function answerFor(tx: FakeTransaction, merchantId = FAKE_MERCHANT) {
  const code =
    tx.state === "COMPLETED"
      ? "PAYMENT_SUCCESS"
      : tx.state === "FAILED"
        ? "PAYMENT_ERROR"
        : "PAYMENT_PENDING";
  return {
    success: tx.state === "COMPLETED",
    code,
    message: code,
    data: {
      merchantId,
      merchantTransactionId: tx.merchantTransactionId,
      transactionId: `T${tx.merchantTransactionId.slice(-10)}`,
      amount: tx.reportAmount ?? tx.amount,
      state: tx.state,
      responseCode: tx.state === "FAILED" ? "ZM" : "SUCCESS",
    },
  };
}

/** The callback PhonePe posts: { response: base64 } and X-VERIFY = sha256(response + salt)###index. */
export function signedCallback(answer: unknown, salt = FAKE_SALT) {
  const response = Buffer.from(JSON.stringify(answer)).toString("base64");
  return {
    headers: { "x-verify": signFor(response, salt), "content-type": "application/json" },
    payload: { response },
  };
}

export async function startFakePhonePe() {
  const transactions = new Map<string, FakeTransaction>();
  const calls: { method: string; path: string; verified: boolean }[] = [];
  let refuseNext = false;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const body = await readBody(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    const xVerify = String(req.headers["x-verify"] ?? "");
    if (req.method === "POST" && path === "/pg/v1/pay") {
      const encoded = (JSON.parse(body || "{}") as { request?: string }).request ?? "";
      const verified = xVerify === signFor(`${encoded}/pg/v1/pay`);
      calls.push({ method: "POST", path, verified });
      if (!verified) return send(400, { success: false, code: "BAD_REQUEST", message: "checksum" });
      const payload = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
      if (refuseNext || payload.merchantId !== FAKE_MERCHANT) {
        refuseNext = false;
        return send(200, { success: false, code: "INTERNAL_SERVER_ERROR", message: "try later" });
      }
      transactions.set(payload.merchantTransactionId, {
        merchantTransactionId: payload.merchantTransactionId,
        amount: payload.amount,
        redirectUrl: payload.redirectUrl,
        callbackUrl: payload.callbackUrl,
        state: "PENDING",
      });
      return send(200, {
        success: true,
        code: "PAYMENT_INITIATED",
        message: "Payment initiated",
        data: {
          merchantId: FAKE_MERCHANT,
          merchantTransactionId: payload.merchantTransactionId,
          instrumentResponse: {
            type: "PAY_PAGE",
            redirectInfo: {
              url: `https://mercury-uat.phonepe.com/transact/pg?token=${payload.merchantTransactionId}`,
              method: "GET",
            },
          },
        },
      });
    }
    const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path);
    if (req.method === "GET" && status) {
      const verified = xVerify === signFor(path) && req.headers["x-merchant-id"] === status[1];
      calls.push({ method: "GET", path, verified });
      if (!verified) return send(401, { success: false, code: "AUTHORIZATION_FAILED" });
      const tx = transactions.get(decodeURIComponent(status[2] ?? ""));
      if (!tx) return send(200, { success: false, code: "TRANSACTION_NOT_FOUND", message: "not found" });
      return send(200, answerFor(tx));
    }
    send(404, { success: false, code: "NOT_FOUND" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    calls,
    refuseNextPayment() {
      refuseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
