import { Input, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { MANGAL_FILTERS } from "@vv/shared/profile-views";
import { useTranslation } from "../../../lib/i18n";
import { toOptions } from "../../reference/options";
import { ageOptions, heightOptions } from "./filter-options";
import { mangalFilterOf, type ProfileFilters } from "./filters";

interface ListFilterFieldsProps {
  filters: ProfileFilters;
  master: MasterData;
  onChange: (patch: Partial<ProfileFilters>, typing?: boolean) => void;
  /** The registration number box's text (debounced by ListFilters, which owns both text boxes). */
  regNo: string;
  onRegNo: (text: string) => void;
}

/**
 * The list's filters under the name search: a chunk of their own (Mantine's Select brings the
 * combobox and floating-ui, 30 KB of gzip), loaded when they show: at once on a wide screen, when
 * opened on a phone.
 */
export function ListFilterFields({ filters, master, onChange, regNo, onRegNo }: ListFilterFieldsProps) {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const lang = i18n.language;
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
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      <TextInput
        label={t("list.searchRegNo")}
        inputMode="numeric"
        value={regNo}
        onChange={(e) => onRegNo(e.currentTarget.value)}
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
      <Select
        label={t("list.mangal")}
        data={MANGAL_FILTERS.map((v) => ({ value: v, label: t(`list.mangalOptions.${v}`) }))}
        value={filters.mangal ?? "any"}
        // Says which profiles the choice leaves out: those whose Mangal dosha is not known.
        description={filters.mangal ? t(`list.mangalNotes.${filters.mangal}`) : undefined}
        // Under the box: the row's other boxes stay level with it.
        inputWrapperOrder={["label", "input", "description", "error"]}
        onChange={(v) => onChange({ mangal: mangalFilterOf(v) })}
        allowDeselect={false}
        comboboxProps={{ zIndex: 300 }}
        data-testid="filter-mangal"
      />
      {range(t("list.ageRange"), ["ageMin", "ageMax"], ageOptions(lang))}
      {range(t("list.heightRange"), ["heightMin", "heightMax"], heightOptions(master.heights, lang))}
      <Select
        label={t("list.sortLabel")}
        data={[
          { value: "newest", label: t("list.sortNewest") },
          { value: "active", label: t("list.sortActive") },
        ]}
        value={filters.sort ?? "newest"}
        onChange={(v) => onChange({ sort: v === "active" ? "active" : undefined })}
        allowDeselect={false}
        comboboxProps={{ zIndex: 300 }}
        data-testid="filter-sort"
      />
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
  );
}
