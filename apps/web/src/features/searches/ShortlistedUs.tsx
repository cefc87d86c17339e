import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { PageNumbers } from "../../components/PageNumbers";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useShortlistedUs } from "./api";

/** Families that added our profile to their wish list, newest first, a page at a time. */
export function ShortlistedUs({
  profileId,
  page,
  onPage,
}: {
  profileId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation("matches");
  const list = useShortlistedUs(profileId, page);
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  const pages = Math.ceil(list.data.total / list.data.pageSize);
  return (
    <Stack gap="xs" data-testid="shortlisted-us">
      <Text size="xs" c="dimmed">
        {t("shortlist.intro")}
      </Text>
      {list.data.items.length === 0 && <Text size="sm">{t("shortlist.none")}</Text>}
      {list.data.items.map((p) => (
        <Group key={p.id} gap="sm" wrap="nowrap">
          <div style={{ width: 48, flexShrink: 0 }}>
            <ProfilePhoto photo={p.photo} alt={p.fullName} size={48} />
          </div>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/vadhuvar/${p.slug}`} fw={600} style={{ overflowWrap: "anywhere" }}>
              {p.fullName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t("shortlist.on", { date: formatDate(p.shortlistedAt, i18n.language) })}
            </Text>
          </div>
        </Group>
      ))}
      <PageNumbers total={pages} value={page} onChange={onPage} />
    </Stack>
  );
}
