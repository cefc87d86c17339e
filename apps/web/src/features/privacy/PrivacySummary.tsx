import { Button, Collapse, Group, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { VisibilityChoice } from "@vv/shared/privacy";
import { useState } from "react";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useContactViews } from "./api";

/** On My Profile: the family's two privacy choices in words, and who saw its contact details. */
export function PrivacySummary(props: {
  profileId: number;
  contactVisibility: VisibilityChoice;
  photoVisibility: VisibilityChoice;
}) {
  const { t } = useTranslation("privacy");
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} mt="sm" data-testid="privacy-summary">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Stack gap={0}>
          <Text size="sm">{t("summary.contact", { choice: t(`contact.${props.contactVisibility}`) })}</Text>
          <Text size="sm">{t("summary.photo", { choice: t(`photo.${props.photoVisibility}`) })}</Text>
        </Stack>
      </Group>
      <div>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {t("views.show")}
        </Button>
      </div>
      <Collapse expanded={open}>{open && <ContactViewsList profileId={props.profileId} />}</Collapse>
    </Stack>
  );
}

function ContactViewsList({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation("privacy");
  const views = useContactViews(profileId, true);
  if (views.isError && !views.data) return <LoadFailed onRetry={() => void views.refetch()} />;
  if (!views.data) return <Loading />;
  if (views.data.items.length === 0) return <Text size="sm">{t("views.empty")}</Text>;
  return (
    <Stack gap={4} data-testid="contact-views">
      {views.data.items.map((v) => (
        <Text key={`${v.viewedAt}-${v.via}-${v.viewerName}`} size="sm">
          <b>{v.viewerName}</b> · {t(`views.via.${v.via}`)} · {formatDateTime(v.viewedAt, i18n.language)}
        </Text>
      ))}
    </Stack>
  );
}
