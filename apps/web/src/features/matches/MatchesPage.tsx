import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import { useEffect, useMemo } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useMyProfiles } from "../profiles/api";
import {
  apiQueryString,
  filtersFromParams,
  filtersToParams,
  type ProfileFilters,
  pageCount,
  patchFilters,
} from "../profiles/list/filters";
import { ListFilters } from "../profiles/list/ListFilters";
import { ProfileCardView } from "../profiles/list/ProfileCardView";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMasterData } from "../reference/api";
import { useMatches } from "./api";
import { MatchReasons } from "./MatchReasons";

const REFUSALS: Record<string, string> = {
  verification_pending: "profile:list.verificationPending",
  no_listing_access: "profile:list.noPermission",
};

/** /user/matches/{profileId}: a profile's matches, best first, with the list's filters on top. */
export function MatchesPage() {
  const { t } = useTranslation(["matches", "profile", "common"]);
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => ({ ...filtersFromParams(search), gender: undefined }), [search]);
  const { ready } = useSignedInUser();
  const mine = useMyProfiles(ready);
  const master = useMasterData();
  const fromUrl = params.profileId && /^\d+$/.test(params.profileId) ? Number(params.profileId) : undefined;
  const profileId = fromUrl ?? mine.data?.[0]?.id;
  const list = useMatches(ready ? profileId : undefined, apiQueryString(filters));
  const error = list.error instanceof ApiError ? list.error : null;

  useEffect(() => {
    if (error?.status === 404) navigate("/user/matches", { replace: true });
  }, [error, navigate]);
  useEffect(() => {
    if (filters.page > 1) window.scrollTo({ top: 0 });
  }, [filters.page]);

  const apply = (next: ProfileFilters, replace = false) => setSearch(filtersToParams(next), { replace });
  const change = (patch: Partial<ProfileFilters>, typing = false) =>
    apply(patchFilters(filters, patch), typing);

  if (!ready || mine.isPending) return <Loading />;
  if (mine.data && mine.data.length === 0)
    return (
      <Container size="md" py="lg">
        <Alert color="yellow" variant="light">
          {t("list.noProfile")}
        </Alert>
        <Button component={Link} to="/user/create-profile" mt="md">
          {t("profile:list.createNew")}
        </Button>
      </Container>
    );
  if (fromUrl === undefined && profileId !== undefined)
    return <Navigate to={`/user/matches/${profileId}`} replace />;

  const refusal = error ? REFUSALS[error.code] : undefined;
  const data = list.data;
  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("list.title")}
        </Title>
        {(mine.data?.length ?? 0) > 1 && (
          <Select
            label={t("list.for")}
            data={(mine.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }))}
            value={profileId ? String(profileId) : null}
            onChange={(v) => v && navigate(`/user/matches/${v}`)}
            allowDeselect={false}
            maw={420}
            comboboxProps={{ zIndex: 300 }}
          />
        )}
        {data && (
          <Text fw={600} data-testid="matches-for">
            {t("list.forName", { name: data.profile.fullName })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("list.intro")}
        </Text>
        {data && !data.profile.hasPreferences && (
          <Alert color="blue" variant="light">
            {t("list.noPreferences")}
          </Alert>
        )}
        {profileId !== undefined && (
          <Group>
            <Button component={Link} to={`/user/partner-preferences/${profileId}`} variant="light">
              {t(data?.profile.hasPreferences ? "list.editPreferences" : "list.setPreferences")}
            </Button>
          </Group>
        )}
        {refusal ? (
          <Alert color="red" variant="filled" role="alert">
            {t(refusal)}
          </Alert>
        ) : (
          <>
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
            {list.isError && !data ? (
              <LoadFailed
                onRetry={() => void list.refetch()}
                message={error?.isNetwork ? undefined : error?.message}
              />
            ) : !data ? (
              <Loading />
            ) : data.items.length === 0 ? (
              <Alert color="yellow" variant="light" data-testid="no-data">
                {t("list.empty")}
              </Alert>
            ) : (
              <Stack
                gap="md"
                style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
              >
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t(data.totalIsCapped ? "list.resultsMany" : "profile:list.results", {
                    count: data.total,
                  })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md">
                  {data.items.map((match, i) => (
                    <ProfileCardView
                      key={match.id}
                      profile={match}
                      eager={i < 2}
                      extra={<MatchReasons match={match} />}
                    />
                  ))}
                </SimpleGrid>
                <Group justify="center">
                  <Pagination
                    total={pageCount(data.total, LIST_PAGE_SIZE)}
                    value={filters.page}
                    onChange={(page) => change({ page })}
                    hideWithOnePage
                    siblings={0}
                    boundaries={1}
                    getControlProps={(control) => ({
                      "aria-label": t(
                        control === "previous" ? "common:actions.previous" : "common:actions.next",
                      ),
                    })}
                  />
                </Group>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
