import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inspectPdf } from "./pdf-active-content";

/** A small PDF from object bodies (numbered from 1), with a body-relative xref good enough for scanning. */
function pdf(objects: (string | Buffer)[], trailer = "<< /Root 1 0 R >>"): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  objects.forEach((body, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`, "latin1"));
    parts.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    parts.push(Buffer.from("\nendobj\n", "latin1"));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

const PAGE = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Annots [<< /Subtype /Link /A << /S /URI /URI (https://example.org/JS/AA) >> >>] >>",
];
const TEXT = stream(
  "",
  Buffer.from("BT /F1 12 Tf (Skills: HTML/CSS/JavaScript, /JS /AA /Launch) Tj ET", "latin1"),
);

describe("PDF active content", () => {
  it("accepts a plain resume, whose text and links may name JavaScript, and a first-view destination", () => {
    expect(inspectPdf(pdf([...PAGE, TEXT]))).toEqual({ ok: true });
    const withView = pdf([
      "<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>",
      ...PAGE.slice(1),
      TEXT,
    ]);
    expect(inspectPdf(withView)).toEqual({ ok: true });
  });

  it("ignores compressed page content and images, whatever bytes they hold", () => {
    const noise = Buffer.concat([
      randomBytes(4096),
      Buffer.from("/AA /JavaScript", "latin1"),
      randomBytes(4096),
    ]);
    const image = stream("/Type /XObject /Subtype /Image /Filter /FlateDecode", deflateSync(noise));
    expect(inspectPdf(pdf([...PAGE, TEXT, image, stream("/Filter /DCTDecode", noise)]))).toEqual({
      ok: true,
    });
  });

  it.each([
    [
      "an OpenAction script",
      "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>",
    ],
    ["a name written with # escapes", "<< /Type /Catalog /Pages 2 0 R /Names << /Java#53cript 6 0 R >> >>"],
    ["additional actions", "<< /Type /Catalog /Pages 2 0 R /AA << /WC 5 0 R >> >>"],
    ["a launch action", "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>"],
    ["an indirect OpenAction", "<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>"],
    ["an XFA form", "<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 5 0 R >> >>"],
  ])("refuses %s", (_label, catalog) => {
    expect(inspectPdf(pdf([catalog, ...PAGE.slice(1), TEXT])).ok).toBe(false);
  });

  it("refuses an attached file", () => {
    const file = stream("/Type /EmbeddedFile", Buffer.from("MZ...", "latin1"));
    expect(inspectPdf(pdf([...PAGE, TEXT, file]))).toEqual({ ok: false, reason: "/EmbeddedFile" });
  });

  it("finds a script inside a compressed object stream", () => {
    const hidden = Buffer.from("7 0 << /S /JavaScript /JS (this.submitForm('x')) >>", "latin1");
    const objStm = stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deflateSync(hidden));
    const catalog = "<< /Type /Catalog /Pages 2 0 R /Names << /Foo 7 0 R >> >>";
    expect(inspectPdf(pdf([catalog, ...PAGE.slice(1), TEXT, objStm]))).toEqual({
      ok: false,
      reason: "/JavaScript",
    });
    const clean = stream(
      "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
      deflateSync(Buffer.from("7 0 << /Producer (Word) >>")),
    );
    expect(inspectPdf(pdf([...PAGE, TEXT, clean]))).toEqual({ ok: true });
  });

  it("refuses an object stream it cannot decode", () => {
    const objStm = stream(
      "/Type /ObjStm /N 1 /First 4 /Filter /ASCII85Decode",
      Buffer.from('87cURD]i,"Ebo80~>'),
    );
    expect(inspectPdf(pdf([...PAGE, TEXT, objStm])).ok).toBe(false);
    const broken = stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", randomBytes(64));
    expect(inspectPdf(pdf([...PAGE, TEXT, broken])).ok).toBe(false);
  });
});
