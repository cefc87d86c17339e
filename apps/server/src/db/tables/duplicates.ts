/** Possible duplicates for the committee: photo hashes and the pairs the daily scan found. */

import type { Generated, Selectable } from "kysely";

export type PhotoHashKind = "full" | "inner";

/** A photo's perceptual hash (features/duplicates/phash.ts) and its four 16-bit bands. */
export interface PhotoHashesTable {
  /** photos.id */
  photo: string;
  kind: PhotoHashKind;
  hash: string;
  band0: number;
  band1: number;
  band2: number;
  band3: number;
}

/** Two profiles that may be one family twice (lower id first); kept once dismissed. */
export interface DuplicatePairsTable {
  id: Generated<number>;
  low_profile_id: number;
  high_profile_id: number;
  /** Comma-separated DUPLICATE_REASONS. */
  reasons: string;
  photo_distance: number | null;
  found_at: string;
  dismissed_at: string | null;
  dismissed_by: number | null;
}
export type DuplicatePairRow = Selectable<DuplicatePairsTable>;
