import type { BrowseFilter } from "./browse-repo";

/** How long a filter found to match more than the cap is believed to still do so, without counting. */
export const CAPPED_COUNT_TTL_MS = 30_000;
const CAPPED_COUNT_MEMORY_SIZE = 5_000;

/**
 * Filters that matched more than the count cap (LIST_COUNT_CAP) a moment ago, shared by every member's
 * requests: reaching the cap means reading a thousand index entries, the dearest part of a list
 * request at a million profiles. Only "more than the cap" is remembered — a smaller count is cheap
 * to take and changes as profiles come and go, so it is always counted. A viewer's own blocks could
 * take a few profiles off a remembered "more than 1,000"; the wish list filter is never shared.
 */
export function cappedCountMemory(now = () => Date.now()) {
  const until = new Map<string, number>();
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
      const expiry = key === null ? undefined : until.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      until.delete(key as string);
      return false;
    },
    remember(f: BrowseFilter): void {
      const key = keyOf(f);
      if (key === null) return;
      until.delete(key); // re-inserted last: the map's order is its age
      until.set(key, now() + CAPPED_COUNT_TTL_MS);
      if (until.size > CAPPED_COUNT_MEMORY_SIZE) until.delete(until.keys().next().value as string);
    },
  };
}
