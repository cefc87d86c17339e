import { COMMITTEE_DESIGNATIONS, findById, label, REGIONS, TITLES } from "@vv/shared/reference";

type Named = { titleId: number; firstName: string; middleName: string; lastName: string };

/** "श्री. सुधाकर गणपत देशमुख" / "Mr Vasant Ramchandra Deshmukh". */
export function displayName(m: Named, lang: string): string {
  const title = findById(TITLES, m.titleId);
  return [title ? label(title, lang) : "", m.firstName, m.middleName, m.lastName].filter(Boolean).join(" ");
}

export function designationLabel(id: number, lang: string): string {
  const item = findById(COMMITTEE_DESIGNATIONS, id);
  return item ? label(item, lang) : "";
}

export function regionLabel(id: number, lang: string): string {
  const item = findById(REGIONS, id);
  return item ? label(item, lang) : "";
}
