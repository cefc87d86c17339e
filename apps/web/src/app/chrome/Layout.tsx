import { useDisclosure } from "@mantine/hooks";
import { lazy, memo, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useSession } from "../../features/auth/session";
import { PwaNotices } from "../../features/pwa/PwaNotices";
import { useSiteConfig } from "../../features/settings-api";
import { useTranslation } from "../../lib/i18n";
import { PageBoundary } from "../RouteError";
import { useSettled } from "../settled";
import classes from "./chrome.module.css";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { navItemsFor } from "./nav-items";

const NavDrawer = lazy(() => import("./NavDrawer"));
// Only a demo server (DEMO=true, loopback) shows it: a real portal never downloads it.
const DemoBanner = lazy(() => import("./DemoBanner"));

function DemoSlot() {
  const { data: config } = useSiteConfig();
  if (!config?.demo) return null;
  return (
    <Suspense fallback={null}>
      <DemoBanner />
    </Suspense>
  );
}
// Shown only at the end of a page: off the first load, loaded once the page has shown.
const ShareButton = lazy(() => import("./ShareButton"));

/**
 * While a page's chunk arrives: an empty area as tall as the screen, so the footer stays below
 * the fold and nothing moves when the page appears (no spinner: most chunks arrive in a moment).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.pageLoader} role="status" aria-busy="true" aria-label={t("status.loading")} />
  );
}

/**
 * The frame of every page: header (60 px, stays on top), the page, the footer. The page area is at
 * least a screen tall, so the footer never shows (and never jumps) while a page loads its data.
 */
export function Layout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const items = navItemsFor(user);
  return (
    <>
      <a href="#main" className="vv-skip-link">
        {t("nav.skipToContent")}
      </a>
      <header className={classes.headerBar}>
        <Header user={user} items={items} drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </header>
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} user={user} items={items} />
        </Suspense>
      )}
      <main id="main" className={classes.main}>
        <DemoSlot />
        <PwaNotices />
        <PageArea at={pathname} />
        <FrameFooter />
      </main>
      <LateShareButton />
    </>
  );
}

/**
 * The page and the footer do not re-render with the frame (the session or the site's settings
 * arriving, the drawer opening): on a phone each of those redrew the whole page (TBT).
 * The router's context still reaches the page through memo.
 */
const PageArea = memo(function PageArea({ at }: { at: string }) {
  // data-page: the address whose page is on screen (the router shows the last one while the next
  // one's chunk arrives), so the browser suite knows when a page opened inside the app is there.
  return (
    <div className={classes.page} data-page={at}>
      <PageBoundary at={at}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </PageBoundary>
    </div>
  );
});
const FrameFooter = memo(Footer);

function LateShareButton() {
  const settled = useSettled();
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <ShareButton />
    </Suspense>
  );
}
