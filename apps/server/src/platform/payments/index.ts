import type { Config } from "../../config";
import type { DB } from "../../db/database";
import { phonePeProvider } from "./phonepe";
import { type SandboxGateway, sandboxProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

export type { GatewayResult, PaymentProvider } from "./types";
export { GatewayError } from "./types";

export interface PaymentProviders {
  /** The gateway new payments go through (PAYMENT_PROVIDER). */
  active: PaymentProvider;
  /** Every gateway the ledger may hold rows of, to verify callbacks and reconcile. */
  byName(name: string): PaymentProvider | null;
  /** The sandbox's checkout page, when the sandbox is the configured gateway. */
  sandbox: SandboxGateway | null;
}

export function createPaymentProviders(config: Config, db: DB, secret: string): PaymentProviders {
  // The sandbox's checkout lets anyone "pay" with a button: it opens only in demo mode (which is
  // bound to a loopback address) and in tests, never because someone forgot NODE_ENV=production.
  // Elsewhere it stays, for the ledger's sandbox rows, but starts nothing.
  const sandbox =
    config.PAYMENT_PROVIDER === "sandbox"
      ? sandboxProvider({
          db,
          secret,
          basePath: config.BASE_PATH,
          available: config.DEMO || config.NODE_ENV === "test",
        })
      : null;
  const phonepe =
    config.PAYMENT_PROVIDER === "phonepe"
      ? phonePeProvider({
          merchantId: config.PHONEPE_MERCHANT_ID ?? "",
          saltKey: config.PHONEPE_SALT_KEY ?? "",
          saltIndex: config.PHONEPE_SALT_INDEX ?? 1,
          apiUrl: config.PHONEPE_API_URL,
        })
      : null;
  const active = (phonepe ?? sandbox) as PaymentProvider;
  return {
    active,
    sandbox,
    byName: (name) => (name === "phonepe" ? phonepe : name === "sandbox" ? sandbox : null),
  };
}
