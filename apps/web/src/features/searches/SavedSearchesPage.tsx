import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { localNumber } from "@vv/shared/numbers";
import { heightInInches, label } from "@vv/shared/reference";
import type { SavedSearch } from "@vv/shared/saved-searches";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { Notice } from "../../components/Notice";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { filtersToParams } from "../profiles/list/filters";
import { useMasterData } from "../reference/api";
import { useDeleteSearch, useOpenSearch, useRenameSearch, useSavedSearches } from "./api";
import { SearchNameDialog } from "./SearchNameDialog";
import { describeFilters, listFiltersOf } from "./saved-filters";

const LIST_PAGE = "/user/bride-groom-list";

/** /user/saved-searches: the member's saved searches, each opened, renamed or deleted from here. */
export function SavedSearchesPage() {
  const { t, i18n } = useTranslation("matches", { keyPrefix: "searches" });
  const lang = i18n.language;
  const searches = useSavedSearches();
  const master = useMasterData();
  const open = useOpenSearch();
  const rename = useRenameSearch();
  const remove = useDeleteSearch();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const num = (n: number) => localNumber(n, lang);

  const error = searches.error instanceof ApiError ? searches.error : null;
  if (searches.isError && !searches.data)
    return (
      <Container size="md" py="lg">
        <LoadFailed
          onRetry={() => void searches.refetch()}
          message={error?.isNetwork ? undefined : error?.message}
        />
      </Container>
    );
  if (!searches.data) return <Loading />;
  const { items, max } = searches.data;

  async function openSearch(s: SavedSearch) {
    await open.mutateAsync(s.id);
    const query = filtersToParams(listFiltersOf(s.filters)).toString();
    navigate(`${LIST_PAGE}${query ? `?${query}` : ""}`);
  }

  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("title")}
        </Title>
        <Text size="sm">{t("intro")}</Text>
        <Text size="sm" c="dimmed" data-testid="saved-count">
          {t("count", { count: num(items.length), max: num(max) })}
        </Text>
        {items.length === 0 && (
          <Notice color="yellow" variant="light">
            {t("none")}{" "}
            <Anchor component={Link} to={LIST_PAGE} underline="always">
              {t("actions.toList")}
            </Anchor>
          </Notice>
        )}
        {items.map((s) => (
          <Paper key={s.id} withBorder radius="md" p="sm" data-testid="saved-search">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                  {s.name}
                </Text>
                {s.newCount > 0 && (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    {t("newCount", { count: num(s.newCount) })}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {master.data ? words(s, master.data) : ""}
              </Text>
              <Text size="xs" c="dimmed">
                {t("savedOn", { date: formatDate(s.createdAt, lang) })}
              </Text>
              <Group gap="xs">
                <Button
                  size="sm"
                  onClick={() => void openSearch(s)}
                  loading={open.isPending && open.variables === s.id}
                >
                  {t("actions.open")}
                </Button>
                <Button size="sm" variant="default" onClick={() => setRenaming(s)}>
                  {t("actions.rename")}
                </Button>
                <Button size="sm" variant="subtle" color="red" onClick={() => setDeleting(s)}>
                  {t("actions.delete")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Text size="sm">
          {t("digestHint")}{" "}
          <Anchor component={Link} to="/notifications/settings" underline="always">
            {t("actions.settings")}
          </Anchor>
        </Text>
      </Stack>
      <SearchNameDialog
        opened={renaming !== null}
        mode="rename"
        initialName={renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => rename.mutateAsync({ id: renaming?.id ?? 0, name })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        question={t("form.deleteQuestion", { name: deleting?.name ?? "" })}
        confirmColor="red"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );

  function words(s: SavedSearch, m: MasterData) {
    const parts = describeFilters(s.filters, t, num, {
      education: (id) => {
        const item = m.educations.find((e) => e.id === id);
        return item && label(item, lang);
      },
      region: (id) => {
        const item = m.regions.find((r) => r.id === id);
        return item && label(item, lang);
      },
      height: (inches) => {
        const item = m.heights.find((h) => heightInInches(h.id) === inches);
        return item && label(item, lang);
      },
    });
    return parts.length ? parts.join(" · ") : t("noFilters");
  }
}
