/**
 * The printed परिचय पुस्तिका, written as a stream: cover, index, then the entries two, four or six a
 * page (brides, then grooms on a new page). pdfkit writes each page out when the next begins and
 * each photo when it is placed, so memory holds one page and one photo, whatever the count. Text
 * shrinks to fit its box and is cut with an ellipsis below the smallest size: nothing overflows.
 */
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { pdfFonts } from "../profiles/pdf/font-faces";

type Doc = PDFKit.PDFDocument;

export interface BookletEntry {
  series: string;
  name: string;
  /** "Reg. no. 1234" in the booklet's language */
  registrationLine: string;
  rows: [label: string, value: string][];
  /** Printed only where the family consented; null otherwise. */
  contact: [label: string, value: string] | null;
  photo: Buffer | null;
}

export interface IndexRow {
  number: string;
  name: string;
  district: string;
  education: string;
}

export interface BookletLayout {
  size: "A4" | "A5";
  perPage: 2 | 4 | 6;
  title: string;
  /** "Page {{n}}" with {{n}} already in the booklet's digits, from the page number. */
  pageLabel: (n: number) => string;
}

const COLORS = { maroon: "#7a1f2b", saffron: "#f2a007", ink: "#1f1f1f", label: "#6b5a4e", rule: "#e8d9c4" };
const SIZES = [9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5];

export function bookletWriter(out: Writable, layout: BookletLayout) {
  const doc: Doc = new PDFDocument({ size: layout.size, margin: 0, info: { Title: layout.title } });
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    doc.on("error", reject);
  });
  doc.pipe(out);
  const fonts = pdfFonts();
  doc.registerFont("regular", fonts.regular as unknown as Buffer);
  doc.registerFont("bold", fonts.bold as unknown as Buffer);

  const W = doc.page.width;
  const H = doc.page.height;
  const M = layout.size === "A4" ? 32 : 22;
  const TOP = M + 18;
  const BOTTOM = H - M - 14;
  let page = 1;
  let slot = 0;
  let first = true;
  let sectionTitle = "";

  function footer() {
    doc.save();
    doc
      .moveTo(M, H - M - 8)
      .lineTo(W - M, H - M - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font("regular").fontSize(7.5).fillColor(COLORS.label);
    doc.text(layout.title, M, H - M - 4, {
      width: (W - 2 * M) * 0.7,
      height: 10,
      ellipsis: true,
      lineBreak: false,
    });
    doc.text(layout.pageLabel(page), M, H - M - 4, { width: W - 2 * M, align: "right", lineBreak: false });
    doc.restore();
  }

  function newPage() {
    if (first) first = false;
    else {
      footer();
      doc.addPage({ size: layout.size, margin: 0 });
      page++;
    }
    slot = 0;
  }

  function heading(text: string, y: number) {
    doc.rect(M, y, W - 2 * M, 20).fill(COLORS.maroon);
    doc.font("bold").fontSize(11).fillColor("#ffffff");
    doc.text(text, M + 8, y + 4, { width: W - 2 * M - 16, height: 14, ellipsis: true, lineBreak: false });
    return y + 26;
  }

  const cols = layout.perPage === 2 ? 1 : 2;
  const rows = layout.perPage / cols;
  const GAP = 8;
  const boxW = (W - 2 * M - (cols - 1) * GAP) / cols;

  function entryBox(entry: BookletEntry, x: number, y: number, w: number, h: number) {
    doc.save();
    doc.roundedRect(x, y, w, h, 4).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
    doc.rect(x, y, w, 4).fill(COLORS.saffron);
    const pad = 6;
    const seriesSize = layout.size === "A4" ? 14 : 11;
    // The number on the left, the registration number on the same line at the right.
    doc.font("regular").fontSize(7.5).fillColor(COLORS.label);
    doc.text(entry.registrationLine, x + w / 2, y + 8 + seriesSize - 9, {
      width: w / 2 - pad,
      align: "right",
      lineBreak: false,
    });
    doc.font("bold").fontSize(seriesSize).fillColor(COLORS.maroon);
    doc.text(entry.series, x + pad, y + 7, {
      width: w / 2,
      height: seriesSize + 4,
      lineBreak: false,
      ellipsis: true,
    });
    let top = y + 9 + seriesSize;
    const nameSize = layout.perPage === 6 ? 9 : 10.5;
    doc.font("bold").fontSize(nameSize).fillColor(COLORS.ink);
    // Two lines at most: a longer name ends with an ellipsis inside its box.
    const twoLines = doc.heightOfString("A\nA", { width: w - 2 * pad });
    const nameH = Math.min(doc.heightOfString(entry.name, { width: w - 2 * pad }), twoLines);
    doc.text(entry.name, x + pad, top, { width: w - 2 * pad, height: twoLines + 2, ellipsis: true });
    top += nameH + 2;
    if (entry.contact) {
      // Right under the name: the one line a consenting family most wants seen, never cut for space.
      doc.font("bold").fontSize(8.5).fillColor(COLORS.maroon);
      doc.text(`${entry.contact[0]}: ${entry.contact[1]}`, x + pad, top, {
        width: w - 2 * pad,
        height: 11,
        lineBreak: false,
        ellipsis: true,
      });
      top += 12;
    }
    const bottom = y + h - pad;
    const fullW = w - 2 * pad;
    let photoW = 0;
    let photoBottom = top;
    if (entry.photo) {
      photoW = Math.min(w * (layout.perPage === 6 ? 0.26 : 0.3), (bottom - top) * 0.8);
      photoBottom = top + photoW * 1.25;
      try {
        doc.image(entry.photo, x + pad, top, {
          fit: [photoW, photoW * 1.25],
          align: "center",
        });
      } catch {
        // an unreadable image: the entry prints without it rather than failing the booklet
        photoW = 0;
        photoBottom = top;
      }
    }
    // Lines start beside the photo and continue under it at the full width.
    const para = (l: [string, string]) => `${l[0]}: ${l[1]}`;
    const flow = (size: number, draw: boolean) => {
      let ty = top;
      for (const line of entry.rows) {
        const beside = photoW > 0 && ty < photoBottom;
        const lx = beside ? x + pad + photoW + pad : x + pad;
        const width = beside ? fullW - photoW - pad : fullW;
        doc.font("regular").fontSize(size);
        // Mukta's line height (1.66 em, room for Devanagari marks) tightened to 1.3 em for the booklet.
        const lineGap = -size * 0.35;
        const need = doc.heightOfString(para(line), { width, lineGap });
        if (draw) {
          // Only at the smallest size can a line still not fit: it is left out rather than overflow.
          if (ty + need > bottom) return ty;
          doc.font("bold").fontSize(size).fillColor(COLORS.label);
          doc.text(`${line[0]}: `, lx, ty, { width, lineGap, continued: true });
          doc.font("regular").fillColor(COLORS.ink).text(line[1], { width, lineGap });
        }
        ty += need + 1;
      }
      return ty;
    };
    const size = SIZES.find((s) => flow(s, false) <= bottom) ?? (SIZES[SIZES.length - 1] as number);
    flow(size, true);
    doc.restore();
  }

  return {
    cover(lines: {
      title: string;
      when: string;
      venue: string;
      address: string;
      trust: string;
      subtitle: string;
    }) {
      newPage();
      doc.rect(0, 0, W, H * 0.32).fill(COLORS.maroon);
      doc.rect(0, H * 0.32, W, 6).fill(COLORS.saffron);
      doc
        .font("bold")
        .fontSize(layout.size === "A4" ? 14 : 11)
        .fillColor("#f7e3c4");
      doc.text(lines.trust, M, H * 0.08, { width: W - 2 * M, align: "center" });
      doc
        .font("bold")
        .fontSize(layout.size === "A4" ? 28 : 20)
        .fillColor("#ffffff");
      doc.text(lines.subtitle, M, doc.y + 10, { width: W - 2 * M, align: "center" });
      let y = H * 0.32 + 40;
      doc
        .font("bold")
        .fontSize(layout.size === "A4" ? 22 : 16)
        .fillColor(COLORS.maroon);
      doc.text(lines.title, M, y, { width: W - 2 * M, align: "center" });
      y = doc.y + 16;
      doc
        .font("regular")
        .fontSize(layout.size === "A4" ? 14 : 11)
        .fillColor(COLORS.ink);
      for (const text of [lines.when, lines.venue, lines.address]) {
        doc.text(text, M, y, { width: W - 2 * M, align: "center" });
        y = doc.y + 6;
      }
    },

    index(
      title: string,
      headers: [string, string, string, string],
      sections: { title: string; rows: IndexRow[] }[],
    ) {
      newPage();
      let y = heading(title, TOP);
      const widths = [0.16, 0.38, 0.2, 0.26].map((f) => f * (W - 2 * M));
      const xs = widths.map((_, i) => M + widths.slice(0, i).reduce((a, b) => a + b, 0));
      const cells = (values: string[], font: "regular" | "bold") => {
        doc.font(font).fontSize(8.5).fillColor(COLORS.ink);
        const h =
          Math.max(...values.map((v, i) => doc.heightOfString(v, { width: (widths[i] as number) - 4 }))) + 3;
        if (y + h > BOTTOM) {
          newPage();
          y = heading(title, TOP);
        }
        values.forEach((v, i) => {
          doc.font(font).fontSize(8.5).fillColor(COLORS.ink);
          doc.text(v, (xs[i] as number) + 2, y + 1, { width: (widths[i] as number) - 4 });
        });
        y += h;
        doc
          .moveTo(M, y)
          .lineTo(W - M, y)
          .lineWidth(0.3)
          .strokeColor(COLORS.rule)
          .stroke();
      };
      for (const section of sections) {
        if (section.rows.length === 0) continue;
        if (y + 40 > BOTTOM) {
          newPage();
          y = TOP;
        }
        doc
          .font("bold")
          .fontSize(11)
          .fillColor(COLORS.maroon)
          .text(section.title, M, y + 4);
        y = doc.y + 4;
        cells(headers, "bold");
        for (const row of section.rows) cells([row.number, row.name, row.district, row.education], "regular");
        y += 8;
      }
    },

    /** Starts a series (brides, grooms) on a page of its own. */
    section(title: string) {
      sectionTitle = title;
      newPage();
      heading(title, TOP);
    },

    entry(entry: BookletEntry) {
      if (slot === layout.perPage) {
        newPage();
        heading(sectionTitle, TOP);
      }
      const areaTop = TOP + 26;
      const boxH = (BOTTOM - areaTop - (rows - 1) * GAP) / rows;
      const col = slot % cols;
      const row = Math.floor(slot / cols);
      entryBox(entry, M + col * (boxW + GAP), areaTop + row * (boxH + GAP), boxW, boxH);
      slot++;
    },

    async end() {
      footer();
      doc.end();
      await done;
      return page;
    },
  };
}
