import { afterAll, describe, expect, it } from "vitest";
import { photoJpeg } from "../../media/fixtures";
import { biodataKey, cachedPdfRenderer } from "./cache";
import { type PdfRenderer, pdfRenderer } from "./pool";
import { sampleEnglishView, sampleMarathiView } from "./sample";

const silent = { warn() {}, error() {} } as unknown as Parameters<typeof pdfRenderer>[0];

describe("biodata PDFs off the event loop", () => {
  const renderer = pdfRenderer(silent, 2);
  afterAll(() => renderer.close());

  it("renders in a worker thread, several at once, while the event loop stays free", async () => {
    const photo = await photoJpeg(600, 600);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const pdfs = await Promise.all([
      renderer.render(sampleMarathiView(photo), "mr"),
      renderer.render(sampleEnglishView(photo), "en"),
      renderer.render(sampleEnglishView(), "en"),
    ]);
    clearInterval(timer);
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+Mukta-Regular/);
    }
    expect(pdfs[0]?.toString("latin1")).toContain("/Subtype /Image");
    // The timer kept firing while three PDFs were being made elsewhere.
    expect(ticks).toBeGreaterThan(2);
  });
});

describe("the rendered-biodata cache", () => {
  it("keys a PDF by everything it shows: viewer's variant, language, photo, day", async () => {
    const photo = await photoJpeg(300, 300);
    const base = sampleEnglishView(photo);
    const day = new Date("2026-11-22T10:00:00Z");
    const key = biodataKey(base, "en", day);
    expect(biodataKey(sampleEnglishView(photo), "en", day)).toBe(key);
    // A viewer entitled to the contact details gets another PDF than one who is not.
    const withContacts = { ...base, contacts: [{ labelKey: "fatherMobile", value: "9876543210" }] };
    expect(biodataKey(withContacts, "en", day)).not.toBe(key);
    expect(biodataKey(base, "mr", day)).not.toBe(key);
    expect(biodataKey(sampleEnglishView(await photoJpeg(301, 300)), "en", day)).not.toBe(key);
    expect(biodataKey(sampleEnglishView(), "en", day)).not.toBe(key);
    const edited = { ...base, fullName: `${base.fullName} Patil` };
    expect(biodataKey(edited, "en", day)).not.toBe(key);
    // The footer prints the day the PDF was made (in India): a new day, a new PDF.
    const undated = { ...base, generatedAt: undefined };
    expect(biodataKey(undated, "en", new Date("2026-11-22T18:00:00Z"))).not.toBe(
      biodataKey(undated, "en", new Date("2026-11-22T19:00:00Z")),
    );
  });

  it("renders once for repeated and simultaneous downloads of the same variant", async () => {
    let renders = 0;
    const inner: PdfRenderer = {
      async render(view) {
        renders++;
        await new Promise((r) => setTimeout(r, 20));
        return Buffer.from(`%PDF- ${view.fullName} ${view.contacts ? "with contacts" : "without"}`);
      },
      async close() {},
    };
    const cached = cachedPdfRenderer(inner);
    const view = sampleEnglishView();
    const withContacts = { ...view, contacts: [{ labelKey: "fatherMobile", value: "9876543210" }] };
    const [a, b] = await Promise.all([cached.render(view, "en"), cached.render(view, "en")]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(await cached.render(view, "en")).toBe(a);
    expect(renders).toBe(1);
    const entitled = await cached.render(withContacts, "en");
    expect(renders).toBe(2);
    expect(entitled.toString()).toContain("with contacts");
    expect((await cached.render(view, "en")).toString()).toContain("without");
  });

  it("forgets the least recently used PDFs past its size", async () => {
    const inner: PdfRenderer = { render: async (v) => Buffer.alloc(400, v.fullName), close: async () => {} };
    const cached = cachedPdfRenderer(inner, 1000);
    for (const name of ["a", "b", "c"]) await cached.render({ ...sampleEnglishView(), fullName: name }, "en");
    expect(cached.size()).toBe(2);
  });
});
