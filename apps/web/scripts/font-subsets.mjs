// The characters of the smaller Mukta faces (scripts/subset-fonts.mjs); app/fonts.css names the same
// characters in each face's unicode-range (src/app/fonts.test.ts holds the two together).
const range = (from, to) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

export const BASIC_LATIN = `${range(0x20, 0x7e)}\u00a0\u00a9\u00ae\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026`;
export const RUPEE = "\u20b9";
export const DEVANAGARI_CORE = `${range(0x900, 0x97f)}\u200c\u200d\u20b9\u25cc`;
