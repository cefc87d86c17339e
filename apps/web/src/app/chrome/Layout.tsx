import { AppShell, Center, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useSession } from "../../features/auth/session";
import { PwaNotices } from "../../features/pwa/PwaNotices";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { navItemsFor } from "./nav-items";

const NavDrawer = lazy(() => import("./NavDrawer"));
// Shown only at the end of a page: off the first load.
const ShareButton = lazy(() => import("./ShareButton"));

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} aria-live="polite">
      <Loader color="maroon" aria-label={t("status.loading")} />
    </Center>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { data: user } = useSession();
  const items = navItemsFor(user);
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main" className="vv-skip-link">
        {t("nav.skipToContent")}
      </a>
      <AppShell.Header withBorder={false}>
        <Header user={user} items={items} drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} user={user} items={items} />
        </Suspense>
      )}
      <AppShell.Main id="main" style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}>
        <PwaNotices />
        <div style={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <Footer />
      </AppShell.Main>
      <Suspense fallback={null}>
        <ShareButton />
      </Suspense>
    </AppShell>
  );
}
