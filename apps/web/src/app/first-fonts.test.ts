// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFirstFonts, rangeIncludes } from "./first-fonts";

interface FakeFace {
  family: string;
  weight: string;
  unicodeRange: string;
  load: ReturnType<typeof vi.fn>;
}
const face = (family: string, weight: string, unicodeRange: string, load = async () => undefined) => ({
  family,
  weight,
  unicodeRange,
  load: vi.fn(load),
});

function fakeFonts(faces: FakeFace[]) {
  Object.defineProperty(document, "fonts", { value: faces, configurable: true });
}

afterEach(() => vi.useRealTimers());

describe("loadFirstFonts", () => {
  it("loads only the face the browser would draw with: the subset declared after the full face", async () => {
    const full = face('"Mukta"', "400", "U+0-FF, U+131");
    const basic = face("Mukta", "400", "U+20-7E, U+A0");
    const devanagari = face('"Mukta Devanagari"', "400", "U+900-97F");
    const devanagariCore = face('"Mukta Devanagari"', "400", "U+900-97F, U+200C-200D");
    const bold = face("Mukta", "700", "U+20-7E");
    fakeFonts([full, devanagari, devanagariCore, basic, bold]);
    await loadFirstFonts("en");
    expect(basic.load).toHaveBeenCalled();
    expect(bold.load).toHaveBeenCalled();
    expect(full.load).not.toHaveBeenCalled();
    expect(devanagariCore.load).not.toHaveBeenCalled(); // no Devanagari on an English first screen
    await loadFirstFonts("mr");
    expect(devanagariCore.load).toHaveBeenCalled();
    expect(devanagari.load).not.toHaveBeenCalled();
  });

  it("stops waiting after a while on a slow network, and a failed face does not fail the page", async () => {
    vi.useFakeTimers();
    fakeFonts([face("Mukta", "400", "U+20-7E", () => new Promise(() => {}))]);
    let done = false;
    void loadFirstFonts("en").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(done).toBe(true);
    fakeFonts([face("Mukta", "400", "U+20-7E", () => Promise.reject(new Error("404")))]);
    await expect(loadFirstFonts("en")).resolves.toBeDefined();
  });

  it("reads unicode ranges as the browser serialises them", () => {
    expect(rangeIncludes("U+20-7E, U+A0", 0x41)).toBe(true);
    expect(rangeIncludes("U+20-7E, U+A0", 0xa0)).toBe(true);
    expect(rangeIncludes("U+20-7E, U+A0", 0xe9)).toBe(false);
  });
});
