// @vitest-environment happy-dom
import type { PhotoUrls } from "@vv/shared/profile-views";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_PHOTO_SIZES, cardSrcSet, EAGER_CARDS } from "./components/photo-sources";
import * as early from "./early-start";
import { API_BASE } from "./lib/base-path";
import { preloadImage, preloadResponsiveImage } from "./lib/preload-image";

// Importing the early script runs it (this page's requests): here they go nowhere.
vi.hoisted(() => {
  globalThis.fetch = () => new Promise<Response>(() => undefined);
});

const photo = (id: string): PhotoUrls => ({
  card: `/media/photos/${id}/card.webp`,
  cardJpeg: `/media/photos/${id}/card.jpg`,
  thumb: `/media/photos/${id}/thumb.webp`,
  thumbJpeg: `/media/photos/${id}/thumb.jpg`,
  full: `/media/photos/${id}/full.webp`,
  fullJpeg: `/media/photos/${id}/full.jpg`,
});
const answered = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

beforeEach(() => {
  document.head.innerHTML = "";
});

describe("the early script's photo preloads", () => {
  it("keeps the app's numbers: how many cards load at once and how wide they show", () => {
    expect(early.EAGER_CARDS).toBe(EAGER_CARDS);
    expect(early.CARD_PHOTO_SIZES).toBe(CARD_PHOTO_SIZES);
  });

  it("preloads the list's first cards as the app would, so the app's own preload adds nothing", async () => {
    const items = [{ photo: photo("a") }, { photo: null }, { photo: photo("c") }];
    await early.preloadPhotos("/profiles?gender=2", answered({ items }), API_BASE);
    expect(preloads()).toHaveLength(1); // the first two cards; the second has no photo
    const [link] = preloads();
    expect(link?.getAttribute("imagesrcset")).toBe(cardSrcSet(photo("a")));
    expect(link?.getAttribute("imagesizes")).toBe(CARD_PHOTO_SIZES);
    expect(link?.getAttribute("type")).toBe("image/webp");
    expect(link?.getAttribute("fetchpriority")).toBe("high");
    preloadResponsiveImage(cardSrcSet(photo("a")), CARD_PHOTO_SIZES);
    expect(preloads()).toHaveLength(1);
  });

  it("preloads the details' photo at the address the app asks for, not the who-viewed answer", async () => {
    await early.preloadPhotos("/profiles/1012-Swapnil-Joshi", answered({ photo: photo("d") }), API_BASE);
    expect(preloads().map((l) => l.getAttribute("href"))).toEqual([`${API_BASE}${photo("d").full}`]);
    preloadImage(photo("d").full);
    expect(preloads()).toHaveLength(1);
    expect(
      early.photoPreloads("/profiles/1012-Swapnil-Joshi/viewed-us", { photo: photo("e") }, API_BASE),
    ).toEqual([]);
  });

  it("leaves the body for the app, and preloads nothing from an error, odd data or no photo", async () => {
    const response = answered({ items: [{ photo: photo("a") }] });
    await early.preloadPhotos("/profiles", response, API_BASE);
    expect((await (await response).json()).items).toHaveLength(1);

    await early.preloadPhotos("/profiles/9", answered({ photo: photo("x") }, 403), API_BASE);
    await early.preloadPhotos("/profiles/9", Promise.resolve(new Response("not json")), API_BASE);
    await early.preloadPhotos("/profiles/9", Promise.reject(new TypeError("offline")), API_BASE);
    expect(early.photoPreloads("/profiles", { items: "nope" }, API_BASE)).toEqual([]);
    expect(early.photoPreloads("/profiles/9", { photo: { full: "javascript:alert(1)" } }, API_BASE)).toEqual(
      [],
    );
    expect(early.photoPreloads("/profiles/9", { photo: null }, API_BASE)).toEqual([]);
    expect(preloads()).toHaveLength(1);
  });
});
