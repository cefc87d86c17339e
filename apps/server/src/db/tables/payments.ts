/** The registration fee ledger. */

import type { Generated } from "kysely";

export type PaymentLedgerStatus = "INITIATED" | "PENDING" | "SUCCESS" | "FAILED";

/** One row per payment attempt. */
export interface PaymentsTable {
  id: Generated<number>;
  transaction_id: string;
  profile_id: number;
  user_id: number;
  payment_type: string;
  amount_paise: number;
  provider: "sandbox" | "phonepe" | "upi" | "cash" | "upi_desk";
  status: Generated<PaymentLedgerStatus>;
  /** Gateway transaction id, or the UPI reference (UTR). */
  provider_reference: string | null;
  provider_code: string | null;
  /** The last verified callback or status answer, as received. */
  raw_callback: string | null;
  /** 1 on the attempt that marked its profile paid. */
  counted: Generated<0 | 1>;
  decided_by: number | null;
  remark: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  completed_at: string | null;
  checked_at: string | null;
  /** The melava registration this fee is for; null for the registration fee. */
  melava_registration_id: number | null;
}

/** The sandbox gateway's own side: what the pretend bank decided for each checkout. */
export interface SandboxCheckoutsTable {
  transaction_id: string;
  amount_paise: number;
  state: Generated<"PENDING" | "COMPLETED" | "FAILED">;
  gateway_reference: string;
  /** Where the browser goes back to after Pay or Fail. */
  redirect_url: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
