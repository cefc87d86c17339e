import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { PDF_FONTS } from "./fonts";

export type PdfFont = ReturnType<typeof fontkit.create>;
let parsed: { regular: PdfFont; bold: PdfFont } | null = null;

/**
 * The two faces, read and parsed once per process (in practice per renderer worker): every PDF after
 * the first reuses them, with the shaping tables and glyph layouts fontkit has already worked out.
 * pdfkit still subsets them per document.
 */
export function pdfFonts() {
  parsed ??= {
    regular: fontkit.create(readFileSync(PDF_FONTS.regular)),
    bold: fontkit.create(readFileSync(PDF_FONTS.bold)),
  };
  return parsed;
}
