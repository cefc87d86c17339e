// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { preloadImage } from "./preload-image";

describe("preloadImage", () => {
  it("adds one high-priority image preload per address and ignores a missing photo", () => {
    preloadImage("/media/photos/abc/full.webp");
    preloadImage("/media/photos/abc/full.webp");
    preloadImage(null);
    const links = document.head.querySelectorAll('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("as")).toBe("image");
    expect(links[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(links[0]?.getAttribute("href")).toMatch(/\/media\/photos\/abc\/full\.webp$/);
  });
});
