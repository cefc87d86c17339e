import { describe, expect, it } from "vitest";
import { visiblePages } from "./PageNumbers";

describe("visiblePages", () => {
  it("shows the first, the current and the last page, with a gap only where pages are left out", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 1)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 1)).toEqual([1, "gap", 10]);
    expect(visiblePages(10, 5)).toEqual([1, "gap", 5, "gap", 10]);
    expect(visiblePages(10, 3)).toEqual([1, 2, 3, "gap", 10]);
    expect(visiblePages(10, 10)).toEqual([1, "gap", 10]);
  });
});
