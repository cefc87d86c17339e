export * from "./basic";
export * from "./religions";
export * from "./states";
export type { RefItem } from "./types";

/** The label for the UI language: Marathi when `lang` starts with "mr", otherwise English. */
export function label(item: { readonly en: string; readonly mr: string }, lang: string): string {
  return lang.toLowerCase().startsWith("mr") ? item.mr : item.en;
}

/** Finds an item of a reference list by id. */
export function findById<T extends { readonly id: string | number }>(
  list: readonly T[],
  id: string | number | null | undefined,
): T | undefined {
  if (id === null || id === undefined) return undefined;
  return list.find((item) => item.id === id);
}
