import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * Mukta (SIL Open Font License) covers Devanagari and Latin in one file, so Marathi conjuncts,
 * matras and reph are shaped by fontkit and Latin digits and punctuation in the same line never
 * fall back to missing glyphs. Shipped as TTF by @expo-google-fonts/mukta.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve("@expo-google-fonts/mukta/400Regular/Mukta_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/mukta/700Bold/Mukta_700Bold.ttf"),
} as const;

export type PdfFont = ReturnType<typeof fontkit.create>;
let parsed: { regular: PdfFont; bold: PdfFont } | null = null;

/**
 * The two faces, read and parsed once per process (or worker): every PDF after the first reuses
 * them, with the shaping tables and glyph layouts fontkit has already worked out. pdfkit still
 * subsets them per document.
 */
export function pdfFonts() {
  parsed ??= {
    regular: fontkit.create(readFileSync(PDF_FONTS.regular)),
    bold: fontkit.create(readFileSync(PDF_FONTS.bold)),
  };
  return parsed;
}
