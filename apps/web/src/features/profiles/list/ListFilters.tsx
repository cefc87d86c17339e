import { Button, Collapse, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustments, IconRefresh, IconSearch, IconX } from "@tabler/icons-react";
import type { MasterData } from "@vv/shared/master-data";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toOptions } from "../../reference/options";
import { ageOptions, heightOptions } from "./filter-options";
import { type ProfileFilters, resetFilters } from "./filters";

interface ListFiltersProps {
  filters: ProfileFilters;
  master: MasterData;
  onChange: (patch: Partial<ProfileFilters>, typing?: boolean) => void;
  onReplace: (filters: ProfileFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Text boxes update the URL after a short pause, not on every key. */
function useDebouncedText(value: string | undefined, commit: (text: string) => void) {
  const [text, setText] = useState(value ?? "");
  // A value changed from outside (Reset, back button) replaces the text; our own commit does not.
  useEffect(
    () => setText((current) => (current.trim() === (value ?? "") ? current : (value ?? ""))),
    [value],
  );
  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => commit(text), 500);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText] as const;
}

export function ListFilters({
  filters,
  master,
  onChange,
  onReplace,
  onRefresh,
  refreshing,
}: ListFiltersProps) {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const lang = i18n.language;
  const wide = useMediaQuery("(min-width: 48em)", true);
  const [opened, toggle] = useDisclosure(false);
  const [name, setName] = useDebouncedText(filters.name, (v) =>
    onChange({ name: v.trim() || undefined }, true),
  );
  const [regNo, setRegNo] = useDebouncedText(filters.regNo, (v) =>
    onChange({ regNo: v.replace(/\D/g, "") || undefined }, true),
  );
  const num = (v: string | null) => (v ? Number(v) : undefined);
  const pick = (value: number | undefined) => (value === undefined ? null : String(value));
  const range = (key: keyof ProfileFilters, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t("form.select")}
      data={data}
      value={pick(filters[key] as number | undefined)}
      onChange={(v) => onChange({ [key]: num(v) })}
      clearable
      comboboxProps={{ zIndex: 300 }}
    />
  );

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
          <Button variant="light" onClick={toggle.toggle} aria-expanded={opened} px="sm">
            <IconAdjustments size={20} aria-label={t("list.filters")} />
          </Button>
        )}
      </Group>
      <Collapse expanded={wide || opened}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
          <TextInput
            label={t("list.searchRegNo")}
            inputMode="numeric"
            value={regNo}
            onChange={(e) => setRegNo(e.currentTarget.value)}
            maxLength={12}
          />
          <Select
            label={t("fields.education")}
            placeholder={t("list.allEducations")}
            data={toOptions(master.educations, lang).map((o) => ({ value: String(o.value), label: o.label }))}
            value={pick(filters.educationId)}
            onChange={(v) => onChange({ educationId: num(v) })}
            searchable
            clearable
            nothingFoundMessage={t("list.noData")}
            comboboxProps={{ zIndex: 300 }}
          />
          <Select
            label={t("fields.region")}
            placeholder={t("list.allRegions")}
            data={toOptions(master.regions, lang).map((o) => ({ value: String(o.value), label: o.label }))}
            value={pick(filters.regionId)}
            onChange={(v) => onChange({ regionId: num(v) })}
            clearable
            comboboxProps={{ zIndex: 300 }}
          />
          <Switch
            label={t("list.wishlistOnly")}
            checked={filters.wishlist}
            onChange={(e) => onChange({ wishlist: e.currentTarget.checked })}
            size="md"
            style={{ alignSelf: "end" }}
            pb={6}
          />
          {range("ageMin", `${t("list.ageRange")} ${t("list.from")}`, ageOptions(lang))}
          {range("ageMax", `${t("list.ageRange")} ${t("list.to")}`, ageOptions(lang))}
          {range(
            "heightMin",
            `${t("list.heightRange")} ${t("list.from")}`,
            heightOptions(master.heights, lang),
          )}
          {range(
            "heightMax",
            `${t("list.heightRange")} ${t("list.to")}`,
            heightOptions(master.heights, lang),
          )}
        </SimpleGrid>
      </Collapse>
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
