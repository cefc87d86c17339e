import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "./audit";
import { flattenLocale, type LocaleTree, placeholdersOf } from "./i18n";
import { NAMESPACES } from "./locales";

const dir = join(import.meta.dirname, "../locales");
function load(lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith(".json"))) {
    const flat = flattenLocale(JSON.parse(readFileSync(join(dir, lang, file), "utf8")) as LocaleTree);
    for (const [k, v] of Object.entries(flat)) out[`${file.replace(".json", "")}:${k}`] = v;
  }
  return out;
}
const en = load("en");
const mr = load("mr");
/** Strings that are the same in both languages on purpose (names of other languages, symbols). */
const SAME_IN_BOTH = new Set(["common:nav.switchLanguage"]);

describe("translations", () => {
  it("has the same keys in English and Marathi", () => {
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
  });

  it("has the same {{placeholders}} in both languages", () => {
    const mismatched = Object.keys(en).filter(
      (k) => k in mr && placeholdersOf(en[k]!).join() !== placeholdersOf(mr[k]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("has every Marathi string written in Marathi, not left in English", () => {
    const untranslated = Object.keys(mr).filter((k) => {
      const text = (mr[k] ?? "").replace(/\{\{\s*[\w.]+\s*\}\}/g, "");
      const hasLatinWords = /[A-Za-z]{3,}/.test(text);
      const hasDevanagari = /[\u0900-\u097F]/.test(text);
      return !SAME_IN_BOTH.has(k) && hasLatinWords && !hasDevanagari;
    });
    expect(untranslated).toEqual([]);
  });

  it("has a file for every declared namespace", () => {
    for (const ns of NAMESPACES) {
      expect(
        Object.keys(en).some((k) => k.startsWith(`${ns}:`)),
        ns,
      ).toBe(true);
    }
  });

  it("names every audited action and kind of record, so the log never shows a code", () => {
    const missing = [
      ...AUDIT_ACTIONS.map((a) => `dashboard:audit.actions.${a}`),
      ...AUDIT_ENTITY_TYPES.map((e) => `dashboard:audit.entities.${e}`),
    ].filter((k) => !(k in en) || !(k in mr));
    expect(missing).toEqual([]);
  });
});
