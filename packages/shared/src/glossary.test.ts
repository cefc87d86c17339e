/**
 * Marathi that reads as one voice: every string in locales/mr uses the glossary's word for a concept
 * (locales/glossary.json), addresses the family one way (आपण), and leaves no English word for a
 * Marathi reader where the glossary has a Marathi one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { flattenLocale, type LocaleTree } from "./i18n";

interface Glossary {
  address: { use: string; avoid: string[] };
  terms: { en: string; mr: string; avoid: string[] }[];
}
const dir = join(import.meta.dirname, "../locales");
const glossary = JSON.parse(readFileSync(join(dir, "glossary.json"), "utf8")) as Glossary;

function marathi(): [string, string][] {
  return readdirSync(join(dir, "mr"))
    .filter((f) => f.endsWith(".json"))
    .flatMap((file) =>
      Object.entries(
        flattenLocale(JSON.parse(readFileSync(join(dir, "mr", file), "utf8")) as LocaleTree),
      ).map(
        // Placeholders ({{minutes}}) are names for the code, not words a reader sees.
        ([key, text]) => [`${file}:${key}`, text.replace(/\{\{\s*[\w.]+\s*\}\}/g, "")] as [string, string],
      ),
    );
}

/** A whole word: Devanagari has no \b, so the neighbours must be neither letters nor marks. */
function wordPattern(word: string) {
  const letter = "[\\u0900-\\u097FA-Za-z]";
  return new RegExp(`(?<!${letter})${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!${letter})`, "u");
}

function offenders(words: string[]) {
  const patterns = words.map((w) => [w, wordPattern(w)] as const);
  return marathi().flatMap(([key, text]) =>
    patterns.filter(([, re]) => re.test(text)).map(([word]) => `${key}: ${word}`),
  );
}

it("uses the glossary's word for each concept, never the other spellings", () => {
  expect(offenders(glossary.terms.flatMap((t) => t.avoid))).toEqual([]);
});

it("addresses the reader one way, with आपण", () => {
  expect(glossary.address.use).toBe("आपण");
  expect(offenders(glossary.address.avoid)).toEqual([]);
});

it("can fail: the check finds an avoided word inside a sentence, and not inside a longer word", () => {
  expect(wordPattern("स्वारस्य").test("त्यांनी स्वारस्य दाखवले")).toBe(true);
  expect(wordPattern("तुम्ही").test('"तुम्ही" म्हणजे')).toBe(true);
  expect(wordPattern("OTP").test("OTPs")).toBe(false);
});
