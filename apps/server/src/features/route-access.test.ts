/**
 * Sign-in and role come before the body: every write route declares who may call it
 * (`config.access`, or lives under /api/v1/admin), and a route for members answers a visitor 401
 * whatever the body — malformed JSON, a text body, a valid body — while a signed-in member sending
 * a malformed body gets 400 with the translated message.
 */
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { type Actor, actor } from "../test/profile-helpers";

const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const withParams = (url: string) => url.replace(/:(\w+)/g, "1");

describeEachDialect("every route checks sign-in and role before reading the body", (ctx) => {
  it("every write route declares its access (or is an admin route)", () => {
    const undeclared = ctx()
      .app.routeIndex.filter((r) => WRITE.has(r.method) && !r.url.startsWith("/api/v1/admin"))
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(
      undeclared,
      'add config: { access: "public" | "member" | [roles] } to these routes (see platform/auth.ts guardRoutes)',
    ).toEqual([]);
  });

  it("member routes answer a visitor 401 whatever the body, in the visitor's language", async () => {
    const { app } = ctx();
    const memberRoutes = app.routeIndex.filter((r) => r.access === "member" && r.method !== "HEAD");
    expect(memberRoutes.length).toBeGreaterThanOrEqual(30);
    for (const route of memberRoutes) {
      const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
      for (const [contentType, payload] of [
        ["application/json", '{"broken":'],
        ["application/json", "null"],
        ["text/plain", "hello"],
        ["application/json", "[]"],
      ] as const) {
        const res = await app.inject({
          method,
          url: withParams(route.url),
          headers: { "content-type": contentType, "accept-language": "mr" },
          ...(method === "GET" ? {} : { payload }),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${payload}`).toBe(401);
        expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("a signed-in member sending a malformed body gets 400 (or 415) with a translated message, never 500", async () => {
    const { app } = ctx();
    const member: Actor = await actor(app);
    const cases: [string, string, number][] = [
      ["application/json", '{"broken":', 400],
      ["application/json", "null", 400],
      ["application/json", "[]", 400],
      ["application/json", '"str"', 400],
      ["text/plain", "hello", 415],
    ];
    for (const [url, method] of [
      ["/api/v1/profiles", "POST"],
      ["/api/v1/profiles/1", "PUT"],
      ["/api/v1/jobs", "POST"],
      ["/api/v1/business", "POST"],
    ] as const) {
      for (const [contentType, payload, status] of cases) {
        const res = await app.inject({
          method,
          url,
          headers: { ...member.headers, "content-type": contentType, "accept-language": "mr" },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBe(status);
        expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("an associate calling an admin route with a malformed body gets 403, not 400", async () => {
    const { app } = ctx();
    const associate: Actor = await actor(app, { role: "associate" });
    const res = await app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings",
      headers: { ...associate.headers, "content-type": "application/json" },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(403);
  });
});
