import "./app/fonts.css";
// Mantine's base rules; each component's stylesheet comes with the chunk that uses it
// (scripts/mantine-css-plugin.mjs).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";
import { followLanguageInManifest } from "./features/pwa/manifest-link";
import { preloadPwaBanners } from "./features/pwa/PwaNotices";

await initI18n();
followLanguageInManifest();
// The service worker is registered once the page has loaded, off the first page's critical path.
function afterLoad() {
  void import("./features/pwa/register").then((pwa) => pwa.startServiceWorker());
  preloadPwaBanners();
}
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
