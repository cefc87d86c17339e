/**
 * Matches' answers, kept like the browse list's (profiles/list-answers.ts): per viewer, until anything
 * Matches reads changes. Besides what the list reads, Matches reads partner preferences (watched by
 * the same change counter), the family's last visit (what is marked new) and the committee's lineage
 * rule (which shared gotra or devak leaves a candidate out): the last two are part of the key.
 */
import type { Language } from "@vv/shared/i18n";
import type { MatchesQuery } from "@vv/shared/matches";
import type { Viewer } from "../profiles/access";
import { definedEntries } from "../profiles/list-answers";

export interface MatchesAnswerKey {
  generation: string;
  viewer: Viewer;
  profileId: number;
  query: MatchesQuery;
  lang: Language;
  marksFrom: string | null;
  exclude: { gotra: string | null; devak: string | null };
  now?: Date;
}

export function matchesAnswerKey(k: MatchesAnswerKey): string {
  // Ages and the age checks count in UTC days.
  const day = (k.now ?? new Date()).toISOString().slice(0, 10);
  return JSON.stringify([
    "matches",
    k.generation,
    day,
    k.lang,
    k.profileId,
    k.marksFrom,
    k.exclude.gotra,
    k.exclude.devak,
    definedEntries(k.viewer),
    definedEntries(k.query),
  ]);
}
