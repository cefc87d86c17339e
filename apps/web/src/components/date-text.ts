const DEVANAGARI = "०१२३४५६७८९";

/** "12/08/2025", "१२/०८/२०२५" or "2025-08-12" → "2025-08-12"; null for anything that is not a real date. */
export function parseDateText(text: string): string | null {
  const ascii = text.trim().replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)));
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(ascii);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(ascii);
  if (iso) parts = [iso[1] as string, iso[2] as string, iso[3] as string];
  else if (dmy) parts = [dmy[3] as string, dmy[2] as string, dmy[1] as string];
  if (!parts) return null;
  const [y, m, d] = parts;
  const value = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}
