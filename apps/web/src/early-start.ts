/**
 * The first screen's API requests and fonts, started from index.html before the app's JavaScript has
 * downloaded. No imports: the build writes it into index.html as an inline script (its
 * hash in the server's Content-Security-Policy), so it runs while the HTML is read, before the
 * stylesheet and the app's 110 KB have arrived: on a slow phone the page's answers (and so its
 * photos) come a round trip or more earlier, and the photo no longer waits for the app's JavaScript
 * to have been evaluated before it is asked for.
 * - Requests: the app's API client takes a response from here for the same path and language
 *   (lib/api.ts) and reads it as it reads its own; one not taken is dropped. The addresses follow
 *   the pages' own first requests (app/router.tsx, the pages' prime functions); one that does not
 *   match a page's request is merely not used.
 * - Fonts: the faces the first screen draws with, once the stylesheet that declares them has loaded;
 *   the first render waits for them a short while (main.tsx), so text is laid out once in Mukta
 *   instead of in a fallback and then reflowed.
 * - Translations: the page's namespaces in the reader's language, which the server lists per page
 *   (a JSON block, #vv-locales, put before this script: it cannot know the language, kept on this
 *   device).
 * - Photos: the list's first cards and the details' photo (their largest paint), asked for as soon as
 *   the answer names them rather than once the app has loaded (app/router.tsx asks again, a no-op).
 */
export const EARLY_REQUESTS = "__vvEarlyRequests";
export const FIRST_FONTS = "__vvFirstFonts";
/** @vv/shared/i18n's LANGUAGE_STORAGE_KEY (this script imports nothing; a test keeps them equal). */
export const LANGUAGE_KEY = "lang";
const FONT_WAIT_MS = 800;

/** The GETs (API paths) the first screen of the page at `pathname?search` asks for. */
export function earlyPaths(pathname: string, search: string): string[] {
  const paths = ["/auth/me", "/config"];
  const page = pathname.replace(/\/+$/, "") || "/";
  const details = /^\/(?:profile\/details|details|vadhuvar)\/([^/]+)$/.exec(page);
  if (page === "/" || /^\/home(\/[^/]*)?$/.test(page)) paths.push("/site-images");
  else if (page === "/about") paths.push("/reviews");
  else if (page === "/job-updates" && !search) paths.push("/jobs", "/master-data");
  else if (page === "/user/bride-groom-list" || page === "/matrimony")
    paths.push(`/profiles${search}`, "/master-data");
  else if (details?.[1]) {
    let slug: string;
    try {
      slug = encodeURIComponent(decodeURIComponent(details[1]));
    } catch {
      return paths; // a malformed address: the page says so
    }
    paths.push(`/profiles/${slug}`);
    if (page.startsWith("/vadhuvar/")) paths.push(`/interests/with/${slug}`, `/profiles/${slug}/viewed-us`);
  }
  return paths;
}

/** Family, weight and a character whose unicode-range picks the file (app/fonts.css). */
export const FIRST_FACES: Record<"en" | "mr", [family: string, weight: string, sample: string][]> = {
  en: [
    ["Mukta", "400", "A"],
    ["Mukta", "600", "A"],
    ["Mukta", "700", "A"],
    ["Mukta Header", "600", "म"], // the language switch
  ],
  mr: [
    ["Mukta Devanagari", "400", "अ"],
    ["Mukta", "400", "A"],
    ["Mukta", "700", "A"],
  ],
};

/** Whether a unicode-range ("U+20-7E, U+A0") includes the code point. */
export function rangeIncludes(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(",").some((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return codePoint >= Number.parseInt(from, 16) && codePoint <= Number.parseInt(to, 16);
  });
}

/**
 * The face the browser draws `sample` with: of the faces of that family and weight whose range
 * includes it, the last declared. (document.fonts.load() would fetch every face that includes it,
 * the full Latin face beside its ASCII subset.)
 */
function faceFor(faces: readonly FontFace[], family: string, weight: string, sample: string) {
  const codePoint = sample.codePointAt(0) ?? 0;
  const matching = faces.filter(
    (face) =>
      face.family.replace(/["']/g, "") === family &&
      face.weight === weight &&
      rangeIncludes(face.unicodeRange, codePoint),
  );
  return matching[matching.length - 1];
}

/** Loads the first screen's faces; resolves when they are in, or after a short while, never rejects. */
export function loadFirstFonts(language: string, fonts: Iterable<FontFace> | undefined): Promise<unknown> {
  if (!fonts) return Promise.resolve();
  const faces = [...fonts];
  const wanted = FIRST_FACES[language === "mr" ? "mr" : "en"].map(([family, weight, sample]) =>
    faceFor(faces, family, weight, sample),
  );
  const loaded = Promise.all(wanted.map((face) => face?.load().catch(() => undefined)));
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

/** components/photo-sources.ts: the cards that load their photo at once and how wide they show. */
export const EAGER_CARDS = 2;
export const CARD_PHOTO_SIZES = "(min-width: 48em) 320px, 104px";

type Photo = { card?: unknown; thumb?: unknown; full?: unknown };
const isPath = (value: unknown): value is string => typeof value === "string" && value.startsWith("/");

/**
 * The image preloads for an early answer, with the attributes lib/preload-image.ts gives the app's
 * own: the list's first cards as the responsive WebP the card's <picture> picks, the details' photo.
 */
export function photoPreloads(path: string, answer: unknown, apiBase: string): Record<string, string>[] {
  const body = answer as { items?: { photo?: Photo | null }[]; photo?: Photo | null } | null;
  if (/^\/profiles(\?|$)/.test(path)) {
    const items = Array.isArray(body?.items) ? body.items.slice(0, EAGER_CARDS) : [];
    return items.flatMap(({ photo }) =>
      photo && isPath(photo.card) && isPath(photo.thumb)
        ? [
            {
              imagesrcset: `${apiBase}${photo.card} 200w, ${apiBase}${photo.thumb} 320w`,
              imagesizes: CARD_PHOTO_SIZES,
              type: "image/webp",
            },
          ]
        : [],
    );
  }
  if (/^\/profiles\/[^/?]+$/.test(path) && isPath(body?.photo?.full))
    return [{ href: `${apiBase}${body.photo.full}` }];
  return [];
}

export function preloadPhotos(path: string, response: Promise<Response>, apiBase: string): Promise<void> {
  return (
    response
      // Cloned as soon as it comes, before the app reads the body.
      .then((r) => (r.ok ? r.clone().json() : undefined))
      .then((answer) => {
        for (const attributes of photoPreloads(path, answer, apiBase)) {
          const link = document.createElement("link");
          link.rel = "preload";
          link.as = "image";
          link.setAttribute("fetchpriority", "high");
          for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
          document.head.append(link);
        }
      })
      .catch(() => undefined)
  );
}

/**
 * Resolves once the stylesheets index.html names have loaded (their @font-face rules are what
 * `document.fonts` lists). This script runs in <head>, before the parser has reached them.
 */
export function afterStylesheets(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
        (link) => !link.sheet,
      );
      let left = pending.length;
      if (left === 0) return resolve();
      const done = () => {
        left -= 1;
        if (left === 0) resolve();
      };
      for (const link of pending) {
        link.addEventListener("load", done, { once: true });
        link.addEventListener("error", done, { once: true });
      }
    };
    if (doc.readyState === "loading") doc.addEventListener("readystatechange", check, { once: true });
    else check();
  });
}

function preloadTranslations(base: string, language: string) {
  try {
    const files = JSON.parse(document.getElementById("vv-locales")?.textContent || "{}")[language];
    for (const file of Array.isArray(files) ? files : []) {
      if (typeof file !== "string" || !/^assets\/[\w.-]+\.js$/.test(file)) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = `${base}${file}`;
      document.head.append(link);
    }
  } catch {
    // no list, or not readable: the app asks for its translations itself
  }
}

function start() {
  const base = new URL(document.baseURI).pathname.replace(/\/?$/, "/");
  const pathname = `/${window.location.pathname.slice(base.length)}`;
  let language = "en";
  try {
    language = localStorage.getItem(LANGUAGE_KEY)?.toLowerCase().startsWith("mr") ? "mr" : "en";
  } catch {
    // storage unavailable: English, as the app decides then
  }
  const started = new Map<string, { language: string; at: number; response: Promise<Response> }>();
  for (const path of earlyPaths(pathname, window.location.search)) {
    const response = fetch(`${base}api/v1${path}`, {
      headers: { accept: "application/json", "accept-language": language },
      credentials: "same-origin",
    });
    response.catch(() => undefined); // a failure is the app's to see, when it takes the response
    if (path.startsWith("/profiles")) void preloadPhotos(path, response, `${base}api/v1`);
    started.set(path, { language, at: performance.now(), response });
  }
  preloadTranslations(base, language);
  const global = window as unknown as Record<string, unknown>;
  global[EARLY_REQUESTS] = started;
  global[FIRST_FONTS] = afterStylesheets().then(() =>
    loadFirstFonts(language, document.fonts as unknown as Iterable<FontFace>),
  );
}

if (typeof document !== "undefined") start();
