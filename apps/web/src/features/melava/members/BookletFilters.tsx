import { Button, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/i18n";
import { ageOptions } from "../../profiles/list/filter-options";
import { toOptions } from "../../reference/options";
import { type BookletFilters as Filters, NO_FILTERS } from "./api";

type Labelled = { id: number | string; en: string; mr: string };

/** Search and filters of the digital booklet: name or number, series, age, education, district. */
export function BookletFilters({
  filters,
  onChange,
  master,
}: {
  filters: Filters;
  onChange: (f: Filters) => void;
  master: MasterData | undefined;
}) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const set = (key: keyof Filters) => (v: string | null) => onChange({ ...filters, [key]: v ?? "" });
  const ages = useMemo(() => ageOptions(lang), [lang]);
  const educations = useMemo(
    () => toOptions(master?.educations ?? [], lang).map((o) => ({ value: String(o.value), label: o.label })),
    [master, lang],
  );
  const districts = useMemo(() => {
    const states = (master?.states ?? []) as unknown as (Labelled & { districts?: Labelled[] })[];
    return states
      .flatMap((s) => s.districts ?? [])
      .map((d) => ({ value: String(d.id), label: lang.startsWith("mr") ? d.mr : d.en }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  }, [master, lang]);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 7 }} spacing="xs" verticalSpacing="xs">
      <TextInput
        label={t("members.search")}
        value={filters.q}
        onChange={(e) => onChange({ ...filters, q: e.currentTarget.value })}
        style={{ gridColumn: "span 2" }}
        data-testid="booklet-search"
      />
      <Select
        label={t("members.gender")}
        data={[
          { value: "", label: t("members.all") },
          { value: "2", label: t("series.bride") },
          { value: "1", label: t("series.groom") },
        ]}
        value={filters.gender}
        onChange={set("gender")}
        allowDeselect={false}
      />
      <Select
        label={t("members.ageMin")}
        data={ages}
        value={filters.ageMin || null}
        onChange={set("ageMin")}
        clearable
      />
      <Select
        label={t("members.ageMax")}
        data={ages}
        value={filters.ageMax || null}
        onChange={set("ageMax")}
        clearable
      />
      <Select
        label={t("members.education")}
        data={educations}
        value={filters.educationId || null}
        onChange={set("educationId")}
        searchable
        clearable
      />
      <Select
        label={t("members.district")}
        data={districts}
        value={filters.districtId || null}
        onChange={set("districtId")}
        searchable
        clearable
      />
      <Button variant="subtle" onClick={() => onChange(NO_FILTERS)} style={{ alignSelf: "end" }}>
        {t("members.reset")}
      </Button>
    </SimpleGrid>
  );
}
