import "./app/fonts.css";
// Mantine's base rules; each component's stylesheet comes with the chunk that uses it
// (scripts/mantine-css-plugin.mjs).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";
import { prefetchOnce } from "./app/query-client";
import { landingPage } from "./app/router";
import { sessionQuery } from "./features/auth/session";
import { followLanguageInManifest } from "./features/pwa/manifest-link";
import { siteConfigQuery } from "./features/settings-api";
import { firstFontsReady } from "./lib/early";

/** How long the first render waits for the first screen before it shows the frame and a placeholder. */
const FIRST_SCREEN_WAIT_MS = 3000;

function render() {
  followLanguageInManifest();
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  // In a transition React renders the first screen in slices that leave the phone responsive,
  // instead of one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// A landing page's first screen loads before the first render: the language, the page (its chunk,
// namespaces and API answers), who is signed in, the site's settings and the fonts (the requests and
// fonts were started by index.html's early script, src/early-start.ts). So the first render draws the
// whole page once: no loading placeholder that React then keeps for at least 300 ms, no
// second drawing of the page as each answer arrives, no text reflowed when the fonts come. A slow
// network gets the frame and placeholders after a while instead. Other pages (members' and the
// committee's screens) render as soon as the language is in, their chunk loading meanwhile.
// Not a top-level await: the page's chunk imports modules of this one, which must finish first.
const i18nReady = initI18n(); // first: it sets the language the page's requests and keys use
const landing = landingPage();
const loadingLanding = landing?.preload().catch(() => undefined);
const firstScreen = landing?.firstScreen
  ? Promise.all([
      i18nReady,
      loadingLanding,
      prefetchOnce(sessionQuery),
      prefetchOnce(siteConfigQuery),
      firstFontsReady(),
    ])
  : i18nReady;
const enough = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
// Whatever failed, the page renders (and shows its own error states).
void Promise.race([firstScreen, enough]).then(render, render);
