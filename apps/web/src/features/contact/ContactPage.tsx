import { Anchor, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import { OfficerCard } from "../compliance/OfficerCard";
import { useSiteConfig } from "../settings-api";
import { ContactForm } from "./ContactForm";
import classes from "./contact.module.css";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="maroon" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div className={classes.detail}>{children}</div>
      </Stack>
    </Group>
  );
}

/** /contact: the trust's address, phone, e-mail and WhatsApp, and the contact form. */
export function ContactPage() {
  const { t } = useTranslation("contact");
  const config = useSiteConfig();
  const site = config.data;

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="maroon.9">
            {t("page.title")}
          </Title>
          <Text>{t("page.intro")}</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" radius="md" data-testid="contact-details">
              <Stack gap="md">
                <Title order={2} fz={20}>
                  {t("page.reachUs")}
                </Title>
                {site ? (
                  <>
                    {site.address && (
                      <Detail icon={<IconMapPin size={18} />} label={t("page.address")}>
                        <Text>{site.address}</Text>
                      </Detail>
                    )}
                    {site.phone && (
                      <Detail icon={<IconPhone size={18} />} label={t("page.phone")}>
                        <Anchor href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</Anchor>
                      </Detail>
                    )}
                    {site.email && (
                      <Detail icon={<IconMail size={18} />} label={t("page.email")}>
                        <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
                      </Detail>
                    )}
                    {site.whatsappLink && (
                      <Detail icon={<IconBrandWhatsapp size={18} />} label={t("page.whatsapp")}>
                        <Anchor href={site.whatsappLink} target="_blank" rel="noopener noreferrer">
                          {t("page.whatsappAction")}
                        </Anchor>
                      </Detail>
                    )}
                  </>
                ) : (
                  <Text c="dimmed">
                    {config.isError ? t("page.detailsUnavailable") : t("common:status.loading")}
                  </Text>
                )}
              </Stack>
            </Paper>
            <Stack mt="lg">
              <OfficerCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="md" radius="md" pos="relative">
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
