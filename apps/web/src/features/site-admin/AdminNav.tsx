import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";

/** Links between the admin's site screens and back to the dashboard. */
export function AdminNav() {
  const { t } = useTranslation("site-admin");
  const { pathname } = useLocation();
  const link = (to: string, key: string) => (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      py={6}
      display="inline-block"
      fw={pathname === to ? 700 : 400}
      aria-current={pathname === to ? "page" : undefined}
    >
      {t(key)}
    </Anchor>
  );
  return (
    <Group gap="md" wrap="wrap">
      <Anchor component={Link} to="/admin" size="sm" py={6} display="inline-block">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t("nav.back")}
        </Group>
      </Anchor>
      {link("/admin/settings", "nav.settings")}
      {link("/admin/content", "nav.content")}
      {link("/admin/grievances", "nav.grievances")}
      {link("/admin/identity", "nav.identity")}
    </Group>
  );
}
