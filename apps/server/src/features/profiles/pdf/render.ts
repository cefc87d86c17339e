/**
 * An A4 biodata in the viewer's language: community header (maroon band, saffron accent), photo,
 * name and registration number, then labelled sections; footer with disclaimer, date and page numbers.
 */
import type { Language } from "@vv/shared/i18n";
import { toMarathiDigits } from "@vv/shared/reference";
import PDFDocument from "pdfkit";
import { translate } from "../../../platform/i18n";
import { drawChart } from "./chart";
import { pdfFonts } from "./font-faces";
import type { BiodataRow, BiodataView } from "./types";

type Doc = PDFKit.PDFDocument;

const COLORS = {
  maroon: "#7a1f2b",
  saffron: "#f2a007",
  ink: "#1f1f1f",
  label: "#6b5a4e",
  zebra: "#fbf6ef",
  rule: "#e8d9c4",
  cream: "#f7e3c4",
};
const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY_BOTTOM = PAGE.height - 64; // the footer lives below this line
const LABEL_WIDTH = 168;
const VALUE_X = PAGE.margin + LABEL_WIDTH + 12;
const VALUE_WIDTH = PAGE.width - PAGE.margin - VALUE_X - 6;
const PHOTO_SIZE = 150;
const ROW_FONT_SIZE = 10.5;
const CHART_SIZE = 230;

export async function renderBiodataPdf(view: BiodataView, lang: Language): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const digits = (s: string) => (lang === "mr" ? toMarathiDigits(s) : s);
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    info: {
      Title: `${t("pdf:title")} – ${view.fullName}`,
      Author: t("common:app.fullName"),
      Creator: t("common:app.fullName"),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit takes an already parsed fontkit font as well as a file (its typings know only files).
  const fonts = pdfFonts();
  doc.registerFont("regular", fonts.regular as unknown as Buffer);
  doc.registerFont("bold", fonts.bold as unknown as Buffer);

  let y = drawFirstPageHeader(doc, t);
  y = drawHero(doc, view, t, y);

  const sections = [
    ...view.sections.map((s) => ({ title: sectionTitle(s.titleKey), rows: s.rows, chart: s.chart })),
    ...(view.contacts ? [{ title: "pdf:sections.contact", rows: view.contacts }] : []),
  ];
  for (const section of sections) {
    const rows = section.rows.filter((r) => r.value.trim() !== "");
    if (rows.length === 0) continue;
    // Keep a title together with at least its first row.
    if (y + 30 + rowHeight(doc, rows[0]!, t) > BODY_BOTTOM) y = newPage(doc, view, t);
    y = drawSectionTitle(doc, t(section.title), y);
    if ("chart" in section && section.chart) {
      if (y + CHART_SIZE + 16 > BODY_BOTTOM) y = newPage(doc, view, t);
      drawChart(doc, section.chart, PAGE.margin + (CONTENT_WIDTH - CHART_SIZE) / 2, y + 4, CHART_SIZE);
      y += CHART_SIZE + 16;
    }
    rows.forEach((row, index) => {
      const height = rowHeight(doc, row, t);
      if (y + height > BODY_BOTTOM) y = newPage(doc, view, t);
      y = drawRow(doc, row, t, y, height, index % 2 === 0);
    });
    y += 12;
  }

  drawFooters(doc, t, digits, view.generatedAt ?? new Date());
  doc.end();
  return finished;
}

const sectionTitle = (key: string) => (key.includes(":") ? key : `pdf:sections.${key}`);
const fieldLabel = (key: string) => (key.includes(":") ? key : `pdf:fields.${key}`);
type T = (key: string, vars?: Record<string, string | number>) => string;

function drawFirstPageHeader(doc: Doc, t: T): number {
  doc.rect(0, 0, PAGE.width, 84).fill(COLORS.maroon);
  doc.rect(0, 84, PAGE.width, 4).fill(COLORS.saffron);
  doc.font("bold").fontSize(22).fillColor("#ffffff");
  doc.text(t("common:app.fullName"), PAGE.margin, 16, { width: CONTENT_WIDTH, lineBreak: false });
  doc.font("regular").fontSize(10.5).fillColor(COLORS.cream);
  doc.text(t("common:app.tagline"), PAGE.margin, 52, { width: CONTENT_WIDTH, lineBreak: false });

  const title = t("pdf:title");
  doc.font("bold").fontSize(15).fillColor(COLORS.maroon);
  const titleWidth = doc.widthOfString(title);
  const titleX = (PAGE.width - titleWidth) / 2;
  doc.text(title, titleX, 100, { lineBreak: false });
  const ruleY = 112;
  doc.rect(titleX - 70, ruleY, 56, 1.5).fill(COLORS.saffron);
  doc.rect(titleX + titleWidth + 14, ruleY, 56, 1.5).fill(COLORS.saffron);
  return 140;
}

function drawHero(doc: Doc, view: BiodataView, t: T, top: number): number {
  const photoX = PAGE.width - PAGE.margin - PHOTO_SIZE;
  doc
    .rect(photoX - 3, top - 3, PHOTO_SIZE + 6, PHOTO_SIZE + 6)
    .lineWidth(2)
    .stroke(COLORS.saffron);
  let placed = false;
  if (view.photoJpeg) {
    try {
      doc.image(view.photoJpeg, photoX, top, {
        fit: [PHOTO_SIZE, PHOTO_SIZE],
        align: "center",
        valign: "center",
      });
      placed = true;
    } catch {
      placed = false; // unreadable bytes: show the placeholder rather than fail the whole biodata
    }
  }
  if (!placed) {
    doc.rect(photoX, top, PHOTO_SIZE, PHOTO_SIZE).fill(COLORS.zebra);
    doc.font("regular").fontSize(11).fillColor(COLORS.label);
    doc.text(t("pdf:noPhoto"), photoX, top + PHOTO_SIZE / 2 - 8, { width: PHOTO_SIZE, align: "center" });
  }

  const textWidth = photoX - PAGE.margin - 24;
  doc.font("bold").fontSize(21).fillColor(COLORS.maroon);
  doc.text(view.fullName, PAGE.margin, top + 18, { width: textWidth });
  const afterName = doc.y + 6;
  doc.rect(PAGE.margin, afterName, 48, 2.5).fill(COLORS.saffron);
  doc.font("regular").fontSize(12).fillColor(COLORS.label);
  doc.text(`${t("pdf:registrationNumber")}: `, PAGE.margin, afterName + 14, { continued: true });
  doc.font("bold").fillColor(COLORS.ink).text(view.registrationNumber);
  return Math.max(top + PHOTO_SIZE + 26, doc.y + 20);
}

function drawSectionTitle(doc: Doc, title: string, y: number): number {
  doc.font("bold").fontSize(13).fillColor(COLORS.maroon);
  doc.text(title, PAGE.margin, y, { width: CONTENT_WIDTH, lineBreak: false });
  doc.rect(PAGE.margin, y + 21, CONTENT_WIDTH, 1.5).fill(COLORS.saffron);
  return y + 28;
}

function rowHeight(doc: Doc, row: BiodataRow, t: T): number {
  doc.font("regular").fontSize(ROW_FONT_SIZE);
  const label = doc.heightOfString(t(fieldLabel(row.labelKey)), { width: LABEL_WIDTH - 8 });
  const value = doc.heightOfString(row.value, { width: VALUE_WIDTH });
  return Math.max(label, value) + 7;
}

function drawRow(doc: Doc, row: BiodataRow, t: T, y: number, height: number, shaded: boolean): number {
  if (shaded) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLORS.zebra);
  doc.font("regular").fontSize(ROW_FONT_SIZE).fillColor(COLORS.label);
  doc.text(t(fieldLabel(row.labelKey)), PAGE.margin + 6, y + 3.5, { width: LABEL_WIDTH - 8 });
  doc.fillColor(COLORS.ink).text(row.value, VALUE_X, y + 3.5, { width: VALUE_WIDTH });
  return y + height;
}

/** A continuation page: a slim band with the app and the person's name. */
function newPage(doc: Doc, view: BiodataView, t: T): number {
  doc.addPage({ size: "A4", margin: 0 });
  doc.rect(0, 0, PAGE.width, 30).fill(COLORS.maroon);
  doc.rect(0, 30, PAGE.width, 3).fill(COLORS.saffron);
  doc.font("bold").fontSize(11).fillColor("#ffffff");
  doc.text(t("common:app.fullName"), PAGE.margin, 8, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.font("regular").fontSize(10).fillColor(COLORS.cream);
  doc.text(`${view.fullName} · ${view.registrationNumber}`, PAGE.margin + CONTENT_WIDTH / 2, 9, {
    width: CONTENT_WIDTH / 2,
    align: "right",
    lineBreak: false,
  });
  return 54;
}

function drawFooters(doc: Doc, t: T, digits: (s: string) => string, at: Date) {
  const date = digits(
    new Intl.DateTimeFormat("en-GB", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(at),
  );
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const top = PAGE.height - 50;
    doc.rect(PAGE.margin, top, CONTENT_WIDTH, 0.8).fill(COLORS.rule);
    doc.font("regular").fontSize(8.5).fillColor(COLORS.label);
    doc.text(t("pdf:footer.disclaimer"), PAGE.margin, top + 7, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    const line = `${t("pdf:footer.generated", { date })}   ·   ${t("pdf:footer.page", { page: digits(String(i - start + 1)), pages: digits(String(count)) })}`;
    doc.text(line, PAGE.margin, top + 21, { width: CONTENT_WIDTH, align: "center", lineBreak: false });
  }
}
