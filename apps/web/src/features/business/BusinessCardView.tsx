import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconMapPin, IconPhone, IconWorld } from "@tabler/icons-react";
import type { BusinessCard } from "@vv/shared/business";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { whatsappChatUrl } from "../../lib/whatsapp";
import { telHref } from "../boards/format";

/** Call, WhatsApp, website: one tap each. */
export function ContactButtons({
  business,
}: {
  business: Pick<BusinessCard, "phone" | "whatsapp" | "website">;
}) {
  const { t } = useTranslation("business");
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={telHref(business.phone)}
        size="compact-md"
        variant="light"
        leftSection={<IconPhone size={16} aria-hidden />}
      >
        {business.phone}
      </Button>
      <Button
        component="a"
        href={whatsappChatUrl(business.whatsapp ?? business.phone)}
        target="_blank"
        rel="noopener noreferrer"
        size="compact-md"
        variant="light"
        color="green"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      >
        {t("card.whatsapp")}
      </Button>
      {business.website && (
        <Button
          component="a"
          href={business.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="compact-md"
          variant="light"
          leftSection={<IconWorld size={16} aria-hidden />}
        >
          {t("card.website")}
        </Button>
      )}
    </Group>
  );
}

export function BusinessCardView({ business, eager }: { business: BusinessCard; eager?: boolean }) {
  const { t } = useTranslation("business");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="business-card">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ width: 96, flexShrink: 0 }}>
          <ProfilePhoto photo={business.photo} alt={business.name} size={96} eager={eager} />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/business/${business.id}`}
            fw={700}
            fz="lg"
            c="maroon.9"
            lh={1.3}
            style={{ overflowWrap: "anywhere" }}
          >
            {business.name}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color="saffron" radius="sm" style={{ textTransform: "none" }}>
              {business.categoryLabel}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("card.owner", { name: business.ownerName })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{business.place}</Text>
          </Group>
        </Stack>
      </Group>
      <Text size="sm" mt="xs" lineClamp={3} style={{ overflowWrap: "anywhere" }}>
        {business.description}
      </Text>
      <Stack gap={6} mt="xs">
        <ContactButtons business={business} />
      </Stack>
    </Paper>
  );
}
