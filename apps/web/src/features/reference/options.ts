type Item = { readonly id: number | string; readonly en: string; readonly mr: string };

/** Options for a Mantine Select from a reference list, labelled in the UI language; ids keep their type. */
export function toOptions<T extends Item>(
  list: readonly T[],
  lang: string,
): { value: T["id"]; label: string }[] {
  const mr = lang.toLowerCase().startsWith("mr");
  return list.map((item) => ({ value: item.id, label: mr ? item.mr : item.en }));
}
