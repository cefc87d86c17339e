/** A spreadsheet cell that cannot run as a formula: text starting with = + - @ tab or CR gets a leading '. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 BOM, so spreadsheet programs read Marathi names right. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
