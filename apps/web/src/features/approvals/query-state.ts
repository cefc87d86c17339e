import { type ApprovalTab, defaultSortDir } from "@vv/shared/approvals";
import type { ApprovalQuery, SortDir, SortKey } from "./api";

const TABS: readonly ApprovalTab[] = ["pending", "approved", "rejected", "photos"];
const SORTS: readonly SortKey[] = ["createdAt", "registrationNumber", "name"];

/** The pending queue, oldest first: what has waited longest is decided first. */
export const DEFAULT_QUERY: ApprovalQuery = {
  tab: "pending",
  page: 1,
  q: "",
  sort: "createdAt",
  dir: "asc",
};

/** A tab's own defaults: queues oldest first, the other tabs newest first. */
export const tabDefaults = (tab: ApprovalTab): ApprovalQuery => ({
  ...DEFAULT_QUERY,
  tab,
  dir: defaultSortDir(tab),
});

/** The grid's state lives in the address (?tab=&page=&q=&sort=&dir=), so Back and reload keep it. */
export function readQuery(params: URLSearchParams): ApprovalQuery {
  const tab = params.get("tab");
  const sort = params.get("sort");
  const dir = params.get("dir");
  const page = Number(params.get("page"));
  const chosen = TABS.includes(tab as ApprovalTab) ? (tab as ApprovalTab) : DEFAULT_QUERY.tab;
  return {
    tab: chosen,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q: (params.get("q") ?? "").trim().slice(0, 60),
    sort: SORTS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_QUERY.sort,
    dir: dir === "asc" || dir === "desc" ? (dir as SortDir) : defaultSortDir(chosen),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeQuery(query: ApprovalQuery): URLSearchParams {
  const params = new URLSearchParams();
  // The tab against the page's default (the pending queue), the rest against that tab's own defaults.
  const defaults = { ...tabDefaults(query.tab), tab: DEFAULT_QUERY.tab };
  for (const key of ["tab", "page", "q", "sort", "dir"] as const) {
    const value = String(query[key]);
    if (value !== String(defaults[key]) && value !== "") params.set(key, value);
  }
  return params;
}

/** Clicking a column: a new column starts ascending (dates newest first), the same column flips. */
export function nextSort(query: ApprovalQuery, sort: SortKey): Pick<ApprovalQuery, "sort" | "dir"> {
  if (query.sort === sort) return { sort, dir: query.dir === "asc" ? "desc" : "asc" };
  return { sort, dir: sort === "createdAt" ? "desc" : "asc" };
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
