import type { Language } from "@vv/shared/i18n";
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_THEME_COLOR } from "@vv/shared/pwa";
import { translate } from "../../platform/i18n";

/**
 * The web app manifest in one language, every address under the base path: the app installs as
 * "Vadhu-Var" / "वधू-वर", opens at the home page and keeps to the portal's own pages.
 */
export function webAppManifest(lang: Language, basePath: string) {
  return {
    id: basePath,
    name: translate(lang, "pwa:manifest.name"),
    short_name: translate(lang, "pwa:manifest.shortName"),
    description: translate(lang, "pwa:manifest.description"),
    lang,
    dir: "ltr",
    start_url: `${basePath}home`,
    scope: basePath,
    display: "standalone",
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({ ...icon, src: `${basePath}${icon.src}` })),
  };
}
