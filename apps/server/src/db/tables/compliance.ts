/** Compliance (issue 15): consent records, grievances, account deletion, identity documents. */
import type { Generated } from "kysely";

/** One row per acceptance (sign-up, a newly published version) or withdrawal of consent. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  user_id: number;
  kind: "signup" | "accept" | "withdraw";
  terms_version: number;
  privacy_version: number;
  /** 1 when the sign-up declaration (marriage, not dating, true details, others' numbers) was made. */
  declaration: Generated<0 | 1>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: Generated<string>;
}
