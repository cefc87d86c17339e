/** Languages and translation helpers shared by the server and the web app. */
export const LANGUAGES = ["en", "mr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_STORAGE_KEY = "lang";

export function toLanguage(value: string | null | undefined): Language {
  return value?.toLowerCase().startsWith("mr") ? "mr" : "en";
}

/** Picks the language from an Accept-Language header: the first of our languages it names. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("mr")) return "mr";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LANGUAGE;
}

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Flattens nested resources to dotted keys: { a: { b: "x" } } -> { "a.b": "x" }. */
export function flattenLocale(tree: LocaleTree, prefix = "", out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flattenLocale(value, path, out);
  }
  return out;
}

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();
}

export function interpolate(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
