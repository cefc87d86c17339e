// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { preloadImage, preloadResponsiveImage } from "./preload-image";

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

  it("preloads a responsive WebP with the srcset and sizes the card's <picture> uses", () => {
    preloadResponsiveImage("/a/card.webp 200w, /a/thumb.webp 320w", "(min-width: 48em) 320px, 104px");
    preloadResponsiveImage("/a/card.webp 200w, /a/thumb.webp 320w", "(min-width: 48em) 320px, 104px");
    const links = document.head.querySelectorAll('link[rel="preload"][imagesrcset]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("imagesizes")).toBe("(min-width: 48em) 320px, 104px");
    expect(links[0]?.getAttribute("type")).toBe("image/webp");
  });
});
