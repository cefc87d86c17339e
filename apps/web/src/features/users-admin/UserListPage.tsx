import { Alert, Badge, Button, Container, Group, Pagination, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { USER_TABS, type UserTab } from "@vv/shared/admin-users";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { localNumber } from "../auth/display";
import { useAdminUser } from "../auth/use-admin";
import { useUserList } from "./api";
import { pageSearch, readParams, type UserListParams } from "./list-params";
import { UserCards } from "./UserCards";
import { UserFilters } from "./UserFilters";
import { UserTable } from "./UserTable";

/** /users: region, search, tabs with counts, server-side paging and sorting. */
export function UserListPage() {
  const { t, i18n } = useTranslation("users");
  const { ready } = useAdminUser();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const list = useUserList(params, ready);
  const wide = useMediaQuery("(min-width: 62em)", true);
  const lang = i18n.language;

  /** Any change but a page turn starts again at page 1. */
  function update(change: Partial<UserListParams>) {
    const next = { ...params, ...change, page: change.page ?? 1 };
    setSearch(new URLSearchParams(pageSearch(next).slice(1)), { replace: !("page" in change) });
  }

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;
  const detailsState = { fromList: `/users${pageSearch(params)}` };

  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin"
            variant="subtle"
            px={6}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            data-testid="users-back"
          >
            {t("common:actions.back")}
          </Button>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("list.title")}
          </Title>
        </Group>

        <UserFilters params={params} onChange={update} />

        <Tabs
          value={params.tab}
          onChange={(tab) => tab && update({ tab: tab as UserTab })}
          keepMounted={false}
        >
          <Tabs.List grow>
            {USER_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} px={{ base: 6, sm: "md" }} data-testid={`users-tab-${tab}`}>
                <Group gap={6} wrap="nowrap">
                  <span>{t(`tabs.${tab}`)}</span>
                  <Badge size="sm" variant="light" color="maroon" data-testid={`users-count-${tab}`}>
                    {data ? localNumber(data.counts[tab], lang) : "…"}
                  </Badge>
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        {list.isError && !data ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text>{t("list.loadFailed")}</Text>
              <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                {t("common:actions.retry")}
              </Button>
            </Group>
          </Alert>
        ) : !data ? (
          <Text c="dimmed">{t("common:status.loading")}</Text>
        ) : data.items.length === 0 ? (
          <Alert color="yellow" variant="light" data-testid="users-empty">
            {t("list.empty")}
          </Alert>
        ) : wide ? (
          <UserTable
            items={data.items}
            params={params}
            onSort={(sort, dir) => update({ sort, dir })}
            state={detailsState}
          />
        ) : (
          <UserCards items={data.items} state={detailsState} />
        )}

        {data && data.total > 0 && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" data-testid="users-range">
              {t("list.range", {
                from: localNumber(from, lang),
                to: localNumber(to, lang),
                total: localNumber(data.total, lang),
              })}
            </Text>
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={(page) => update({ page })}
              size="sm"
              siblings={wide ? 1 : 0}
              boundaries={1}
              getControlProps={(control) => ({
                "aria-label":
                  control === "previous" ? t("common:actions.previous") : t("common:actions.next"),
              })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
