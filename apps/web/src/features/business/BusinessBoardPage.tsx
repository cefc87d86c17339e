import { Alert, Button, Container, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconList, IconPlus } from "@tabler/icons-react";
import { BUSINESS_CATEGORIES } from "@vv/shared/business";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useSession } from "../auth/session";
import { BoardPager } from "../boards/BoardPager";
import { FilterBar } from "../boards/FilterBar";
import { districtGroups, selectOptions } from "../boards/options";
import { type FilterValues, pageOf, patchFilters, readFilters } from "../boards/url-filters";
import { useMasterData } from "../reference/api";
import { useBusinessList } from "./api";
import { BusinessCardView } from "./BusinessCardView";

const FILTER_KEYS = ["category", "districtId", "q"] as const;

/** /business: the community's business directory, filtered through the URL. */
export function BusinessBoardPage() {
  const { t, i18n } = useTranslation(["business", "common"]);
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, FILTER_KEYS), [params]);
  const list = useBusinessList(filters);
  const master = useMasterData();
  const { data: user } = useSession();
  const change = useCallback(
    (patch: FilterValues) => setParams(patchFilters(filters, patch), { replace: !("page" in patch) }),
    [filters, setParams],
  );
  const onSearch = useCallback((q: string | undefined) => change({ q }), [change]);
  const data = list.data;
  const select = (key: "category" | "districtId") => ({
    value: filters[key] ?? null,
    onChange: (v: string | null) => change({ [key]: v ?? undefined }),
    clearable: true,
    comboboxProps: { zIndex: 300 },
    "data-testid": `filter-${key}`,
  });

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-end">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
              {t("board.title")}
            </Title>
            <Text c="dimmed" size="sm" maw={640}>
              {t("board.intro")}
            </Text>
          </div>
          <Group gap="xs">
            {user && (
              <Button
                component={Link}
                to="/business/mine"
                variant="default"
                leftSection={<IconList size={16} aria-hidden />}
              >
                {t("board.mine")}
              </Button>
            )}
            <Button component={Link} to="/business/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t("board.add")}
            </Button>
          </Group>
        </Group>
        <FilterBar
          searchLabel={t("board.search")}
          searchPlaceholder={t("board.searchPlaceholder")}
          search={filters.q}
          onSearch={onSearch}
          active={Boolean(filters.category || filters.districtId)}
          onReset={() => setParams(filters.q ? { q: filters.q } : {})}
          filtersLabel={t("board.filters")}
        >
          <Select
            label={t("fields.category")}
            placeholder={t("board.allCategories")}
            data={selectOptions(BUSINESS_CATEGORIES, lang)}
            {...select("category")}
          />
          <Select
            label={t("fields.district")}
            placeholder={t("board.allDistricts")}
            data={master.data ? districtGroups(master.data, lang) : []}
            searchable
            nothingFoundMessage="—"
            {...select("districtId")}
          />
        </FilterBar>
        {list.isError && !data ? (
          <LoadFailed onRetry={() => void list.refetch()} message={t("board.loadFailed")} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="yellow" variant="light" data-testid="no-data">
            {t("board.empty")}
          </Alert>
        ) : (
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("board.results", { count: data.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.items.map((business, i) => (
                <BusinessCardView key={business.id} business={business} eager={i < 2} />
              ))}
            </SimpleGrid>
            <BoardPager
              total={data.total}
              pageSize={data.pageSize}
              page={pageOf(filters)}
              onChange={(page) => {
                change({ page: String(page) });
                window.scrollTo({ top: 0 });
              }}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
