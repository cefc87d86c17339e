import { Select } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useTranslation } from "../../lib/i18n";
import type { BoardFilter } from "./BoardListPage";
import { districtGroups, selectOptions } from "./options";
import type { FilterValues } from "./url-filters";

interface BoardFilterSelectsProps {
  ns: "jobs" | "business";
  filterDefs: readonly BoardFilter[];
  filters: FilterValues;
  master: MasterData | undefined;
  onChange: (patch: FilterValues) => void;
}

/**
 * A board's filter selects: a chunk of their own (Mantine's Select brings the combobox and
 * floating-ui, 30 KB of gzip), loaded when the filters show: at once on a wide screen, when opened
 * on a phone.
 */
export function BoardFilterSelects({ ns, filterDefs, filters, master, onChange }: BoardFilterSelectsProps) {
  const { t, i18n } = useTranslation([ns, "common"]);
  const lang = i18n.language;
  return filterDefs.map(([key, label, placeholder, list]) => (
    <Select
      key={key}
      label={t(label)}
      placeholder={t(placeholder)}
      data={list ? selectOptions(list, lang) : master ? districtGroups(master, lang) : []}
      {...(list ? {} : { searchable: true, nothingFoundMessage: "—" })}
      value={filters[key] ?? null}
      onChange={(v) => onChange({ [key]: v ?? undefined })}
      clearable
      comboboxProps={{ zIndex: 300 }}
      data-testid={`filter-${key}`}
    />
  ));
}
