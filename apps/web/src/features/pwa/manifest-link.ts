import { i18n } from "../../lib/i18n";

/**
 * Points <link rel="manifest"> at the manifest in the page's language, so "Add to home screen"
 * names the app "वधू-वर" for a Marathi reader and "Vadhu-Var" otherwise.
 */
export function followLanguageInManifest() {
  const apply = (lang: string) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.setAttribute("href", `manifest.webmanifest?lang=${lang === "mr" ? "mr" : "en"}`);
  };
  apply(i18n.language);
  i18n.on("languageChanged", apply);
}
