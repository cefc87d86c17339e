import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { flattenLocale, interpolate, LANGUAGES, type Language, type LocaleTree } from "@vv/shared";
import { localNumber } from "@vv/shared/numbers";

// The compiled server (apps/server/dist) carries a copy of the translations beside it; from the
// sources they are read where packages/shared keeps them.
const LOCALES_DIR = [
  join(import.meta.dirname, "locales"),
  resolve(import.meta.dirname, "../../../../packages/shared/locales"),
].find((dir) => existsSync(join(dir, "en"))) as string;

function loadLanguage(lang: Language): Map<string, string> {
  const dir = join(LOCALES_DIR, lang);
  const entries = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    const flat = flattenLocale(JSON.parse(readFileSync(join(dir, file), "utf8")) as LocaleTree);
    for (const [key, text] of Object.entries(flat)) entries.set(`${ns}:${key}`, text);
  }
  return entries;
}

// Each language is read on its first use, not at start (both cost a start-up ~25 ms).
const catalogues = new Map<Language, Map<string, string>>();

function catalogue(lang: Language): Map<string, string> | undefined {
  if (!LANGUAGES.includes(lang)) return undefined;
  let entries = catalogues.get(lang);
  if (!entries) {
    entries = loadLanguage(lang);
    catalogues.set(lang, entries);
  }
  return entries;
}

/**
 * Translates a message key of the form "namespace:dotted.key" (default namespace: common).
 * Unknown keys fall back to English, then to the key itself, so a message is never blank.
 * Numbers passed as numbers (minutes to wait, counts, days) are written in the reader's digits,
 * as the web pages write them; what is typed or dialled (a code, a mobile) is passed as a string.
 * A calendar date is written the reader's way too, never as 2027-02-26.
 */
export function translate(lang: Language, key: string, vars?: Record<string, string | number>): string {
  const fullKey = key.includes(":") ? key : `common:${key}`;
  const text = catalogue(lang)?.get(fullKey) ?? catalogue("en")?.get(fullKey) ?? key;
  if (!vars) return interpolate(text, vars);
  const shown = Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [name, shownValue(value, lang)]),
  );
  return interpolate(text, shown);
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A number in the reader's digits; a calendar date ("2027-02-26") as the reader writes dates. */
function shownValue(value: string | number, lang: Language): string | number {
  if (typeof value === "number") return localNumber(value, lang);
  if (!PLAIN_DATE.test(value)) return value;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "mr" ? "mr-IN" : "en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${value}T00:00:00Z`));
}

export function hasTranslation(key: string): boolean {
  return catalogue("en")?.has(key.includes(":") ? key : `common:${key}`) ?? false;
}
