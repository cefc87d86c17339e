import { asciiDigits } from "@vv/shared/numbers";

/**
 * Date of birth is typed as dd/mm/yyyy and stored as yyyy-mm-dd. A plain text field with
 * a numeric keyboard is quicker on a phone than scrolling a calendar back twenty-five years.
 */
const GROUPS = [2, 2, 4] as const;

/**
 * Formats what is being typed: digits fill dd, mm and yyyy, a slash is added when a part is full,
 * and a separator typed early ("1/5/1998") closes the part. Anything else is ignored.
 */
export function formatDobTyping(raw: string): string {
  const parts: string[] = [""];
  let trailingSeparator = false;
  for (const ch of asciiDigits(raw)) {
    const index = parts.length - 1;
    if (/\d/.test(ch)) {
      if (parts[index]!.length >= GROUPS[index]!) {
        if (parts.length === GROUPS.length) continue;
        parts.push(ch);
      } else parts[index] += ch;
      trailingSeparator = false;
    } else if (/[/.\-\s]/.test(ch) && parts[index] !== "" && parts.length < GROUPS.length) {
      parts.push("");
      trailingSeparator = true;
    }
  }
  const text = parts.filter((p, i) => p !== "" || i < parts.length - 1).join("/");
  return trailingSeparator ? `${text}/` : text;
}

/** "5/1/1998" or "05/01/1998" → "1998-01-05"; null when it is not a real calendar date. */
export function dobToIso(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(asciiDigits(text.trim()));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "1998-01-05" → "05/01/1998"; other text is shown as it is. */
export function isoToDob(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? "");
}
