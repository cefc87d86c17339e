import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, expect, it } from "vitest";
import { cookieOf, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

const PUNE = { stateId: 20, districtId: 2026 };
const UA = "Mozilla/5.0 (Linux; Android 14) consent-test";
const V = SHIPPED_LEGAL_VERSIONS.terms.version;
const P = SHIPPED_LEGAL_VERSIONS.privacy.version;

/** Consent at sign-up, acceptance records, re-acceptance of a new version, creation IPs. */
describeEachDialect("consent and declaration", (ctx) => {
  afterEach(async () => {
    const { app } = ctx();
    await app.database.db.deleteFrom("settings").where("key", "=", "legal_config").execute();
    app.services.legal.invalidate();
  });

  async function ticketFor(mobile: string) {
    const { signup } = await signIn(ctx().app, mobile);
    if (!signup) throw new Error("no sign-up ticket");
    return signup;
  }

  function register(payload: Record<string, unknown>, ticket: string, lang = "en", ip = "203.0.113.7") {
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      remoteAddress: ip,
      headers: { "accept-language": lang, "user-agent": UA },
      cookies: { vv_signup: ticket },
      payload,
    });
  }
  const details = (mobile: string) => ({ mobile, firstName: "Sneha", lastName: "Patil", ...PUNE });
  const ticked = { acceptTerms: true, acceptPrivacy: true, acceptDeclaration: true };

  const get = (url: string, who?: Actor, lang = "en"): Promise<LightMyRequestResponse> =>
    ctx().app.inject({ method: "GET", url, headers: { ...(who?.headers ?? {}), "accept-language": lang } });
  const post = (url: string, who: Actor, payload: unknown, lang = "en"): Promise<LightMyRequestResponse> =>
    ctx().app.inject({
      method: "POST",
      url,
      headers: { ...who.headers, "accept-language": lang },
      payload: payload as Record<string, unknown>,
    });

  it("refuses sign-up without the ticked boxes, in the member's language, and creates no account", async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const ticket = await ticketFor(mobile);
    for (const [extra, lang, missing] of [
      [{}, "en", ["acceptTerms", "acceptPrivacy", "acceptDeclaration"]],
      [{ acceptTerms: true, acceptPrivacy: true }, "en", ["acceptDeclaration"]],
      [{ acceptTerms: true, acceptDeclaration: true }, "en", ["acceptPrivacy"]],
      [
        { acceptTerms: "true", acceptPrivacy: "yes", acceptDeclaration: 1 },
        "en",
        ["acceptTerms", "acceptPrivacy", "acceptDeclaration"],
      ],
      [{ acceptTerms: false, acceptPrivacy: true, acceptDeclaration: true }, "mr", ["acceptTerms"]],
      [{ acceptTerms: true, acceptPrivacy: false, acceptDeclaration: true }, "mr", ["acceptPrivacy"]],
    ] as const) {
      const res = await register({ ...details(mobile), ...extra }, ticket, lang);
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.fields;
      expect(Object.keys(fields).sort()).toEqual([...missing].sort());
      if (lang === "mr")
        expect(fields.acceptTerms ?? fields.acceptPrivacy).toMatch(/अटी व शर्ती|गोपनीयता सूचना/);
      else expect(Object.values(fields).join(" ")).toMatch(/Terms|Privacy|declaration/);
    }
    expect(await app.services.users.findByMobile(mobile)).toBeUndefined();
  });

  it("records the Terms and the Privacy Notice each as its own consent: versions, time, IP, browser", async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const res = await register({ ...details(mobile), ...ticked }, await ticketFor(mobile));
    expect(res.statusCode).toBe(200);
    const user = await app.services.users.findByMobile(mobile);
    expect(user).toMatchObject({ created_ip: "203.0.113.7", terms_version: V, privacy_version: P });
    const records = await app.database.db
      .selectFrom("consent_records")
      .selectAll()
      .where("user_id", "=", user?.id ?? 0)
      .orderBy("document", "desc")
      .execute();
    const common = { kind: "signup", declaration: 1, ip: "203.0.113.7", user_agent: UA };
    expect(records).toMatchObject([
      { ...common, document: "terms", terms_version: V, privacy_version: 0 },
      { ...common, document: "privacy", terms_version: 0, privacy_version: P },
    ]);
    expect(Date.now() - Date.parse(records[0]?.created_at ?? "")).toBeLessThan(60_000);
    // The admin's view of the account lists both.
    const admin = await actor(app, { role: "admin" });
    const trace = await get(`/api/v1/admin/users/${user?.id}/consent`, admin);
    expect(
      trace
        .json()
        .records.map((r: { document: string }) => r.document)
        .sort(),
    ).toEqual(["privacy", "terms"]);
    // Signed in straight away, with nothing left to accept.
    const session = cookieOf(res, "vv_session")?.value;
    const legal = await app.inject({
      method: "GET",
      url: "/api/v1/legal",
      cookies: { vv_session: session ?? "" },
    });
    expect(legal.json().mustAccept).toEqual([]);
  });

  it("shows admins where and when accounts and profiles were created; members and visitors are refused", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    const profile = await createProfile(app, member, 2);
    const trace = await get(`/api/v1/admin/profiles/${profile.id}/trace`, admin);
    expect(trace.statusCode).toBe(200);
    // app.inject comes from 127.0.0.1 unless told otherwise.
    expect(trace.json()).toMatchObject({ createdIp: "127.0.0.1" });
    expect(Date.parse(trace.json().createdAt)).toBeGreaterThan(0);
    const users = await get(`/api/v1/admin/users/${member.user.id}/consent`, admin);
    expect(users.statusCode).toBe(200);
    expect(users.json()).toMatchObject({ createdIp: null, termsVersion: V, privacyVersion: P, records: [] });
    for (const url of [
      `/api/v1/admin/profiles/${profile.id}/trace`,
      `/api/v1/admin/users/${member.user.id}/consent`,
    ]) {
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get("/api/v1/admin/profiles/999999/trace", admin)).statusCode).toBe(404);
  });

  it("a newly published version must be accepted before member routes answer again (428)", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(200);

    const published = await post("/api/v1/admin/legal/publish", admin, { document: "privacy" });
    expect(published.statusCode).toBe(200);
    expect(published.json().legal.privacy.version).toBe(P + 1);
    const audit = await app.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "publishLegal")
      .executeTakeFirst();
    expect(audit).toMatchObject({ actor_user_id: admin.user.id, entity_type: "settings" });

    const blocked = await get("/api/v1/profiles/mine", member, "mr");
    expect(blocked.statusCode).toBe(428);
    expect(blocked.json().error.code).toBe("consent_required");
    expect(blocked.json().error.message).toMatch(/[\u0900-\u097F]/);
    // The admin who published is a member like any other.
    expect((await get("/api/v1/admin/dashboard", admin)).statusCode).toBe(428);
    // What is still to accept, for the accept screen; visitors see the versions only.
    expect((await get("/api/v1/legal", member)).json()).toMatchObject({
      mustAccept: ["privacy"],
      terms: { version: V },
      privacy: { version: P + 1 },
    });
    expect((await get("/api/v1/legal")).json().mustAccept).toEqual([]);

    // Accepting what is no longer current is refused; the current versions let the member on.
    expect((await post("/api/v1/legal/accept", member, { terms: V, privacy: P })).statusCode).toBe(409);
    const ok = await app.inject({
      method: "POST",
      url: "/api/v1/legal/accept",
      remoteAddress: "198.51.100.4",
      headers: { ...member.headers, "user-agent": UA },
      payload: { terms: V, privacy: P + 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(200);
    const record = await app.database.db
      .selectFrom("consent_records")
      .selectAll()
      .where("user_id", "=", member.user.id)
      .executeTakeFirstOrThrow();
    // Only the document that changed was accepted: one record, about it.
    expect(record).toMatchObject({
      kind: "accept",
      document: "privacy",
      privacy_version: P + 1,
      ip: "198.51.100.4",
    });
    expect(record.user_agent).toBe(UA);
    expect((await get("/api/v1/admin/dashboard", admin)).statusCode).toBe(428);
  });

  it("keeps public pages' routes open to a signed-in member who has new terms still to accept", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    expect((await post("/api/v1/admin/legal/publish", admin, { document: "terms" })).statusCode).toBe(200);
    expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(428);
    for (const url of ["/api/v1/jobs", "/api/v1/business", "/api/v1/committee", "/api/v1/site-images"]) {
      expect((await get(url, member)).statusCode, url).toBe(200);
    }
  });

  it("accounts from before consent was recorded accept at their next sign-in", async () => {
    const { app } = ctx();
    const member = await actor(app);
    await app.database.db
      .updateTable("users")
      .set({ terms_version: 0, privacy_version: 0 })
      .where("id", "=", member.user.id)
      .execute();
    expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(428);
    expect((await get("/api/v1/legal", member)).json().mustAccept).toEqual(["terms", "privacy"]);
    expect((await post("/api/v1/legal/accept", member, { terms: V, privacy: P })).statusCode).toBe(200);
    expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(200);
  });

  it("keeps the Grievance Officer in the settings, validated and audited, shown to everyone", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "super_admin" });
    const officer = {
      name: "सौ. मंगला देशमुख",
      designation: "Grievance Officer",
      email: "grievance@example.org",
      phone: "+91 20 2553 0099",
      address: "Samaj Bhavan, Pune 411005",
    };
    const bad = await ctx().app.inject({
      method: "PUT",
      url: "/api/v1/admin/legal/grievance-officer",
      headers: admin.headers,
      payload: { ...officer, email: "nope", name: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["email", "name"]);
    const ok = await ctx().app.inject({
      method: "PUT",
      url: "/api/v1/admin/legal/grievance-officer",
      headers: admin.headers,
      payload: officer,
    });
    expect(ok.statusCode).toBe(200);
    expect((await get("/api/v1/legal")).json().grievanceOfficer).toEqual(officer);
    const member = await actor(app);
    const put = await ctx().app.inject({
      method: "PUT",
      url: "/api/v1/admin/legal/grievance-officer",
      headers: member.headers,
      payload: officer,
    });
    expect(put.statusCode).toBe(403);
  });
});
