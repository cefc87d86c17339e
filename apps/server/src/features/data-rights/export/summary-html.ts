import type { Language } from "@vv/shared/i18n";
import { WHO_VIEWED_DAYS } from "@vv/shared/matches";
import { formatBirthTime, localNumber, toMarathiDigits } from "@vv/shared/numbers";
import { hasTranslation, translate } from "../../../platform/i18n";
import type { ExportDocument } from "./document";
import type { Value } from "./readable";

/** Sections shown one table per record (many fields); the rest are lists, one row per record. */
const ONE_TABLE_PER_RECORD = new Set(["profiles", "partnerPreferences", "nominee"]);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Enumerated values whose words live in another feature's translations. */
const VALUE_KEYS: Record<string, (v: string) => string> = {
  status: (v) => `interests:status.${v}`,
  reason: (v) => `safety:reports.reasons.${v}`,
  note: (v) => `interests:notes.${v}`,
  ourReason: (v) => `interests:decline.${v}`,
  type: (v) => `notifications:types.${v}.title`,
};

const DATE_KEYS = new Set(["dateOfBirth", "day", "since", "resumeOn", "lastDate"]);
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dateText(value: string, lang: Language): string {
  if (DAY.test(value)) {
    const [y, m, d] = value.split("-");
    return localNumber(`${d}/${m}/${y}`, lang);
  }
  const instant = new Date(value.includes("T") ? value : `${value.replace(" ", "T")}Z`);
  if (Number.isNaN(instant.getTime())) return value;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(instant);
  return lang === "mr" ? toMarathiDigits(parts) : parts;
}

export function fieldLabel(key: string, lang: Language): string {
  for (const candidate of [`compliance:export.fields.${key}`, `profile:fields.${key}`])
    if (hasTranslation(candidate)) return translate(lang, candidate);
  return key;
}

/** A value as the member reads it: names, calendar dates, yes/no, digits of the page's language. */
export function valueText(key: string, value: Value, lang: Language): string {
  if (value === null || value === "") return "—";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean")
    return translate(lang, value ? "compliance:export.yes" : "compliance:export.no");
  if (typeof value === "number") return localNumber(value, lang);
  if (key === "birthTime") return formatBirthTime(value, lang);
  const own = `compliance:export.values.${value}`;
  const elsewhere = VALUE_KEYS[key]?.(value);
  if (elsewhere && hasTranslation(elsewhere)) return translate(lang, elsewhere);
  if (/^[a-z_]+$/.test(value) && hasTranslation(own)) return translate(lang, own);
  if ((key.endsWith("At") || DATE_KEYS.has(key)) && (INSTANT.test(value) || DAY.test(value)))
    return dateText(value, lang);
  return value;
}

const cell = (tag: "td" | "th", text: string) => `<${tag}>${escapeHtml(text)}</${tag}>`;

function verticalTable(record: Record<string, Value>, lang: Language): string {
  const rows = Object.entries(record).map(
    ([key, value]) =>
      `<tr>${cell("th", fieldLabel(key, lang))}${cell("td", valueText(key, value, lang))}</tr>`,
  );
  return `<table>${rows.join("")}</table>`;
}

function listTable(records: Record<string, Value>[], lang: Language): string {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const head = `<tr>${keys.map((k) => cell("th", fieldLabel(k, lang))).join("")}</tr>`;
  const body = records.map(
    (r) => `<tr>${keys.map((k) => cell("td", valueText(k, r[k] ?? null, lang))).join("")}</tr>`,
  );
  return `<div class="scroll"><table>${head}${body.join("")}</table></div>`;
}

const STYLE = `body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem;color:#2b2118}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #d8cfc4;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f6efe6;font-weight:600}h2{margin-top:2rem;border-bottom:2px solid #b5562c}p.empty{color:#6b5a4e}.scroll{overflow-x:auto}`;

/** summary.html: the whole export as one self-contained page in the member's language. */
export function summaryHtml(doc: ExportDocument, lang: Language): string {
  const t = (key: string, vars?: Record<string, string | number>) => escapeHtml(translate(lang, key, vars));
  const parts = [
    `<h1>${t("compliance:export.title")}</h1>`,
    `<p>${t("compliance:export.intro", { date: valueText("exportedAt", doc.exportedAt, lang) })}</p>`,
    `<h2>${t("compliance:export.sections.account")}</h2>`,
    verticalTable(doc.account, lang),
  ];
  for (const [key, records] of Object.entries(doc.sections)) {
    parts.push(
      `<h2>${t(`compliance:export.sections.${key}`, { days: localNumber(WHO_VIEWED_DAYS, lang) })}</h2>`,
    );
    if (records.length === 0) parts.push(`<p class="empty">${t("compliance:export.none")}</p>`);
    else if (ONE_TABLE_PER_RECORD.has(key)) parts.push(...records.map((r) => verticalTable(r, lang)));
    else parts.push(listTable(records, lang));
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t("compliance:export.title")}</title><style>${STYLE}</style></head><body>${parts.join("\n")}</body></html>\n`;
}
