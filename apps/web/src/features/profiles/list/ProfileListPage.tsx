import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { prefetchOnce } from "../../../app/query-client";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { Notice } from "../../../components/Notice";
import { EAGER_CARDS } from "../../../components/photo-sources";
import { ApiError } from "../../../lib/api";
import { useConnection } from "../../../lib/connection";
import { i18n, useTranslation } from "../../../lib/i18n";
import { masterDataQuery, useMasterData } from "../../reference/api";
import { useSignedInUser } from "../use-signed-in";
import {
  apiQueryString,
  filtersFromParams,
  filtersToParams,
  type ProfileFilters,
  patchFilters,
} from "./filters";
import { ListFilters } from "./ListFilters";
import { ListPager } from "./ListPager";
import classes from "./list.module.css";
import { profileListQuery, useProfileList } from "./list-query";
import { ProfileCardView } from "./ProfileCardView";

// Only admins and associates (who may see both) get the switch: members never download it.
const GenderSwitch = lazy(() => import("./GenderSwitch").then((m) => ({ default: m.GenderSwitch })));
// "Save this search" and the way to the saved ones: their words and dialog are not first-load bytes.
const SearchActions = lazy(() =>
  import("../../searches/SearchActions").then((m) => ({ default: m.SearchActions })),
);

// Offline only: the list page this member last saw (its chunk is precached by the service worker).
const OfflineCards = lazy(() => import("./OfflineCards"));

const REFUSALS: Record<string, string> = {
  verification_pending: "list.verificationPending",
  no_listing_access: "list.noPermission",
};

/** The landing list's answers in the query cache before its first render (app/router.tsx). */
export function primeProfileList() {
  const filters = filtersFromParams(new URLSearchParams(window.location.search));
  return Promise.all([prefetchOnce(profileListQuery(filters, i18n.language)), prefetchOnce(masterDataQuery)]);
}

/** /user/bride-groom-list and /matrimony: approved profiles, filtered through the URL. */
export function ProfileListPage() {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { user, ready } = useSignedInUser();
  const master = useMasterData();
  const list = useProfileList(filters, ready);
  const error = list.error instanceof ApiError ? list.error : null;
  const { offline } = useConnection();

  function apply(next: ProfileFilters, replace = false) {
    setParams(filtersToParams(next), { replace });
  }
  const change = (patch: Partial<ProfileFilters>, typing = false) =>
    apply(patchFilters(filters, patch), typing);

  useEffect(() => {
    if (filters.page > 1 || filters.after) window.scrollTo({ top: 0 });
  }, [filters.page, filters.after]);

  if (error?.code === "no_profile") return <Navigate to="/user/create-profile" replace />;
  if (offline && (!ready || (!list.data && !error?.status)))
    return (
      <Suspense fallback={null}>
        <OfflineCards path={`/profiles${apiQueryString(filters)}`} />
      </Suspense>
    );
  if (!ready || !user) return <Loading />;

  const refusal = error ? REFUSALS[error.code] : undefined;
  const title = filters.gender === 2 ? "list.brides" : filters.gender === 1 ? "list.grooms" : "list.title";
  const data = list.data;
  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t(title)}
          </Title>
          <Button component={Link} to="/user/matches" variant="filled">
            {t("list.matches")}
          </Button>
          <Button
            component={Link}
            to="/user/create-profile"
            state={{ fromPage: "myRegistration" }}
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
          >
            {t("list.createNew")}
          </Button>
        </Group>
        {!refusal && !list.isError && (!data || !master.data) ? (
          // Filters and cards appear together once both answers are in (asked in parallel with
          // the page's chunk), so nothing on the screen moves when one arrives before the other.
          <Loading />
        ) : refusal ? (
          <Notice color="red" variant="filled" role="alert">
            {t(refusal)}
          </Notice>
        ) : (
          <>
            {user.genderAccess === "both" && (
              <Suspense fallback={<Box h={36} />}>
                <GenderSwitch value={filters.gender} onChange={(gender) => change({ gender })} />
              </Suspense>
            )}
            {master.data && (
              <ListFilters
                filters={filters}
                master={master.data}
                onChange={change}
                onReplace={(next) => apply(next)}
                onRefresh={() => void list.refetch()}
                refreshing={list.isFetching}
              />
            )}
            <Suspense fallback={<Box h={36} />}>
              <SearchActions filters={filters} />
            </Suspense>
            {list.isError && !data ? (
              <LoadFailed
                onRetry={() => void list.refetch()}
                message={error?.isNetwork ? undefined : error?.message}
              />
            ) : !data ? (
              <Loading />
            ) : data.items.length === 0 ? (
              <Notice color="yellow" variant="light" data-testid="no-data">
                {t("list.noData")}
              </Notice>
            ) : (
              <Stack
                gap="md"
                style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
              >
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t(data.totalIsCapped ? "list.resultsMany" : "list.results", {
                    count: localNumber(data.total, i18n.language),
                  })}
                </Text>
                <div className={classes.cards}>
                  {data.items.map((profile, i) => (
                    <ProfileCardView key={profile.id} profile={profile} eager={i < EAGER_CARDS} />
                  ))}
                </div>
                <ListPager
                  filters={filters}
                  data={data}
                  onPage={(page) => change({ page })}
                  onMore={(after) => change({ after, page: 1 })}
                />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
