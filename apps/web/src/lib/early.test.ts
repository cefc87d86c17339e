// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { EARLY_NAMES, firstFontsReady, takeEarlyResponse } from "./early";

const global = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete global[EARLY_NAMES.EARLY_REQUESTS];
  delete global[EARLY_NAMES.FIRST_FONTS];
});

describe("takeEarlyResponse", () => {
  it("hands a response once, and only in the language it was asked in", async () => {
    const response = Promise.resolve(new Response("{}"));
    const at = performance.now();
    global[EARLY_NAMES.EARLY_REQUESTS] = new Map([
      ["/auth/me", { language: "en", at, response }],
      ["/config", { language: "en", at, response }],
      ["/reviews", { language: "en", at: at - 60_000, response }],
    ]);
    expect(takeEarlyResponse("/auth/me", "en")).toBe(response);
    expect(takeEarlyResponse("/auth/me", "en")).toBeUndefined();
    expect(takeEarlyResponse("/config", "mr")).toBeUndefined(); // the language changed meanwhile
    expect(takeEarlyResponse("/config", "en")).toBeUndefined(); // and it is not kept for later
    expect(takeEarlyResponse("/reviews", "en")).toBeUndefined(); // a minute old: not the landing's
  });

  it("without the early script (development), asks nothing of it", async () => {
    expect(takeEarlyResponse("/auth/me", "en")).toBeUndefined();
    await expect(firstFontsReady()).resolves.toBeUndefined();
  });
});
