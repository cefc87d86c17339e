import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconList, IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type CSSProperties, lazy, type ReactNode, useCallback, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { prefetchOnce } from "../../app/query-client";
import { AfterFirstPaint } from "../../components/AfterFirstPaint";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { i18n, useTranslation } from "../../lib/i18n";
import { useSession } from "../auth/session";
import { masterDataQuery, useMasterData } from "../reference/api";
import { BoardPager } from "./BoardPager";
import classes from "./board.module.css";
import { FilterBar } from "./FilterBar";
import { type FilterValues, pageOf, patchFilters, readFilters } from "./url-filters";

const BoardFilterSelects = lazy(() =>
  import("./BoardFilterSelects").then((m) => ({ default: m.BoardFilterSelects })),
);

type Labelled = { readonly id: number | string; readonly en: string; readonly mr: string };

/** A filter: [URL key, label key, placeholder key, the bilingual list (none: the grouped districts)]. */
export type BoardFilter = readonly [
  key: string,
  label: string,
  placeholder: string,
  list?: readonly Labelled[],
];

interface Page<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

interface BoardListPageProps<Item extends { id: number }> {
  /** The board's API (boardApi): namespace, pages, "add" label, list query. */
  board: {
    ns: "jobs" | "business";
    basePath: string;
    addLabel: string;
    useList: (filters: FilterValues) => UseQueryResult<Page<Item>>;
  };
  filters: BoardFilter[];
  /** Cards per row from each width up (Mantine's breakpoints). */
  cols: { base: number; sm?: number; md?: number; lg?: number };
  renderItem: (item: Item, index: number) => ReactNode;
}

/**
 * The landing board's answers in the query cache before its first render (app/router.tsx):
 * `prefetchList` puts the board's list for the address's filters there.
 */
export function primeBoardList(
  prefetchList: (filters: FilterValues, lang: string) => Promise<unknown>,
  filterDefs: readonly BoardFilter[],
) {
  const keys = [...filterDefs.map(([key]) => key), "q"];
  const filters = readFilters(new URLSearchParams(window.location.search), keys);
  return Promise.all([prefetchList(filters, i18n.language), prefetchOnce(masterDataQuery)]);
}

function gridColumns({ base, sm = base, md = sm, lg = md }: BoardListPageProps<never>["cols"]) {
  return { "--cols-base": base, "--cols-sm": sm, "--cols-md": md, "--cols-lg": lg } as CSSProperties;
}

/** A board's public list for everyone: filters and search in the URL, paging, "my posts" and "add". */
export function BoardListPage<Item extends { id: number }>(props: BoardListPageProps<Item>) {
  const { filters: filterDefs } = props;
  const { ns, basePath, addLabel } = props.board;
  const { t } = useTranslation([ns, "common"]);
  const [params, setParams] = useSearchParams();
  const keyList = filterDefs.map(([key]) => key).join(",");
  const keys = useMemo(() => [...keyList.split(","), "q"], [keyList]);
  const filters = useMemo(() => readFilters(params, keys), [params, keys]);
  const list = props.board.useList(filters);
  const master = useMasterData();
  const { data: user } = useSession();
  const change = useCallback(
    (patch: FilterValues) => setParams(patchFilters(filters, patch), { replace: !("page" in patch) }),
    [filters, setParams],
  );
  const onSearch = useCallback((q: string | undefined) => change({ q }), [change]);
  const data = list.data;

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
                to={`${basePath}/mine`}
                variant="default"
                leftSection={<IconList size={16} aria-hidden />}
              >
                {t("board.mine")}
              </Button>
            )}
            <Button component={Link} to={`${basePath}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
              {t(addLabel)}
            </Button>
          </Group>
        </Group>
        <FilterBar
          searchLabel={t("board.search")}
          searchPlaceholder={t("board.searchPlaceholder")}
          search={filters.q}
          onSearch={onSearch}
          active={filterDefs.some(([key]) => Boolean(filters[key]))}
          onReset={() => setParams(filters.q ? { q: filters.q } : {})}
          filtersLabel={t("board.filters")}
        >
          <BoardFilterSelects
            ns={ns}
            filterDefs={filterDefs}
            filters={filters}
            master={master.data}
            onChange={change}
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
          // The title, intro and filters paint first; the cards (with the Devanagari face a post in
          // Marathi asks for) a frame later, on a slow phone.
          <AfterFirstPaint>
            <Stack
              gap="md"
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
            >
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("board.results", { count: data.total })}
              </Text>
              <div className={classes.grid} style={gridColumns(props.cols)}>
                {data.items.map((item, i) => props.renderItem(item, i))}
              </div>
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
          </AfterFirstPaint>
        )}
      </Stack>
    </Container>
  );
}
