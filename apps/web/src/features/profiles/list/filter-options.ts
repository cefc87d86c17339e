import { heightInInches, label, toMarathiDigits } from "@vv/shared/reference";
import { AGE_BOUNDS } from "./filters";

type Item = { readonly id: string; readonly en: string; readonly mr: string };

/** Ages 18–80 for the age range; Marathi readers see Devanagari digits. */
export function ageOptions(lang: string) {
  const mr = lang.startsWith("mr");
  return Array.from({ length: AGE_BOUNDS.max - AGE_BOUNDS.min + 1 }, (_, i) => {
    const age = String(AGE_BOUNDS.min + i);
    return { value: age, label: mr ? toMarathiDigits(age) : age };
  });
}

/** Heights for the height range: the list's labels, with total inches as the value the API filters by. */
export function heightOptions(heights: readonly Item[], lang: string) {
  return heights.flatMap((h) => {
    const inches = heightInInches(h.id);
    return inches === null ? [] : [{ value: String(inches), label: label(h, lang) }];
  });
}
