import { describe, expect, it } from "vitest";
import { patchFilters, readFilters, toQueryString } from "./url-filters";

describe("board URL filters", () => {
  it("reads only known keys and a sane page", () => {
    const params = new URLSearchParams("districtId=2026&evil=1&page=abc&q=%20driver%20");
    expect(readFilters(params, ["districtId", "q"])).toEqual({ districtId: "2026", q: "driver" });
  });

  it("goes back to page 1 on any change but the page", () => {
    const current = { districtId: "2026", page: "3" };
    expect(patchFilters(current, { jobType: "private" }).toString()).toBe("districtId=2026&jobType=private");
    expect(patchFilters(current, { page: "4" }).toString()).toBe("districtId=2026&page=4");
    expect(patchFilters(current, { districtId: undefined }).toString()).toBe("");
  });

  it("builds the API query string", () => {
    expect(toQueryString({ q: "shop", page: "2" })).toBe("?q=shop&page=2");
    expect(toQueryString({})).toBe("");
  });
});
