import { describe, expect, it } from "vitest";
import { isActiveTarget } from "./nav-active";

describe("menu highlighting", () => {
  it("tells Bride and Groom apart on the same list", () => {
    expect(
      isActiveTarget("/user/bride-groom-list?gender=2", "/user/bride-groom-list", "?gender=2&page=2"),
    ).toBe(true);
    expect(isActiveTarget("/user/bride-groom-list?gender=1", "/user/bride-groom-list", "?gender=2")).toBe(
      false,
    );
  });
  it("matches a path and the pages below it", () => {
    expect(isActiveTarget("/home", "/home", "")).toBe(true);
    expect(isActiveTarget("/home", "/home/A-42", "")).toBe(true);
    expect(isActiveTarget("/home", "/gallery", "")).toBe(false);
  });
});
