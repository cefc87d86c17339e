import { ActionIcon, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { USER_PAGE_SIZES, USER_SORTS, type UserSort } from "@vv/shared/admin-users";
import { REGIONS } from "@vv/shared/reference";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { localNumber } from "../auth/display";
import { toOptions } from "../reference/options";
import type { UserListParams } from "./list-params";

interface UserFiltersProps {
  params: UserListParams;
  onChange: (change: Partial<UserListParams>) => void;
}

/** Search by mobile or name, region, sorting and rows per page; typing waits for a pause. */
export function UserFilters({ params, onChange }: UserFiltersProps) {
  const { t, i18n } = useTranslation("users");
  const lang = i18n.language;
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  const commit = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), 400);

  const regions = [
    { value: "", label: t("list.allRegions") },
    ...toOptions(REGIONS, lang).map((o) => ({ value: String(o.value), label: o.label })),
  ];
  const sorts = USER_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }));
  const sizes = USER_PAGE_SIZES.map((n) => ({ value: String(n), label: localNumber(n, lang) }));
  const asc = params.dir === "asc";

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t("list.search")}
        placeholder={t("list.searchPlaceholder")}
        value={text}
        maxLength={60}
        leftSection={<IconSearch size={16} aria-hidden />}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") onChange({ q: text.trim() });
        }}
        inputMode="search"
        data-testid="users-search"
      />
      <Select
        label={t("list.region")}
        data={regions}
        value={params.regionId ? String(params.regionId) : ""}
        onChange={(value) => onChange({ regionId: value ? Number(value) : null })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="users-region"
      />
      <Select
        label={t("list.sortBy")}
        data={sorts}
        value={params.sort}
        onChange={(value) => value && onChange({ sort: value as UserSort })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t(asc ? "sort.asc" : "sort.desc")}
            title={t(asc ? "sort.asc" : "sort.desc")}
            onClick={() => onChange({ dir: asc ? "desc" : "asc" })}
            data-testid="users-sort-dir"
          >
            {asc ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        }
        data-testid="users-sort"
      />
      <Select
        label={t("list.pageSize")}
        data={sizes}
        value={String(params.pageSize)}
        onChange={(value) => value && onChange({ pageSize: Number(value) })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="users-page-size"
      />
    </SimpleGrid>
  );
}
