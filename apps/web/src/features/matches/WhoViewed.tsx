import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useWhoViewed } from "./api";

/** Who viewed our profile: the last 30 days, newest first. */
export function WhoViewed({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation("matches");
  const views = useWhoViewed(profileId);
  if (views.isError && !views.data) return <LoadFailed onRetry={() => void views.refetch()} />;
  if (!views.data) return <Loading />;
  return (
    <Stack gap="xs" data-testid="who-viewed">
      <Text size="xs" c="dimmed">
        {t("views.intro")}
      </Text>
      {views.data.items.length === 0 && <Text size="sm">{t("views.none")}</Text>}
      {views.data.items.map((p) => (
        <Group key={p.id} gap="sm" wrap="nowrap">
          <div style={{ width: 48, flexShrink: 0 }}>
            <ProfilePhoto photo={p.photo} alt={p.fullName} size={48} />
          </div>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/vadhuvar/${p.slug}`} fw={600} style={{ overflowWrap: "anywhere" }}>
              {p.fullName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t("views.viewedOn", { date: formatDate(p.viewedAt, i18n.language) })}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
