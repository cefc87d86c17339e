import {
  CHART_FONT_SIZE,
  CHART_LINES,
  HOUSE_CENTRES,
  layoutHouse,
  SIGN_NUMBER_POSITIONS,
} from "@vv/shared/patrika-chart";
import type { BiodataChart } from "./types";

type Doc = PDFKit.PDFDocument;

/** The North Indian chart drawn as vector lines and text (the web's ChartSvg, same geometry). */
export function drawChart(doc: Doc, chart: BiodataChart, left: number, top: number, size: number) {
  const k = size / 100;
  const at = (x: number, y: number): [number, number] => [left + x * k, top + y * k];
  doc.save();
  doc.rect(left, top, size, size).fillAndStroke("#fffaf2", "#7a1f2b");
  doc.lineWidth(0.9).strokeColor("#7a1f2b");
  for (const [a, b] of CHART_LINES) {
    doc
      .moveTo(...at(a[0], a[1]))
      .lineTo(...at(b[0], b[1]))
      .stroke();
  }
  const centred = (text: string, x: number, y: number, fontSize: number) => {
    doc.fontSize(fontSize);
    const width = doc.widthOfString(text);
    const [px, py] = at(x, y);
    doc.text(text, px - width / 2, py - fontSize * 0.62, { lineBreak: false });
  };
  doc.font("regular").fillColor("#5c5c5c");
  SIGN_NUMBER_POSITIONS.forEach(([x, y], i) => {
    centred(chart.signs[i] ?? "", x, y, CHART_FONT_SIZE * 0.8 * k);
  });
  doc.font("bold").fillColor("#1f1f1f");
  HOUSE_CENTRES.forEach((_, i) => {
    for (const [text, x, y] of layoutHouse(i + 1, chart.grahas[i] ?? []))
      centred(text, x, y, CHART_FONT_SIZE * k);
  });
  doc.restore();
}
