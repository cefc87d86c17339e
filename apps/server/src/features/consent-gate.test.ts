/**
 * The Terms gate is default-deny: a signed-in account that has not accepted the current Terms and
 * Privacy Notice gets 428 from every API route except the public pages and the few routes it needs
 * to read and accept them, sign out, or see and take away its data. The allow list is written out
 * here so that a route leaving the gate is a visible change to this file.
 */
import cookie from "@fastify/cookie";
import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import Fastify, { type FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { UserRow } from "../db/schema";
import { guardRoutes, registerSessionHook } from "../platform/auth";
import { registerErrorHandling } from "../platform/errors";
import { describeEachDialect } from "../test/harness";
import { type Actor, actor } from "../test/profile-helpers";

/** Routes that answer a signed-in account before it accepts the current Terms. */
const ALLOWED = new Set([
  // Public pages and what every page loads.
  "GET /api/v1/health",
  "GET /api/v1/ready",
  "GET /api/v1/config",
  "GET /api/v1/master-data",
  "GET /api/v1/site-images",
  "GET /api/v1/reviews",
  "GET /api/v1/committee",
  "GET /api/v1/committee/:id",
  "GET /api/v1/jobs",
  "GET /api/v1/jobs/:id",
  "GET /api/v1/business",
  "GET /api/v1/business/:id",
  "POST /api/v1/contact",
  // The one-tap "still looking?" link: signs nobody in, confirms only that one profile.
  "POST /api/v1/freshness/confirm",
  "GET /api/v1/melava",
  "GET /api/v1/melava/next",
  // The success stories page (both families agreed and the committee published).
  "GET /api/v1/stories",
  // Signing in and out, and who is signed in (the web app shows the accept screen from it).
  "POST /api/v1/auth/otp",
  "POST /api/v1/auth/otp/verify",
  "GET /api/v1/auth/signup",
  "POST /api/v1/auth/register",
  "POST /api/v1/auth/logout",
  "GET /api/v1/auth/me",
  // The documents and their acceptance.
  "GET /api/v1/legal",
  "POST /api/v1/legal/accept",
  // A complaint may be filed by anyone (also about the new Terms).
  "POST /api/v1/grievances",
  "POST /api/v1/grievances/:reference/attachment",
  "POST /api/v1/grievances/status",
  // My data: see it, download it, close the account, without agreeing first.
  "GET /api/v1/me/data",
  "GET /api/v1/me/data/export",
  "POST /api/v1/me/deletion",
  // The nominee who may exercise these rights for the member (DPDP Act s14).
  "GET /api/v1/me/nominee",
  "PUT /api/v1/me/nominee",
  "DELETE /api/v1/me/nominee",
  // The payment provider's callback and the local sandbox checkout page.
  "POST /api/v1/payments/callback/:provider",
  "GET /api/v1/payments/sandbox/:tid",
  "GET /api/v1/payments/sandbox-font.ttf",
  "POST /api/v1/payments/sandbox/:tid",
]);

const withParams = (url: string) => url.replace(/:(\w+)/g, "1");

describeEachDialect("the Terms gate over every route", (ctx) => {
  const notAccepted = async (role: UserRow["role"]): Promise<Actor> => {
    const who = await actor(ctx().app, { role });
    await ctx()
      .database.db.updateTable("users")
      .set({ terms_version: 0, privacy_version: 0 })
      .where("id", "=", who.user.id)
      .execute();
    return who;
  };
  const call = (who: Actor, method: string, url: string) =>
    ctx().app.inject({
      method: method as "GET",
      url,
      headers: { ...who.headers, "accept-language": "mr" },
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });

  it("every API route declares its access (or is an admin route)", () => {
    const undeclared = ctx()
      .app.routeIndex.filter((r) => r.url.startsWith("/api/v1/") && !r.url.startsWith("/api/v1/admin"))
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'add config: { access: "public" | "optional" | "member" | [roles] }').toEqual([]);
  });

  it("answers 428 on every route outside the allow list, and only there", async () => {
    const { app } = ctx();
    const routes = app.routeIndex.filter((r) => r.url.startsWith("/api/v1/") && r.method !== "HEAD");
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect([...ALLOWED].filter((key) => !keys.includes(key))).toEqual([]);
    // Exempt or public: exactly the allow list (a route that opts out shows up here).
    const optedOut = routes
      .filter((r) => r.access === "public" || r.consent === "exempt")
      .map((r) => `${r.method} ${r.url}`);
    expect(optedOut.sort()).toEqual([...ALLOWED].sort());

    // A super admin passes every role check, so each route reaches the gate; signing out comes last.
    const superAdmin = await notAccepted("super_admin");
    const member = await notAccepted("member");
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")),
    );
    const wrong: string[] = [];
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const who = route.url.startsWith("/api/v1/admin") ? [superAdmin] : [member, superAdmin];
      for (const caller of who) {
        if (route.url.endsWith("/logout") && caller === superAdmin) continue;
        const res = await call(caller, route.method, withParams(route.url));
        const gated = res.statusCode === 428;
        if (gated === ALLOWED.has(key)) wrong.push(`${key} as ${caller.user.role}: ${res.statusCode}`);
        if (gated) {
          expect(res.json().error.code).toBe("consent_required");
          expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("routes that read other families' data are gated (the routes an outside test found open)", async () => {
    const member = await notAccepted("member");
    for (const url of [
      "/api/v1/matches/1",
      "/api/v1/kundli/profiles/1",
      "/api/v1/profiles/1/completeness",
      "/api/v1/profiles/1/viewers",
      "/api/v1/profiles/1/viewed-us",
      "/api/v1/media/photos/1/card.webp",
    ])
      expect((await call(member, "GET", url)).statusCode, url).toBe(428);
  });

  it("serves a public page to a not-yet-accepted account as to a visitor; /auth/me still knows it", async () => {
    const { app } = ctx();
    const admin = await notAccepted("admin");
    const committee = await call(admin, "GET", "/api/v1/committee");
    expect(committee.statusCode).toBe(200);
    expect(committee.json().canEdit).toBe(false);
    expect((await call(admin, "GET", "/api/v1/auth/me")).json().user.id).toBe(admin.user.id);
    await app.database.db
      .updateTable("users")
      .set({
        terms_version: SHIPPED_LEGAL_VERSIONS.terms.version,
        privacy_version: SHIPPED_LEGAL_VERSIONS.privacy.version,
      })
      .where("id", "=", admin.user.id)
      .execute();
    expect((await call(admin, "GET", "/api/v1/committee")).json().canEdit).toBe(true);
  });
});

/** The gate itself, on routes of every kind including one that declares nothing. */
it("gates a route that declares no access, and 'optional' ones, for a signed-in caller who has not accepted", async () => {
  const app: FastifyInstance = Fastify();
  let accepted = false;
  const user = { id: 7, role: "member" } as UserRow;
  app.decorate("services", {
    sessions: { resolve: async () => ({ user, tokenHash: "h" }) },
    legal: {
      mustAccept: async () => (accepted ? [] : ["terms"]),
      assertAccepted: async () => {
        if (!accepted) throw Object.assign(new Error("consent"), { statusCode: 428 });
      },
    },
  } as never);
  app.decorate("config", { BASE_PATH: "/" } as never);
  await app.register(cookie);
  registerErrorHandling(app);
  await app.register(async (api) => {
    registerSessionHook(api);
    guardRoutes(api, "/admin");
    const seen = (request: { session: unknown }) => ({ signedIn: request.session !== null });
    api.get("/undeclared", async (request) => seen(request));
    api.get("/optional", { config: { access: "optional" } }, async (request) => seen(request));
    api.get("/member", { config: { access: "member" } }, async (request) => seen(request));
    api.get("/public", { config: { access: "public" } }, async (request) => seen(request));
    api.get("/exempt", { config: { access: "member", consent: "exempt" } }, async (request) => seen(request));
  });
  const get = (url: string, signedIn = true) =>
    app.inject({ method: "GET", url, headers: signedIn ? { authorization: "Bearer t" } : {} });
  try {
    for (const url of ["/undeclared", "/optional", "/member"])
      expect((await get(url)).statusCode, url).toBe(428);
    expect((await get("/public")).json()).toEqual({ signedIn: false });
    expect((await get("/exempt")).json()).toEqual({ signedIn: true });
    expect((await get("/undeclared", false)).statusCode).toBe(200);
    expect((await get("/member", false)).statusCode).toBe(401);
    accepted = true;
    for (const url of ["/undeclared", "/optional", "/member", "/public"])
      expect((await get(url)).json(), url).toEqual({ signedIn: true });
  } finally {
    await app.close();
  }
});
