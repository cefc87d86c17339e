/**
 * A resume PDF with active content is refused with a clear, translated message; ordinary PDFs
 * (ours from pdfkit, with compressed streams and a font) are stored.
 */
import { deflateSync } from "node:zlib";
import { expect, it } from "vitest";
import { uploadResume } from "../../test/board-helpers";
import { describeEachDialect } from "../../test/harness";
import { actor } from "../../test/profile-helpers";
import { renderBiodataPdf } from "../profiles/pdf/render";
import { sampleMarathiView } from "../profiles/pdf/sample";

const OPEN_ACTION_JS = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert('hi'))>>>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function objectStreamPdf(hidden: string): Buffer {
  const data = deflateSync(Buffer.from(hidden, "latin1"));
  return Buffer.concat([
    Buffer.from("%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R/Names 3 0 R>>endobj\n", "latin1"),
    Buffer.from(
      `4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${data.length}>>stream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
  ]);
}

describeEachDialect("resume PDFs with active content", (ctx) => {
  it("refuses a PDF that runs a script when opened, and keeps no resume", async () => {
    const who = await actor(ctx().app);
    const res = await uploadResume(ctx().app, who, OPEN_ACTION_JS);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("active content");
    const info = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/jobs/resume",
      headers: who.headers,
    });
    expect(info.json().resume).toBeNull();
  });

  it("refuses a script hidden in a compressed object stream", async () => {
    const who = await actor(ctx().app);
    const res = await uploadResume(
      ctx().app,
      who,
      objectStreamPdf("3 0 <</JavaScript<</Names[(a) 5 0 R]>>>>"),
    );
    expect(res.statusCode).toBe(400);
  });

  it("stores an ordinary PDF with compressed content and embedded fonts", async () => {
    const who = await actor(ctx().app);
    const pdf = await renderBiodataPdf(sampleMarathiView(), "mr");
    const res = await uploadResume(ctx().app, who, pdf);
    expect(res.statusCode).toBe(201);
    expect((await uploadResume(ctx().app, who, objectStreamPdf("3 0 <</Dests 6 0 R>>"))).statusCode).toBe(
      201,
    );
  });
});
