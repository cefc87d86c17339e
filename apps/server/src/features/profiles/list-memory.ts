/**
 * What the browse list learns about a filter and keeps for a while, shared by every member's
 * requests: facts about the data that are dear to learn at a million profiles and change slowly.
 */
import type { BrowseFilter } from "./browse-repo";

/** How long a filter found to match more than the cap is believed to still do so, without counting. */
export const CAPPED_COUNT_TTL_MS = 30_000;
/** How long a name's "few carry it, search the name index" (or not) is believed. */
export const NAME_CHOICE_TTL_MS = 10 * 60_000;
const MEMORY_SIZE = 5_000;

/** A map whose entries expire, holding at most `size` of them (the oldest go first). */
export function expiringMemory<V>(ttlMs: number, size = MEMORY_SIZE, now = () => Date.now()) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V): void {
      entries.delete(key); // re-inserted last: the map's order is its age
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * Filters that matched more than the count cap (LIST_COUNT_CAP) a moment ago: reaching the cap means
 * reading a thousand index entries, the dearest part of a list request at a million profiles. Only
 * "more than the cap" is remembered — a smaller count is cheap to take and changes as profiles come
 * and go, so it is always counted. A viewer's own blocks could take a few profiles off a remembered
 * "more than 1,000"; the wish list, the viewer's own, is never shared.
 */
export function cappedCountMemory(now = () => Date.now()) {
  const capped = expiringMemory<true>(CAPPED_COUNT_TTL_MS, MEMORY_SIZE, now);
  // Every filter but where the viewer is in the list (and who the viewer is): a filter added later
  // to the list is part of the key without being named here.
  const keyOf = ({ viewerId: _viewer, page: _page, after: _after, ...shared }: BrowseFilter) =>
    shared.wishlist
      ? null
      : JSON.stringify(
          Object.entries({ ...shared, name: shared.name?.toLowerCase() })
            .filter(([, value]) => value !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        );
  return {
    isCapped(f: BrowseFilter): boolean {
      const key = keyOf(f);
      return key !== null && capped.get(key) === true;
    },
    remember(f: BrowseFilter): void {
      const key = keyOf(f);
      if (key !== null) capped.set(key, true);
    },
  };
}

/** Whether the name index pays for a name (DialectAdapter.nameIndexPays), asked once a while per name. */
export function nameChoiceMemory(now = () => Date.now()) {
  const choices = expiringMemory<boolean>(NAME_CHOICE_TTL_MS, MEMORY_SIZE, now);
  return async function viaIndex(name: string, ask: (name: string) => Promise<boolean>): Promise<boolean> {
    const key = name.toLowerCase();
    const known = choices.get(key);
    if (known !== undefined) return known;
    const pays = await ask(name);
    choices.set(key, pays);
    return pays;
  };
}
