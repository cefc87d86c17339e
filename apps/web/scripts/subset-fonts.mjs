// `node apps/web/scripts/subset-fonts.mjs`: the smaller Mukta faces the pages draw their first screen
// with; the output is committed under src/app/fonts/, and app/fonts.css names each face
// with its unicode-range after the full face it stands in for, so the browser takes it first and
// downloads the full face only for a character the subset lacks.
//
// - mukta-header-600: the Devanagari an English page shows in its header (the language switch's
//   "मराठी"), so an English page downloads no Devanagari font for it. Run again when those words change.
// - mukta-basic-{400,600,700}: printable ASCII and the punctuation the texts use, 14 KB a weight
//   instead of the Latin face's 21 KB (accented letters stay in the full face).
// - mukta-rupee-{400,600,700}: the rupee sign (salaries, fees), which otherwise fetches the 16 KB
//   Latin Extended face of its weight.
// - mukta-devanagari-core-400: the Devanagari block, its joiners, ₹ and the dotted circle, without
//   the Vedic extensions (93 KB instead of 99 KB).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { BASIC_LATIN, DEVANAGARI_CORE, RUPEE } from "./font-subsets.mjs";

const require = createRequire(import.meta.url);
const source = (file) => readFileSync(require.resolve(`@fontsource/mukta/files/${file}`));

const en = JSON.parse(
  readFileSync(new URL("../../../packages/shared/locales/en/common.json", import.meta.url)),
);
const outputs = [
  ["mukta-header-600.woff2", "mukta-devanagari-600-normal.woff2", en.nav.switchLanguage],
  ["mukta-basic-400.woff2", "mukta-latin-400-normal.woff2", BASIC_LATIN],
  ["mukta-basic-600.woff2", "mukta-latin-600-normal.woff2", BASIC_LATIN],
  ["mukta-basic-700.woff2", "mukta-latin-700-normal.woff2", BASIC_LATIN],
  ["mukta-rupee-400.woff2", "mukta-latin-ext-400-normal.woff2", RUPEE],
  ["mukta-rupee-600.woff2", "mukta-latin-ext-600-normal.woff2", RUPEE],
  ["mukta-rupee-700.woff2", "mukta-latin-ext-700-normal.woff2", RUPEE],
  ["mukta-devanagari-core-400.woff2", "mukta-devanagari-400-normal.woff2", DEVANAGARI_CORE],
];
for (const [name, from, text] of outputs) {
  const out = new URL(`../src/app/fonts/${name}`, import.meta.url);
  writeFileSync(out, await subsetFont(source(from), text, { targetFormat: "woff2" }));
  console.log(`${name}: ${readFileSync(out).length} bytes (from ${source(from).length})`);
}
