/**
 * Every route says what it answers: a 2xx response schema from packages/shared (the OpenAPI document
 * and the serializer both use it). Routes that answer files, HTML or metrics are listed with why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../test/harness";

/** Not JSON: the body is a file or a page; the route sets its own content type. */
const NOT_JSON = new Set([
  "GET /api/v1/jobs/resumes/:resumeId", // the resume file (PDF or image)
  "GET /api/v1/admin/grievances/:id/attachment", // a complaint's attached file
  "GET /api/v1/admin/identity/:id/document", // an identity document (admins only)
  "GET /api/v1/media/photos/:photoId/:file", // a photo variant
  "GET /api/v1/profiles/:slug/pdf", // the biodata PDF
  "GET /api/v1/melava/registrations/:id/pass.pdf", // a melava entry pass
  "GET /api/v1/admin/melava/:id/booklet.pdf", // a melava's printed booklet
  "GET /api/v1/me/data/export", // the member's data as a ZIP
  "GET /api/v1/admin/payments/export.csv", // CSV download
  "GET /api/v1/payments/sandbox/:tid", // the sandbox gateway's HTML checkout page
  "POST /api/v1/payments/sandbox/:tid", // its form post: a redirect
  "GET /api/v1/payments/sandbox-font.ttf", // the font that page uses
]);

/** Routes outside the API (the web app, metrics, the PWA files, the OpenAPI UI) are not part of the contract. */
const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

function lacking(routes: { method: string; url: string; schema: unknown }[]) {
  return routes
    .filter((r) => r.method !== "HEAD" && isApi(r.url) && !NOT_JSON.has(`${r.method} ${r.url}`))
    .filter((r) => {
      const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      return !Object.keys(response).some((code) => /^2\d\d$|^2xx$/.test(code));
    })
    .map((r) => `${r.method} ${r.url}`);
}

describe("every API route declares its 2xx response schema", () => {
  let opened: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    opened = await createTestContext("sqlite");
  });
  afterAll(async () => {
    await opened.close();
  });

  it("has no route without one (apart from file and page answers)", () => {
    expect(lacking(opened.ctx.app.routeIndex)).toEqual([]);
  });

  it("can fail: a route without a response schema is named", () => {
    expect(lacking([{ method: "GET", url: "/api/v1/x", schema: { summary: "x" } }])).toEqual([
      "GET /api/v1/x",
    ]);
    expect(lacking([{ method: "GET", url: "/api/v1/x", schema: { response: { 200: {} } } }])).toEqual([]);
  });
});
