import { Box, Button, Group, Paper, TextInput } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconRefresh, IconSearch, IconX } from "@tabler/icons-react";
import type { MasterData } from "@vv/shared/master-data";
import { asciiDigits } from "@vv/shared/numbers";
import { lazy, Suspense, useRef } from "react";
import { FiltersToggle } from "../../../components/FiltersToggle";
import { useTranslation } from "../../../lib/i18n";
import { hasActiveFilters, type ProfileFilters, resetFilters } from "./filters";
import { useDebouncedText } from "./use-debounced-text";

const ListFilterFields = lazy(() =>
  import("./ListFilterFields").then((m) => ({ default: m.ListFilterFields })),
);

interface ListFiltersProps {
  filters: ProfileFilters;
  master: MasterData;
  onChange: (patch: Partial<ProfileFilters>, typing?: boolean) => void;
  onReplace: (filters: ProfileFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function ListFilters({
  filters,
  master,
  onChange,
  onReplace,
  onRefresh,
  refreshing,
}: ListFiltersProps) {
  const { t } = useTranslation(["profile", "common"]);
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const active = hasActiveFilters(filters);
  const [opened, toggle] = useDisclosure(active);
  const [name, setName] = useDebouncedText(filters.name, (v) =>
    onChange({ name: v.trim() || undefined }, true),
  );
  const [regNo, setRegNo] = useDebouncedText(filters.regNo, (v) =>
    onChange({ regNo: asciiDigits(v).replace(/\D/g, "") || undefined }, true),
  );
  const shown = useRef(false);
  shown.current ||= wide || opened;
  return (
    <Paper withBorder radius="md" p="sm" component="section" role="search" aria-label={t("list.filters")}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t("list.searchName")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={60}
          enterKeyHint="search"
        />
        {!wide && (
          <FiltersToggle label={t("list.filters")} opened={opened} active={active} onToggle={toggle.toggle} />
        )}
      </Group>
      {/* Folded on a phone until opened (no animation: Mantine's Collapse is 1.5 KB of first load). */}
      <div hidden={!(wide || opened)}>
        <Box mt="sm">
          {shown.current && (
            // While the chunk loads, about the fields' height on a wide screen (no jump below).
            <Suspense fallback={<Box h={wide ? 200 : 0} />}>
              <ListFilterFields
                filters={filters}
                master={master}
                onChange={onChange}
                regNo={regNo}
                onRegNo={setRegNo}
              />
            </Suspense>
          )}
        </Box>
      </div>
      <Group gap="xs" mt="sm">
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onReplace(resetFilters(filters))}
        >
          {t("common:actions.reset")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRefresh}
          loading={refreshing}
        >
          {t("common:actions.refresh")}
        </Button>
      </Group>
    </Paper>
  );
}
