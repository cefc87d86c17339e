/**
 * What index.html's early script (src/early-start.ts, a separate entry: never imported here, or its
 * requests would start twice) left on `window` for the app: responses to take and the first fonts.
 * The names are that script's EARLY_REQUESTS and FIRST_FONTS (early.test.ts keeps them equal).
 */
const EARLY_REQUESTS = "__vvEarlyRequests";
const FIRST_FONTS = "__vvFirstFonts";

type Started = Map<string, { language: string; at: number; response: Promise<Response> }>;
/** An answer not taken by then belongs to the landing, not to a later visit of the same address. */
const EARLY_TTL_MS = 10_000;
const early = () => window as unknown as Record<string, unknown>;

/** The response the early script got for this GET in this language, once, in the first seconds. */
export function takeEarlyResponse(path: string, language: string): Promise<Response> | undefined {
  const started = early()[EARLY_REQUESTS] as Started | undefined;
  const found = started?.get(path);
  if (!found) return undefined;
  started?.delete(path);
  const fresh = performance.now() - found.at < EARLY_TTL_MS;
  return fresh && found.language === language ? found.response : undefined;
}

/** Resolves when the first screen's fonts are in (or the early script gave up waiting for them). */
export function firstFontsReady(): Promise<unknown> {
  return (early()[FIRST_FONTS] as Promise<unknown> | undefined) ?? Promise.resolve();
}

export const EARLY_NAMES = { EARLY_REQUESTS, FIRST_FONTS };
