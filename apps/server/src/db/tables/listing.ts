/** A living directory: profiles out of the lists and why, the "still looking?" cycle and its links. */

import type { UnlistedReason } from "@vv/shared/listing";
import type { StoryLanguage, StoryStatus } from "@vv/shared/stories";
import type { Generated } from "kysely";

/**
 * A profile out of every list, match and booklet (visibility/listed-sql.ts): paused without an
 * answer to "still looking?", paused by its family, or closed (engaged, married). No row: listed.
 */
export interface UnlistedProfilesTable {
  profile_id: number;
  reason: UnlistedReason;
  since: string;
  /** A family's pause: the India-time day (yyyy-mm-dd) it comes back by itself. */
  resume_on: string | null;
  /** Closed: the other family's profile when it is on the portal and was named. */
  partner_profile_id: number | null;
  by_user_id: number | null;
}

/** The "still looking?" cycle of one profile; no row: never asked (the approval date counts as confirmed). */
export interface ProfileFreshnessTable {
  profile_id: number;
  confirmed_at: string | null;
  asked_at: string | null;
  reminded_at: string | null;
}

/** A "still looking?" link: its keyed hash, single use, expiring; it confirms only that. */
export interface FreshnessLinksTable {
  token_hash: string;
  profile_id: number;
  created_at: Generated<string>;
  expires_at: string;
  used_at: string | null;
}

/** A success story (features/stories): public once both families agreed and the committee approved. */
export interface SuccessStoriesTable {
  id: Generated<number>;
  /** The closed profile whose family wrote it. */
  profile_id: number;
  /** The other profile named at closing; its family agrees or declines. */
  partner_profile_id: number;
  author_user_id: number | null;
  /** yyyy-mm */
  month: string;
  text: string;
  language: StoryLanguage;
  photo_id: string | null;
  status: StoryStatus;
  partner_agreed_at: string | null;
  partner_user_id: number | null;
  decided_at: string | null;
  decided_by: number | null;
  /** The committee's reason from its list (116); rejected_remark is the note beside it. */
  rejected_reason_id: Generated<number | null>;
  rejected_remark: string | null;
  created_at: Generated<string>;
}
