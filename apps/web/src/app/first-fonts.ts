/**
 * The faces the first screen draws with, asked for together with the page's chunk (issue 17). The
 * first render waits for them (a short while at most), so text is laid out once in Mukta: drawn
 * first in a fallback font and swapped, the page's lines reflowed and moved (CLS 0.05 on the list).
 * Before this, a font was asked for only when the first layout needed it.
 */
const FONT_WAIT_MS = 800;

/** Face and a sample of the characters whose unicode-range picks the file (app/fonts.css). */
const FIRST_FACES: Record<"en" | "mr", [font: string, sample: string][]> = {
  en: [
    ["400 1em Mukta", "A"],
    ["600 1em Mukta", "A"],
    ["700 1em Mukta", "A"],
    ["600 1em 'Mukta Header'", "मराठी"], // the language switch
  ],
  mr: [
    ["400 1em 'Mukta Devanagari'", "अ"],
    ["400 1em Mukta", "A"],
    ["700 1em Mukta", "A"],
  ],
};

export function loadFirstFonts(language: string): Promise<unknown> {
  const fonts = typeof document === "undefined" ? undefined : document.fonts;
  if (!fonts?.load) return Promise.resolve();
  const faces = FIRST_FACES[language === "mr" ? "mr" : "en"];
  const loaded = Promise.all(faces.map(([font, sample]) => fonts.load(font, sample).catch(() => [])));
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
