import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, toLanguage } from "@vv/shared/i18n";
import { EAGER_NAMESPACES, NAMESPACES } from "@vv/shared/locales";
import i18n, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";

// Each locale file becomes its own small chunk; a page loads only the namespaces it uses.
// (Keys relative to the locales folder: fifty of them sit in the first load, so short ones matter.)
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json", {
  base: "../../../../packages/shared/locales",
});

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
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
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ["en", "mr"],
      ns: [...EAGER_NAMESPACES],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
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
}

export { NAMESPACES };
