import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY, lastPage, nextSort, readQuery, writeQuery } from "./query-state";

describe("approvals grid state in the address", () => {
  it("reads a full address and falls back to defaults for junk", () => {
    expect(readQuery(new URLSearchParams("tab=photos&page=3&q=%20Patil%20&sort=name&dir=asc"))).toEqual({
      tab: "photos",
      page: 3,
      q: "Patil",
      sort: "name",
      dir: "asc",
    });
    expect(readQuery(new URLSearchParams("tab=evil&page=-2&sort=x&dir=up"))).toEqual(DEFAULT_QUERY);
    expect(readQuery(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(writeQuery(DEFAULT_QUERY).toString()).toBe("");
    const query = { ...DEFAULT_QUERY, tab: "rejected" as const, page: 2, q: "1042", dir: "desc" as const };
    expect(writeQuery(query).toString()).toBe("tab=rejected&page=2&q=1042");
    expect(readQuery(writeQuery(query))).toEqual(query);
  });

  it("keeps the queues oldest first and the other tabs newest first", () => {
    expect(DEFAULT_QUERY).toMatchObject({ tab: "pending", sort: "createdAt", dir: "asc" });
    expect(readQuery(new URLSearchParams("tab=photos")).dir).toBe("asc");
    expect(readQuery(new URLSearchParams("tab=approved")).dir).toBe("desc");
    expect(writeQuery({ ...DEFAULT_QUERY, dir: "desc" }).toString()).toBe("dir=desc");
  });

  it("sorts a new column ascending (dates newest first) and flips the same column", () => {
    expect(nextSort(DEFAULT_QUERY, "name")).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ ...DEFAULT_QUERY, sort: "name", dir: "asc" }, "name")).toEqual({
      sort: "name",
      dir: "desc",
    });
    expect(nextSort({ ...DEFAULT_QUERY, sort: "name" }, "createdAt")).toEqual({
      sort: "createdAt",
      dir: "desc",
    });
  });

  it("counts pages of five, never fewer than one", () => {
    expect(lastPage(0, 5)).toBe(1);
    expect(lastPage(5, 5)).toBe(1);
    expect(lastPage(6, 5)).toBe(2);
  });
});
