/**
 * The faces the first screen draws with, asked for together with the page's chunk (issue 17). The
 * first render waits for them (a short while at most), so text is laid out once in Mukta: drawn
 * first in a fallback font and swapped, the page's lines reflowed and moved (CLS 0.05 on the list).
 * Before this, a font was asked for only when the first layout needed it.
 */
const FONT_WAIT_MS = 800;

/** Family, weight and a character whose unicode-range picks the file (app/fonts.css). */
const FIRST_FACES: Record<"en" | "mr", [family: string, weight: string, sample: string][]> = {
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

export function loadFirstFonts(language: string): Promise<unknown> {
  const fonts = typeof document === "undefined" ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  const faces = [...(fonts as unknown as Iterable<FontFace>)];
  const wanted = FIRST_FACES[language === "mr" ? "mr" : "en"].map(([family, weight, sample]) =>
    faceFor(faces, family, weight, sample),
  );
  const loaded = Promise.all(wanted.map((face) => face?.load().catch(() => undefined)));
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
