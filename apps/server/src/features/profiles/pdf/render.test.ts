import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { photoJpeg } from "../../media/fixtures";
import { renderBiodataPdf } from "./render";
import { sampleEnglishView, sampleMarathiView } from "./sample";

const work = mkdtempSync(join(tmpdir(), "vv-pdf-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// pdftotext comes with poppler-utils, which .ci/run installs; a developer machine without it skips
// the text-extraction checks (the structural checks above them still run).
const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

function pdfText(pdf: Buffer, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const out = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(out.stderr);
  return out.stdout;
}

const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe("renderBiodataPdf", () => {
  it("renders an A4 PDF with the Devanagari+Latin font embedded and the photo placed", async () => {
    const pdf = await renderBiodataPdf(sampleMarathiView(await photoJpeg(1080, 1080)), "mr");
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Mukta-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Mukta-Bold/);
    expect(raw).toContain("/Subtype /Image");
    expect(pageCount(pdf)).toBe(2);
  });

  it("renders without a photo, and with unreadable photo bytes, using a placeholder", async () => {
    const none = await renderBiodataPdf(sampleEnglishView(), "en");
    expect(none.toString("latin1")).not.toContain("/Subtype /Image");
    const broken = await renderBiodataPdf(sampleEnglishView(Buffer.from("not a jpeg")), "en");
    expect(broken.toString("latin1").startsWith("%PDF-")).toBe(true);
    if (hasPdftotext) expect(pdfText(broken, "broken")).toContain("No photo");
  });

  it.skipIf(!hasPdftotext)(
    "has the English labels, values, header and footer as extractable text",
    async () => {
      const text = pdfText(await renderBiodataPdf(sampleEnglishView(await photoJpeg(600, 600)), "en"), "en");
      for (const expected of [
        "Vadhu-Var Community Portal",
        "Marriage biodata",
        "Priyanka Dnyaneshwar Kshirsagar",
        "Registration No.: 1001",
        "Personal details",
        "Date of birth",
        "14/02/1997",
        "City / village, district",
        "Pune 411005, (M.Sc.)",
        "Education and work",
        "Family details",
        "Father's full name",
        "Strictly for matrimonial purposes",
        "Generated on 22/11/2026",
        "Page 1 of 1",
      ]) {
        expect(text).toContain(expected);
      }
      // Empty values are left out; without contacts there is no contact section.
      expect(text).not.toContain("Sub-caste");
      expect(text).not.toContain("Contact details");
    },
  );

  it.skipIf(!hasPdftotext)("prints the contact section only when contacts are given", async () => {
    const withContacts = {
      ...sampleEnglishView(),
      contacts: [{ labelKey: "fatherMobile", value: "9876543210" }],
    };
    const text = pdfText(await renderBiodataPdf(withContacts, "en"), "contacts");
    expect(text).toContain("Contact details");
    expect(text).toContain("Father's mobile");
    expect(text).toContain("9876543210");
  });

  it.skipIf(!hasPdftotext)(
    "writes Marathi labels, names and Latin digits as text, across pages",
    async () => {
      const text = pdfText(await renderBiodataPdf(sampleMarathiView(), "mr"), "mr");
      // Extraction gives Devanagari in visual order (an i-matra before its consonant), so the checks
      // use words without a pre-base matra; the shaping itself was checked by eye with pdftoppm.
      for (const expected of [
        "क्षीरसागर",
        "ज्ञानेश्वर",
        "नोंदणी क्रमांक: १००१",
        "Pune 411005, (M.Sc.)",
        "9876543210",
        "मामाचे आडनाव",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain("पृष्ठ २ / २");
    },
  );

  it("accepts labels from another namespace", async () => {
    const view = {
      ...sampleEnglishView(),
      sections: [{ titleKey: "common:nav.home", rows: [{ labelKey: "common:nav.contact", value: "x" }] }],
    };
    const pdf = await renderBiodataPdf(view, "en");
    if (hasPdftotext) {
      const text = pdfText(pdf, "ns");
      expect(text).toContain("Home");
      expect(text).toContain("Contact");
    }
    expect(pageCount(pdf)).toBe(1);
  });
});
