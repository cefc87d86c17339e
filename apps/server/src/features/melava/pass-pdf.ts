/**
 * The entry pass as a one-page A6 PDF: event, date, venue, the candidate's name and event number,
 * and the QR code the desk scans, drawn as vector squares (sharp at any printer's resolution).
 */
import type { Language } from "@vv/shared/i18n";
import { eventNumberLabel } from "@vv/shared/melava";
import PDFDocument from "pdfkit";
import qrcode from "qrcode-generator";
import { translate } from "../../platform/i18n";
import { pdfFonts } from "../profiles/pdf/font-faces";

export interface PassPdfView {
  eventName: string;
  when: string;
  venue: string;
  address: string;
  profileName: string;
  registrationNumber: string;
  gender: number;
  eventNumber: number;
  token: string;
}

const MAROON = "#7a1f2b";

export async function renderPassPdf(view: PassPdfView, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, key);
  const doc = new PDFDocument({
    size: "A6",
    margin: 0,
    info: { Title: `${t("melava:pass.title")} – ${view.profileName}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const fonts = pdfFonts();
  doc.registerFont("regular", fonts.regular as unknown as Buffer);
  doc.registerFont("bold", fonts.bold as unknown as Buffer);
  const width = doc.page.width;
  const margin = 18;
  const inner = width - 2 * margin;

  doc.rect(0, 0, width, 46).fill(MAROON);
  doc
    .font("bold")
    .fontSize(13)
    .fillColor("#ffffff")
    .text(t("melava:pass.title"), margin, 14, { width: inner, align: "center" });
  let y = 56;
  const line = (text: string, font: "regular" | "bold", size: number, color = "#1f1f1f") => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(text, margin, y, { width: inner, align: "center" });
    y = doc.y + 2;
  };
  line(view.eventName, "bold", 11.5, MAROON);
  line(view.when, "regular", 9.5);
  line(`${view.venue}, ${view.address}`, "regular", 8.5, "#6b5a4e");
  y += 4;
  line(eventNumberLabel(view.gender, view.eventNumber, lang), "bold", 20, MAROON);
  line(view.profileName, "bold", 12);
  line(`${t("melava:pass.registrationNumber")}: ${view.registrationNumber}`, "regular", 9);

  const qr = qrcode(0, "M");
  qr.addData(view.token, "Byte");
  qr.make();
  const modules = qr.getModuleCount();
  const size = Math.min(inner - 40, doc.page.height - y - 40);
  const cell = size / (modules + 8);
  const left = (width - cell * (modules + 8)) / 2;
  const top = y + 6;
  doc.rect(left, top, cell * (modules + 8), cell * (modules + 8)).fill("#ffffff");
  for (let r = 0; r < modules; r++)
    for (let c = 0; c < modules; c++)
      if (qr.isDark(r, c)) doc.rect(left + (c + 4) * cell, top + (r + 4) * cell, cell, cell);
  doc.fill("#000000");
  doc.font("regular").fontSize(8).fillColor("#6b5a4e");
  doc.text(t("melava:pass.showAtDesk"), margin, top + cell * (modules + 8) + 4, {
    width: inner,
    align: "center",
  });
  doc.end();
  return finished;
}
