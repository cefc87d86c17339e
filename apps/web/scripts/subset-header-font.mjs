// `node apps/web/scripts/subset-header-font.mjs`: the Devanagari an English page shows in its
// header (the language switch's "मराठी") as a font of a few glyphs, so English pages download no
// Devanagari font (issue 17). Run again when those words change; the output is committed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const en = JSON.parse(
  readFileSync(new URL("../../../packages/shared/locales/en/common.json", import.meta.url)),
);
const words = en.nav.switchLanguage;
const source = readFileSync(require.resolve("@fontsource/mukta/files/mukta-devanagari-600-normal.woff2"));
const out = new URL("../src/app/fonts/mukta-header-600.woff2", import.meta.url);
writeFileSync(out, await subsetFont(source, words, { targetFormat: "woff2" }));
console.log(`${out.pathname}: "${words}", ${readFileSync(out).length} bytes`);
