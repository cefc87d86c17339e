import { Anchor, Burger, Button, Group, Text, UnstyledButton } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { initials, type SessionUser } from "../../features/auth/session";
import { useTranslation } from "../../lib/i18n";
import { useSettled } from "../settled";
import classes from "./chrome.module.css";
import { LanguageSwitch } from "./LanguageSwitch";
import { useIsActive } from "./nav-active";
import type { NavItem } from "./nav-items";

/**
 * Only signed-in members have a bell, so visitors never download it; members get it once the page
 * has shown (its chunk, count and interests link wait), in a slot of its size so nothing moves.
 */
const NotificationBell = lazy(() => import("../../features/notifications/NotificationBell"));

interface HeaderProps {
  user: SessionUser | null | undefined;
  items: NavItem[];
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

function BellSlot() {
  const settled = useSettled();
  const slot = <span className={classes.bellSlot} aria-hidden="true" />;
  if (!settled) return slot;
  return (
    <Suspense fallback={slot}>
      <NotificationBell />
    </Suspense>
  );
}

export function Header({ user, items, drawerOpened, onToggleDrawer }: HeaderProps) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  return (
    // A signed-in phone's bar holds the menu, brand, language, interests, bell and initials: 360 px fits
    // them only with narrower padding and a smaller brand name.
    <Group
      h="100%"
      px={{ base: 8, xs: "md" }}
      justify="space-between"
      wrap="nowrap"
      className={classes.header}
    >
      <Group gap="xs" wrap="nowrap" className={classes.phoneTight}>
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="md"
          size="sm"
          color="white"
          aria-label={drawerOpened ? t("nav.closeMenu") : t("nav.openMenu")}
        />
        <UnstyledButton component={Link} to="/home" className={classes.brand}>
          <img src="favicon.svg" alt="" width={32} height={32} />
          <Text fw={700} fz={{ base: "md", xs: "lg" }} c="white" className={classes.brandName}>
            {t("app.name")}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap={4} visibleFrom="md" component="nav" aria-label={t("nav.menu")} wrap="nowrap">
        {items.map((item) => (
          <Anchor
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.navLink}
            aria-current={isActive(item.to) ? "page" : undefined}
          >
            {t(item.labelKey)}
          </Anchor>
        ))}
        {!user && (
          <>
            <Button component={Link} to="/login" size="compact-sm" variant="white" color="maroon">
              {t("nav.bride")}
            </Button>
            <Button component={Link} to="/login" size="compact-sm" variant="white" color="maroon">
              {t("nav.groom")}
            </Button>
          </>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" className={classes.phoneTight}>
        <span className={classes.headerLanguage}>
          <LanguageSwitch />
        </span>
        {user ? (
          <Group gap="xs" wrap="nowrap" className={classes.phoneTight}>
            <BellSlot />
            <span
              className={classes.initials}
              title={`${user.firstName} ${user.lastName}`}
              data-testid="user-initials"
            >
              {initials(user)}
            </span>
            <Anchor component={Link} to="/logout" className={classes.navLink} visibleFrom="md">
              {t("nav.logout")}
            </Anchor>
          </Group>
        ) : (
          <Button
            component={Link}
            to="/login"
            size="compact-md"
            variant="white"
            color="maroon"
            visibleFrom="xs"
          >
            {t("nav.login")}
          </Button>
        )}
      </Group>
    </Group>
  );
}
