// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFirstFonts } from "./first-fonts";

function fakeFonts(load: (font: string, text: string) => Promise<unknown>) {
  Object.defineProperty(document, "fonts", { value: { load: vi.fn(load) }, configurable: true });
  return (document as unknown as { fonts: { load: ReturnType<typeof vi.fn> } }).fonts.load;
}

afterEach(() => vi.useRealTimers());

describe("loadFirstFonts", () => {
  it("asks for the faces of the page's language: Devanagari for Marathi, none for English", async () => {
    const load = fakeFonts(async () => []);
    await loadFirstFonts("mr");
    expect(load.mock.calls.some(([font]) => font.includes("Mukta Devanagari"))).toBe(true);
    load.mockClear();
    await loadFirstFonts("en");
    expect(load.mock.calls.some(([font]) => font.includes("Mukta Devanagari"))).toBe(false);
    expect(load.mock.calls.map(([font]) => font)).toContain("400 1em Mukta");
  });

  it("stops waiting after a while on a slow network, and a failed face does not fail the page", async () => {
    vi.useFakeTimers();
    fakeFonts(() => new Promise(() => {}));
    let done = false;
    void loadFirstFonts("en").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(done).toBe(true);
    fakeFonts(() => Promise.reject(new Error("404")));
    await expect(loadFirstFonts("mr")).resolves.toBeDefined();
  });
});
