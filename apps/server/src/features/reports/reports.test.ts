import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Profile = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("reports", (ctx) => {
  let admin: Actor;
  let superAdmin: Actor;
  let associate: Actor;
  let pending: Actor;
  let reportedFamily: Actor;
  let reporters: Actor[];
  let reported: Profile;

  const call = (who: Actor | null, method: "GET" | "POST", url: string, payload?: object, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const report = (
    who: Actor | null,
    slug: string,
    body: object = { reason: "fake_profile", details: "" },
    lang = "en",
  ) => call(who, "POST", `/profiles/${slug}/reports`, body, lang);
  const listIds = async (who: Actor) =>
    ((await call(who, "GET", "/profiles?gender=1")).json().items as { id: number }[]).map((i) => i.id);
  const notes = async (who: Actor) =>
    (await call(who, "GET", "/notifications")).json().items as {
      type: string;
      params: Record<string, string>;
    }[];

  beforeAll(async () => {
    const { app } = ctx();
    admin = await actor(app, { role: "admin" });
    superAdmin = await actor(app, { role: "super_admin" });
    associate = await actor(app, { role: "associate" });
    pending = await actor(app, { is_verified: 0 });
    reportedFamily = await actor(app);
    reported = await createProfile(app, reportedFamily, 1, { firstName: "Rohan" });
    await approve(app, reported.id);
    reporters = [];
    for (let i = 0; i < 4; i++) {
      const family = await actor(app);
      const own = await createProfile(app, family, 2, { firstName: `Bride${i}` });
      await approve(app, own.id);
      reporters.push(family);
    }
  });

  it("refuses visitors, pending members, one's own profile, a missing reason and overlong text, translated", async () => {
    expect((await report(null, reported.slug, {}, "mr")).statusCode).toBe(401);
    expect((await report(pending, reported.slug)).statusCode).toBe(404);
    const own = await report(reportedFamily, reported.slug, undefined, "mr");
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe("आपण स्वतःच्या प्रोफाइलची तक्रार करू शकत नाही.");
    const [first] = reporters as [Actor];
    const other = await report(first, reported.slug, { reason: "other", details: " " }, "mr");
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.details).toBe("कृपया काय घडले ते लिहा.");
    const long = await report(first, reported.slug, { reason: "harassment", details: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await report(first, reported.slug, { reason: "nope" })).statusCode).toBe(400);
    expect((await report(first, "999999", {})).statusCode).toBe(400);
    expect((await report(first, "999999")).statusCode).toBe(404);
  });

  it("acknowledges with a reference, refuses a second open report by the same member", async () => {
    const [first] = reporters as [Actor];
    const res = await report(
      first,
      reported.slug,
      { reason: "money_or_dowry", details: "Asked for 5 lakh" },
      "mr",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(/^R-\d{6}$/);
    expect(res.json().message).toContain(res.json().reference);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
    expect((await report(first, reported.slug)).statusCode).toBe(409);
  });

  it("a retried report with the same Idempotency-Key is stored once and answered with the same reference", async () => {
    const { app } = ctx();
    // A profile of its own, so the other tests' report counts stay as they expect.
    const target = await createProfile(app, await actor(app), 1, { firstName: "Retry" });
    await approve(app, target.id);
    const family = await actor(app);
    await createProfile(app, family, 2);
    const key = "report-retry-key-0001";
    const send = () =>
      app.inject({
        method: "POST",
        url: `/api/v1/profiles/${target.slug}/reports`,
        headers: { ...family.headers, "idempotency-key": key },
        payload: { reason: "fake_profile", details: "" },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().reference).toBe(first.json().reference);
    const rows = await app.database.db
      .selectFrom("reports")
      .select("id")
      .where("reporter_user_id", "=", family.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("the admin queue answers visitors 401, members and associates 403, admins and super admins 200", async () => {
    for (const url of ["/admin/reports", "/admin/reports/1"]) {
      expect((await call(null, "GET", url)).statusCode).toBe(401);
      expect((await call(reporters[0] as Actor, "GET", url)).statusCode).toBe(403);
      expect((await call(associate, "GET", url)).statusCode).toBe(403);
      expect((await call(pending, "GET", url)).statusCode).toBe(403);
    }
    expect(
      (await call(associate, "POST", "/admin/reports/1/actions", { action: "dismiss", remark: "x" }))
        .statusCode,
    ).toBe(403);
    const list = await call(admin, "GET", "/admin/reports");
    expect(list.statusCode).toBe(200);
    expect(list.json().counts.open).toBeGreaterThanOrEqual(1);
    const item = list.json().items.find((i: { profile: { id: number } }) => i.profile.id === reported.id);
    expect(item).toMatchObject({ reason: "money_or_dowry", details: "Asked for 5 lakh", openReporters: 1 });
    expect(item.reporter.id).toBe(reporters[0]?.user.id);
    expect((await call(superAdmin, "GET", `/admin/reports/${item.id}`)).statusCode).toBe(200);
    expect((await call(admin, "GET", "/admin/reports/999999")).statusCode).toBe(404);
    const dashboard = await call(admin, "GET", "/admin/dashboard");
    expect(dashboard.json().counts.openReports).toBe(list.json().counts.open);
  });

  it("hides a profile from lists once 3 different members have open reports on it, not before", async () => {
    const [, second, third, watcher] = reporters as [Actor, Actor, Actor, Actor];
    expect((await report(second, reported.slug, { reason: "already_married" })).statusCode).toBe(201);
    expect(await listIds(watcher)).toContain(reported.id);
    expect((await report(third, reported.slug, { reason: "fake_profile" })).statusCode).toBe(201);
    expect(await listIds(watcher)).not.toContain(reported.id);
    // Held by its address too (visibility/holds.test.ts follows every path); its family still sees it.
    expect((await call(watcher, "GET", `/profiles/${reported.slug}`)).statusCode).toBe(404);
    expect((await call(reportedFamily, "GET", `/profiles/${reported.slug}`)).statusCode).toBe(200);
  });

  it("shows the admin the report, the other reports on the profile and the reporter; a remark is required", async () => {
    const list = (await call(admin, "GET", "/admin/reports")).json();
    const item = list.items.find((i: { profile: { id: number } }) => i.profile.id === reported.id);
    const details = (await call(admin, "GET", `/admin/reports/${item.id}`)).json();
    expect(details.earlier).toHaveLength(2);
    expect(details.member).toMatchObject({ id: reportedFamily.user.id, rowStatus: 1 });
    expect(details.report.openReporters).toBe(3);
    expect(details.reporterReports).toBe(1);
    const noRemark = await call(admin, "POST", `/admin/reports/${item.id}/actions`, { action: "warn" }, "mr");
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().error.message).toMatch(/[\u0900-\u097F]/);
  });

  it("warning: closes every open report on the profile, the member sees it at sign-in, reporters hear the outcome", async () => {
    const list = (await call(admin, "GET", "/admin/reports")).json();
    const item = list.items.find((i: { profile: { id: number } }) => i.profile.id === reported.id);
    const res = await call(admin, "POST", `/admin/reports/${item.id}/actions`, {
      action: "warn",
      remark: "Do not ask for money",
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call(admin, "POST", `/admin/reports/${item.id}/actions`, { action: "dismiss", remark: "x" }))
        .statusCode,
    ).toBe(409);
    expect((await call(reportedFamily, "GET", "/notifications/unread-count")).json().warnings).toBe(1);
    const warnings = (await call(reportedFamily, "GET", "/warnings")).json().items;
    expect(warnings).toHaveLength(1);
    expect(warnings[0].remark).toBe("Do not ask for money");
    expect((await notes(reportedFamily))[0]).toMatchObject({
      type: "warning",
      params: { remark: "Do not ask for money" },
    });
    expect((await call(reporters[1] as Actor, "POST", `/warnings/${warnings[0].id}/seen`)).statusCode).toBe(
      404,
    );
    const seen = await call(reportedFamily, "POST", `/warnings/${warnings[0].id}/seen`);
    expect(seen.json().items).toHaveLength(0);
    expect((await call(reportedFamily, "GET", "/notifications/unread-count")).json().warnings).toBe(0);
    for (const r of reporters.slice(0, 3)) {
      const [n] = await notes(r);
      expect(n).toMatchObject({
        type: "report_outcome",
        params: { outcomeKey: "notifications:outcomes.warned" },
      });
      expect(n?.params.reference).toMatch(/^R-\d{6}$/);
    }
    // Decided: the hold is lifted, and the audit log has one row per closed report.
    expect(await listIds(reporters[3] as Actor)).toContain(reported.id);
    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "report")
      .where("action", "=", "warn")
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.user.id, remark: "Do not ask for money" });
  });

  it("disabling the profile and deactivating the account take effect and are audited; admins' accounts are protected", async () => {
    const { app } = ctx();
    const [first] = reporters as [Actor];
    const decideLatest = async (action: string, remark = "Confirmed fake") => {
      const list = (await call(admin, "GET", "/admin/reports")).json();
      const item = list.items.find((i: { profile: { id: number } }) => i.profile.id === reported.id);
      return call(admin, "POST", `/admin/reports/${item.id}/actions`, { action, remark });
    };
    expect((await report(first, reported.slug, { reason: "fake_profile" })).statusCode).toBe(201);
    expect((await decideLatest("disableProfile")).statusCode).toBe(200);
    const row = await app.database.db
      .selectFrom("profiles")
      .select("row_status")
      .where("id", "=", reported.id)
      .executeTakeFirstOrThrow();
    expect(row.row_status).toBe(0);
    expect(await listIds(reporters[3] as Actor)).not.toContain(reported.id);

    // An admin's own profile reported: deactivation is refused.
    const adminProfile = await createProfile(app, admin, 1, { firstName: "Committee" });
    await approve(app, adminProfile.id);
    expect((await report(first, adminProfile.slug)).statusCode).toBe(201);
    const list = (await call(admin, "GET", "/admin/reports")).json();
    const item = list.items.find((i: { profile: { id: number } }) => i.profile.id === adminProfile.id);
    expect(
      (
        await call(admin, "POST", `/admin/reports/${item.id}/actions`, {
          action: "deactivateAccount",
          remark: "x",
        })
      ).statusCode,
    ).toBe(409);

    const other = await actor(app);
    const profile = await createProfile(app, other, 1, { firstName: "Harsh" });
    await approve(app, profile.id);
    expect(
      (await report(first, profile.slug, { reason: "harassment", details: "Calls at night" })).statusCode,
    ).toBe(201);
    const l2 = (await call(admin, "GET", "/admin/reports")).json();
    const i2 = l2.items.find((i: { profile: { id: number } }) => i.profile.id === profile.id);
    expect(
      (
        await call(superAdmin, "POST", `/admin/reports/${i2.id}/actions`, {
          action: "deactivateAccount",
          remark: "Harassment",
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(other, "GET", "/notifications")).statusCode).toBe(401);
    const user = await app.database.db
      .selectFrom("users")
      .select("row_status")
      .where("id", "=", other.user.id)
      .executeTakeFirstOrThrow();
    expect(user.row_status).toBe(0);
    const userAudit = await app.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "user")
      .where("entity_id", "=", other.user.id)
      .execute();
    expect(userAudit.map((a) => a.action)).toEqual(["deactivate"]);
  });

  it("follows the threshold set in site settings", async () => {
    const { app } = ctx();
    const family = await actor(app);
    const profile = await createProfile(app, family, 1, { firstName: "Sagar" });
    await approve(app, profile.id);
    const [, , , watcher] = reporters as [Actor, Actor, Actor, Actor];
    expect((await report(reporters[0] as Actor, profile.slug)).statusCode).toBe(201);
    expect(await listIds(watcher)).toContain(profile.id);
    const config = (await call(admin, "GET", "/config")).json();
    const put = await app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings",
      headers: admin.headers,
      payload: { ...config, reportHideThreshold: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await listIds(watcher)).not.toContain(profile.id);
    await app.services.settings.update({ reportHideThreshold: 3 });
    await app.services.reports.refreshHolds();
    expect(await listIds(watcher)).toContain(profile.id);
  });
});
