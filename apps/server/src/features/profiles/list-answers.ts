/**
 * The browse list's answers, kept per viewer until anything the list reads changes.
 *
 * A list answer depends on the viewer (who they are, their blocks, wish list and accepted interests),
 * the query, the language, today's date (ages) and the data. The data part is the change counter
 * (list-generation-sql.ts), which triggers move on every committed write to the tables the list
 * reads; the rest is the key. So an answer is reused only while it is exactly what computing it again
 * would give: a family going back to the list, the app revalidating it, a page asked again. An answer
 * is never shared between viewers. Answers are kept as the JSON sent (written and tagged once).
 */
import type { Language } from "@vv/shared/i18n";
import type { ProfileListQuery } from "@vv/shared/profile-views";
import type { PreparedJson } from "../../platform/json-etag";
import type { Viewer } from "./access";
import { expiringMemory } from "./list-memory";

/** How many answers one server keeps (the oldest go first), and for how long at most. */
export const LIST_ANSWERS_KEPT = 1_000;
export const LIST_ANSWER_TTL_MS = 10 * 60_000;

export interface ListAnswerKey {
  generation: string;
  viewer: Viewer;
  query: ProfileListQuery;
  lang: Language;
  now?: Date;
}

export function listAnswerKey({ generation, viewer, query, lang, now = new Date() }: ListAnswerKey): string {
  // Ages and the age filters count in UTC days (ageOn, bornOnOrBefore).
  const day = now.toISOString().slice(0, 10);
  return JSON.stringify([generation, day, lang, definedEntries(viewer), definedEntries(query)]);
}

/** The entries of an object in name order, without undefined ones: the same key however it was built. */
export function definedEntries(object: object) {
  return Object.entries(object)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function listAnswerMemory(now = () => Date.now()) {
  return expiringMemory<PreparedJson>(LIST_ANSWER_TTL_MS, LIST_ANSWERS_KEPT, now);
}
export type ListAnswerMemory = ReturnType<typeof listAnswerMemory>;

/**
 * Answers kept under one value of the change counter. Answers made before a change are dropped at
 * once rather than left to expire: one may hold a profile just erased or made private (they could
 * never be served again, but should not linger).
 */
export function answersUnderCounter(memory: ListAnswerMemory) {
  let counter: string | null = null;
  return {
    /** The answer kept under `key`, once the kept ones are known to be of `generation`. */
    get(generation: string | null, key: string | null): PreparedJson | undefined {
      if (generation !== counter) {
        memory.clear();
        counter = generation;
      }
      return key ? memory.get(key) : undefined;
    },
    /** As `get`, but a request that read an older counter never drops what newer ones kept. */
    peek(generation: string | null, key: string | null): PreparedJson | undefined {
      return key && generation === counter ? memory.get(key) : undefined;
    },
    set(key: string | null, answer: PreparedJson) {
      if (key) memory.set(key, answer);
    },
  };
}
