import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, toLanguage } from "@vv/shared/i18n";
import { EAGER_NAMESPACES, NAMESPACES } from "@vv/shared/locales";
import { type BackendModule, i18n, type LocaleTree, type ReadCallback } from "../lib/i18n";

// Each locale file becomes its own small chunk; a page loads only the namespaces it uses.
// (Keys relative to the locales folder: fifty of them sit in the first load, so short ones matter.)
const loaders = import.meta.glob<{ default: LocaleTree }>("./*/*.json", {
  base: "../../../../packages/shared/locales",
});

const lazyBackend: BackendModule = {
  type: "backend",
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no locale ${language}/${namespace}`), false);
    load().then(
      (mod) => callback(null, mod.default),
      (error: Error) => callback(error, false),
    );
  },
};

export function storedLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export async function initI18n() {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18n.use(lazyBackend).init({ lng, ns: EAGER_NAMESPACES, defaultNS: "common" });
  return i18n;
}

export async function changeLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
  // This device's phone notifications are written in the language it reads the portal in.
  void import("../features/push/browser").then((m) => m.relanguagePush(lang)).catch(() => undefined);
}

export { NAMESPACES };
