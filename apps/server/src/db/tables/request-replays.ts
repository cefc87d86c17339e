/** Create requests already answered, by their Idempotency-Key (platform/idempotency). */

import type { Generated } from "kysely";

export interface RequestReplaysTable {
  id: Generated<number>;
  /** Which create action, e.g. "profiles.create". */
  scope: string;
  /** The signed-in user who sent it: a key is only ever looked up for the same user. */
  actor_id: number;
  request_key: string;
  /** The JSON the first request answered; null while it is still being handled. */
  response_json: string | null;
  created_at: string;
}
