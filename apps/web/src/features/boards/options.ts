import type { MasterData } from "@vv/shared/master-data";
import { MAHARASHTRA_STATE_ID } from "@vv/shared/reference";

type Labelled = { readonly id: number | string; readonly en: string; readonly mr: string };

export const labelOf = (item: Labelled, lang: string) => (lang.startsWith("mr") ? item.mr : item.en);

/** Select options from a bilingual list, values as strings (Mantine selects work in strings). */
export function selectOptions(list: readonly Labelled[], lang: string) {
  return list.map((item) => ({ value: String(item.id), label: labelOf(item, lang) }));
}

/** Every district, grouped by state, Maharashtra first: most of the community lives there. */
export function districtGroups(master: MasterData, lang: string) {
  const states = [...master.states].sort(
    (a, b) => Number(b.id === MAHARASHTRA_STATE_ID) - Number(a.id === MAHARASHTRA_STATE_ID),
  );
  return states.map((state) => ({
    group: labelOf(state, lang),
    items: state.districts.map((d) => ({ value: String(d.id), label: labelOf(d, lang) })),
  }));
}

export function districtOptions(master: MasterData, stateId: number | null, lang: string) {
  const state = master.states.find((s) => s.id === stateId);
  return state ? selectOptions(state.districts, lang) : [];
}
