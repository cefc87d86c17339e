import { LANGUAGE_STORAGE_KEY } from "@vv/shared/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  afterStylesheets,
  EARLY_REQUESTS,
  earlyPaths,
  FIRST_FONTS,
  LANGUAGE_KEY,
  loadFirstFonts,
  rangeIncludes,
} from "./early-start";
import { EARLY_NAMES } from "./lib/early";

const face = (family: string, weight: string, unicodeRange: string, load = async () => undefined) =>
  ({ family, weight, unicodeRange, load: vi.fn(load) }) as unknown as FontFace & {
    load: ReturnType<typeof vi.fn>;
  };

afterEach(() => vi.useRealTimers());

describe("earlyPaths", () => {
  it("asks for what each landing page's first screen asks for, in the pages' own words", () => {
    expect(earlyPaths("/home", "")).toEqual(["/auth/me", "/config", "/site-images"]);
    expect(earlyPaths("/about", "")).toEqual(["/auth/me", "/config", "/reviews"]);
    expect(earlyPaths("/user/bride-groom-list", "?gender=2&page=2")).toEqual([
      "/auth/me",
      "/config",
      "/profiles?gender=2&page=2",
      "/master-data",
    ]);
    expect(earlyPaths("/vadhuvar/1012-Swapnil-Joshi", "")).toEqual([
      "/auth/me",
      "/config",
      "/profiles/1012-Swapnil-Joshi",
      "/interests/with/1012-Swapnil-Joshi",
      "/profiles/1012-Swapnil-Joshi/viewed-us",
    ]);
    expect(earlyPaths("/profile/details/12", "")).toEqual(["/auth/me", "/config", "/profiles/12"]);
  });

  it("asks nothing page-specific where the page's request cannot be known, or the address is malformed", () => {
    expect(earlyPaths("/job-updates", "?jobType=private")).toEqual(["/auth/me", "/config"]);
    expect(earlyPaths("/vadhuvar/%E0%A4", "")).toEqual(["/auth/me", "/config"]);
    expect(earlyPaths("/admin", "")).toEqual(["/auth/me", "/config"]);
  });

  it("uses the names the app reads", () => {
    expect(LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    expect(EARLY_NAMES).toEqual({ EARLY_REQUESTS, FIRST_FONTS });
  });
});

describe("loadFirstFonts", () => {
  it("loads only the face the browser would draw with: the subset declared after the full face", async () => {
    const full = face('"Mukta"', "400", "U+0-FF, U+131");
    const basic = face("Mukta", "400", "U+20-7E, U+A0");
    const devanagari = face('"Mukta Devanagari"', "400", "U+900-97F");
    const devanagariCore = face('"Mukta Devanagari"', "400", "U+900-97F, U+200C-200D");
    const bold = face("Mukta", "700", "U+20-7E");
    const fonts = [full, devanagari, devanagariCore, basic, bold];
    await loadFirstFonts("en", fonts);
    expect(basic.load).toHaveBeenCalled();
    expect(bold.load).toHaveBeenCalled();
    expect(full.load).not.toHaveBeenCalled();
    expect(devanagariCore.load).not.toHaveBeenCalled(); // no Devanagari on an English first screen
    await loadFirstFonts("mr", fonts);
    expect(devanagariCore.load).toHaveBeenCalled();
    expect(devanagari.load).not.toHaveBeenCalled();
  });

  it("stops waiting after a while on a slow network, and a failed face does not fail the page", async () => {
    vi.useFakeTimers();
    let done = false;
    void loadFirstFonts("en", [face("Mukta", "400", "U+20-7E", () => new Promise(() => {}))]).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(done).toBe(true);
    const failing = face("Mukta", "400", "U+20-7E", () => Promise.reject(new Error("404")));
    await expect(loadFirstFonts("en", [failing])).resolves.toBeDefined();
  });

  it("reads unicode ranges as the browser serialises them", () => {
    expect(rangeIncludes("U+20-7E, U+A0", 0x41)).toBe(true);
    expect(rangeIncludes("U+20-7E, U+A0", 0xa0)).toBe(true);
    expect(rangeIncludes("U+20-7E, U+A0", 0xe9)).toBe(false);
  });
});

describe("afterStylesheets", () => {
  /** A document being read: its stylesheet links (loaded or not) and its readystatechange. */
  function fakeDocument(links: { sheet: object | null }[]) {
    const listeners = new Map<string, () => void>();
    const elements = links.map((link) => {
      const events = new Map<string, () => void>();
      return Object.assign(link, {
        addEventListener: (type: string, fn: () => void) => events.set(type, fn),
        fire: (type: string) => events.get(type)?.(),
      });
    });
    const doc = {
      readyState: "loading",
      querySelectorAll: () => elements.filter(() => doc.readyState !== "loading"),
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      parsed() {
        doc.readyState = "interactive";
        listeners.get("readystatechange")?.();
      },
    };
    return { doc, elements };
  }
  const settledYet = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it("waits for the HTML to be read, then for every stylesheet not yet loaded, a failed one included", async () => {
    const { doc, elements } = fakeDocument([{ sheet: {} }, { sheet: null }, { sheet: null }]);
    const ready = afterStylesheets(doc as unknown as Document);
    expect(await settledYet(ready)).toBe(false);
    doc.parsed();
    expect(await settledYet(ready)).toBe(false);
    elements[1]?.fire("load");
    expect(await settledYet(ready)).toBe(false);
    elements[2]?.fire("error");
    expect(await settledYet(ready)).toBe(true);
  });

  it("resolves at once when the document is read and its stylesheets are in", async () => {
    const { doc } = fakeDocument([{ sheet: {} }]);
    doc.readyState = "complete";
    expect(await settledYet(afterStylesheets(doc as unknown as Document))).toBe(true);
  });
});
