import { Anchor, Container, Group, Stack, Text } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useSiteConfig } from "../../features/settings-api";
import { useTranslation } from "../../lib/i18n";
import classes from "./chrome.module.css";
import { SHARE_DOCK_ID } from "./share-dock";

export function Footer() {
  const { t } = useTranslation("site");
  const { data: config } = useSiteConfig();
  const social = [
    { href: config?.whatsappLink, label: "WhatsApp", Icon: IconBrandWhatsapp },
    { href: config?.socialLinks.facebook, label: "Facebook", Icon: IconBrandFacebook },
    { href: config?.socialLinks.youtube, label: "YouTube", Icon: IconBrandYoutube },
    { href: config?.socialLinks.instagram, label: "Instagram", Icon: IconBrandInstagram },
  ].filter((s) => !!s.href);
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          <Group gap="lg" component="nav" aria-label="footer">
            <Anchor component={Link} to="/contact" className={classes.footerLink}>
              {t("footer.links.contact")}
            </Anchor>
            <Anchor component={Link} to="/term-and-condition" className={classes.footerLink}>
              {t("footer.links.terms")}
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" className={classes.footerLink}>
              {t("footer.links.privacy")}
            </Anchor>
            <Anchor component={Link} to="/success-stories" className={classes.footerLink}>
              {t("footer.links.stories")}
            </Anchor>
            <Anchor component={Link} to="/grievance" className={classes.footerLink}>
              {t("footer.links.grievances")}
            </Anchor>
          </Group>
          {social.length > 0 && (
            <Group gap="sm" align="center">
              <Text size="sm">{t("footer.followUs")}</Text>
              {social.map(({ href, label, Icon }) => (
                <Anchor
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={classes.footerLink}
                >
                  <Icon size={22} aria-hidden />
                </Anchor>
              ))}
            </Group>
          )}
          <Text size="sm" data-testid="footer-disclaimer">
            {t("footer.disclaimer")}
          </Text>
          <Text size="xs" c="#d8c3a5">
            {t("footer.copyright", { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
      {/* The empty strip the floating share button rests on (see ShareButton). */}
      <div id={SHARE_DOCK_ID} className={classes.shareDock} aria-hidden />
    </footer>
  );
}
