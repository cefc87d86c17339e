import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconMapPin, IconPhone, IconWorld } from "@tabler/icons-react";
import type { BusinessCard } from "@vv/shared/business";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { whatsappChatUrl } from "../../lib/whatsapp";
import { ContactButton } from "../boards/ContactButton";
import { telHref } from "../boards/format";
import { KindBadge } from "../boards/KindBadge";

/** Call, WhatsApp, website: one tap each. */
export function ContactButtons({
  business,
}: {
  business: Pick<BusinessCard, "phone" | "whatsapp" | "website">;
}) {
  const { t } = useTranslation("business");
  return (
    <Group gap="xs">
      <ContactButton href={telHref(business.phone)} icon={<IconPhone size={16} aria-hidden />}>
        {business.phone}
      </ContactButton>
      <ContactButton
        href={whatsappChatUrl(business.whatsapp ?? business.phone)}
        icon={<IconBrandWhatsapp size={16} aria-hidden />}
        external
        color="green"
      >
        {t("card.whatsapp")}
      </ContactButton>
      {business.website && (
        <ContactButton href={business.website} icon={<IconWorld size={16} aria-hidden />} external="nofollow">
          {t("card.website")}
        </ContactButton>
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
            <KindBadge>{business.categoryLabel}</KindBadge>
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
