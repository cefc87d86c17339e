/**
 * Board filters live in the page URL (?districtId=2026&page=2), so the back button and a shared
 * link keep them. Parsing is forgiving: anything unexpected is dropped.
 */
export type FilterValues = Record<string, string | undefined> & { page?: string };

export function readFilters(params: URLSearchParams, keys: readonly string[]): FilterValues {
  const out: FilterValues = {};
  for (const key of [...keys, "page"]) {
    const value = params.get(key)?.trim().slice(0, 60);
    if (value) out[key] = value;
  }
  if (out.page && !/^\d{1,5}$/.test(out.page)) delete out.page;
  return out;
}

/** Applies a change; any change other than the page goes back to page 1. */
export function patchFilters(current: FilterValues, patch: FilterValues): URLSearchParams {
  const next: FilterValues = { ...current, ...patch };
  if (!("page" in patch)) delete next.page;
  if (next.page === "1") delete next.page;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
  return params;
}

export function toQueryString(filters: FilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const pageOf = (filters: FilterValues) => Number(filters.page ?? 1);
