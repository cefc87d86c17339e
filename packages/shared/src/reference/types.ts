/** One option of a bilingual reference list (dropdown values, filters, labels). */
export interface RefItem<Id extends string | number = number> {
  readonly id: Id;
  readonly en: string;
  readonly mr: string;
}
