import {
  Button,
  Collapse,
  Group,
  Indicator,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustments, IconRefresh, IconSearch, IconX } from "@tabler/icons-react";
import type { MasterData } from "@vv/shared/master-data";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { toOptions } from "../../reference/options";
import { asciiDigits } from "../form/dob";
import { ageOptions, heightOptions } from "./filter-options";
import { hasActiveFilters, type ProfileFilters, resetFilters } from "./filters";

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
  const active = hasActiveFilters(filters);
  const [opened, toggle] = useDisclosure(active);
  const [name, setName] = useDebouncedText(filters.name, (v) =>
    onChange({ name: v.trim() || undefined }, true),
  );
  const [regNo, setRegNo] = useDebouncedText(filters.regNo, (v) =>
    onChange({ regNo: asciiDigits(v).replace(/\D/g, "") || undefined }, true),
  );
  const num = (v: string | null) => (v ? Number(v) : undefined);
  const pick = (value: number | undefined) => (value === undefined ? null : String(value));
  /** A "from – to" pair under one label: side by side even on a phone. */
  const range = (
    label: string,
    keys: ["ageMin", "ageMax"] | ["heightMin", "heightMax"],
    data: { value: string; label: string }[],
  ) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Input.Label component="legend" mb={4} p={0}>
        {label}
      </Input.Label>
      <SimpleGrid cols={2} spacing="xs">
        {keys.map((key, i) => (
          <Select
            key={key}
            aria-label={`${label} ${t(i === 0 ? "list.from" : "list.to")}`}
            placeholder={t(i === 0 ? "list.from" : "list.to")}
            data={data}
            value={pick(filters[key])}
            onChange={(v) => onChange({ [key]: num(v) })}
            clearable
            comboboxProps={{ zIndex: 300 }}
          />
        ))}
      </SimpleGrid>
    </fieldset>
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
          <Indicator disabled={!active} color="saffron.7" size={12} offset={4}>
            <Button variant="light" onClick={toggle.toggle} aria-expanded={opened} px="sm">
              <IconAdjustments size={20} aria-label={t("list.filters")} />
            </Button>
          </Indicator>
        )}
      </Group>
      <Collapse expanded={wide || opened}>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" mt="sm">
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
          {range(t("list.ageRange"), ["ageMin", "ageMax"], ageOptions(lang))}
          {range(t("list.heightRange"), ["heightMin", "heightMax"], heightOptions(master.heights, lang))}
          <Switch
            label={t("list.wishlistOnly")}
            checked={filters.wishlist}
            onChange={(e) => onChange({ wishlist: e.currentTarget.checked })}
            size="md"
            style={{ alignSelf: "end" }}
            pb={6}
          />
          <Switch
            label={t("list.idVerifiedOnly")}
            checked={filters.idVerified === true}
            onChange={(e) => onChange({ idVerified: e.currentTarget.checked || undefined })}
            size="md"
            style={{ alignSelf: "end" }}
            pb={6}
            data-testid="filter-id-verified"
          />
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
