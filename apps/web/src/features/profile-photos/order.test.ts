import { describe, expect, it } from "vitest";
import { moved, slideAt } from "./order";

describe("moving a photo", () => {
  const ids = ["a", "b", "c"];
  it("swaps with its neighbour", () => {
    expect(moved(ids, 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(ids, 1, 1)).toEqual(["a", "c", "b"]);
  });
  it("leaves the order as it is at either end", () => {
    expect(moved(ids, 0, -1)).toEqual(ids);
    expect(moved(ids, 2, 1)).toEqual(ids);
    expect(moved(ids, 5, 1)).toEqual(ids);
  });
});

describe("the slide shown", () => {
  it("is the nearest one to the scroll position, within the slides", () => {
    expect(slideAt(0, 300, 3)).toBe(0);
    expect(slideAt(160, 300, 3)).toBe(1);
    expect(slideAt(900, 300, 3)).toBe(2);
    // Scrolled right-to-left (a negative scrollLeft) counts the same.
    expect(slideAt(-300, 300, 3)).toBe(1);
    expect(slideAt(10, 0, 3)).toBe(0);
  });
});
