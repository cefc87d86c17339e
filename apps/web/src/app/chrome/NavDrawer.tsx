import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack } from "@mantine/core";
import { Link } from "react-router";
import type { SessionUser } from "../../features/auth/session";
import { useTranslation } from "../../lib/i18n";
import { LanguageSwitch } from "./LanguageSwitch";
import { useIsActive } from "./nav-active";
import type { NavItem } from "./nav-items";

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: SessionUser | null | undefined;
  items: NavItem[];
}

export default function NavDrawer({ opened, onClose, user, items }: NavDrawerProps) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t("app.fullName")}
      size="80%"
      hiddenFrom="md"
      padding="md"
    >
      <Stack gap={4} component="nav" aria-label={t("nav.menu")}>
        {items.map((item) => (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.labelKey)}
            active={isActive(item.to)}
            onClick={onClose}
          />
        ))}
        {!user && (
          <>
            <MantineNavLink component={Link} to="/login" label={t("nav.bride")} onClick={onClose} />
            <MantineNavLink component={Link} to="/login" label={t("nav.groom")} onClick={onClose} />
          </>
        )}
        <Divider my="sm" />
        <LanguageSwitch fullWidth />
        <Button
          component={Link}
          to={user ? "/logout" : "/login"}
          onClick={onClose}
          fullWidth
          variant="filled"
        >
          {user ? t("nav.logout") : t("nav.login")}
        </Button>
      </Stack>
    </Drawer>
  );
}
