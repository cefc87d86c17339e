/**
 * The access rule of every admin API: whatever is registered under
 * /api/v1/admin — by any feature, now or later — answers 401 to a visitor and 403 to a member or an
 * associate, even when the member sends a body the route would accept.
 */
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { type Actor, actor } from "../test/profile-helpers";
import { validBody } from "../test/schema-samples";

const withParams = (url: string) => url.replace(/:(\w+)/g, "1").replace(/\*$/, "x");

describeEachDialect("every admin API refuses visitors, members and associates", (ctx) => {
  const routes = (app: FastifyInstance) =>
    app.routeIndex.filter((r) => r.url.startsWith("/api/v1/admin") && r.method !== "OPTIONS");

  it("finds the admin routes (and they all live under /api/v1/admin)", () => {
    const found = routes(ctx().app);
    expect(found.length).toBeGreaterThanOrEqual(8);
    const urls = found.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/v1/admin/dashboard",
        "GET /api/v1/admin/contact-messages",
        "POST /api/v1/admin/contact-messages/:id/read",
        "GET /api/v1/admin/audit",
        "GET /api/v1/admin/profiles",
        "POST /api/v1/admin/profiles/:id/actions",
      ]),
    );
    for (const r of found) expect(r.url.startsWith("/api/v1/admin/")).toBe(true);
  });

  it("answers 401 to visitors and 403 to members and associates, valid body or not", async () => {
    const { app } = ctx();
    const member: Actor = await actor(app);
    const associate: Actor = await actor(app, { role: "associate" });
    const checked: string[] = [];
    for (const route of routes(app)) {
      const url = withParams(route.url);
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
      const call = (who: Actor | null, payload?: unknown) =>
        app.inject({
          method,
          url,
          headers: { ...who?.headers },
          ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
        });
      const label = `${route.method} ${route.url}`;
      expect((await call(null)).statusCode, `${label} visitor`).toBe(401);
      expect((await call(member)).statusCode, `${label} member`).toBe(403);
      expect((await call(associate)).statusCode, `${label} associate`).toBe(403);
      const body = validBody(route.schema);
      if (body !== undefined) {
        expect((await call(member, body)).statusCode, `${label} member, valid body`).toBe(403);
        expect((await call(null, body)).statusCode, `${label} visitor, valid body`).toBe(401);
      }
      if (method !== "HEAD") expect((await call(member)).json().error.code, label).toBe("forbidden");
      checked.push(label);
    }
    expect(checked.length).toBe(routes(app).length);
  });
});
