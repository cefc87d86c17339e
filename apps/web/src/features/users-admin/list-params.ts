import { USER_PAGE_SIZES, USER_SORTS, USER_TABS, type UserSort, type UserTab } from "@vv/shared/admin-users";

/** The list's state lives in the address (?tab=&q=&region=&page=&size=&sort=&dir=): back works. */
export interface UserListParams {
  tab: UserTab;
  q: string;
  regionId: number | null;
  page: number;
  pageSize: number;
  sort: UserSort;
  dir: "asc" | "desc";
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readParams(search: URLSearchParams): UserListParams {
  const tab = search.get("tab") as UserTab;
  const sort = search.get("sort") as UserSort;
  const size = positive(search.get("size"));
  return {
    tab: USER_TABS.includes(tab) ? tab : "pending",
    q: (search.get("q") ?? "").slice(0, 60),
    regionId: positive(search.get("region")),
    page: positive(search.get("page")) ?? 1,
    pageSize: size && (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : USER_PAGE_SIZES[0],
    sort: USER_SORTS.includes(sort) ? sort : "createdAt",
    dir: search.get("dir") === "asc" ? "asc" : "desc",
  };
}

/** The address of the list page for these params (defaults left out). */
export function pageSearch(p: UserListParams): string {
  const out = new URLSearchParams();
  if (p.tab !== "pending") out.set("tab", p.tab);
  if (p.q) out.set("q", p.q);
  if (p.regionId) out.set("region", String(p.regionId));
  if (p.page > 1) out.set("page", String(p.page));
  if (p.pageSize !== USER_PAGE_SIZES[0]) out.set("size", String(p.pageSize));
  if (p.sort !== "createdAt") out.set("sort", p.sort);
  if (p.dir !== "desc") out.set("dir", p.dir);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The API query for these params. */
export function apiQuery(p: UserListParams): string {
  const out = new URLSearchParams({
    tab: p.tab,
    page: String(p.page),
    pageSize: String(p.pageSize),
    sort: p.sort,
    dir: p.dir,
  });
  if (p.q.trim()) out.set("q", p.q.trim());
  if (p.regionId) out.set("regionId", String(p.regionId));
  return `?${out.toString()}`;
}
