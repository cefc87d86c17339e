import { beforeAll, expect, it } from "vitest";
import { indiaDay } from "../../platform/india-time";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;
const DAY = 86_400_000;

/** A living directory: the "still looking?" cycle with a moved clock, pause and resume, closing. */
describeEachDialect("listing: freshness, pause, closing", (ctx) => {
  let groomFamily: Actor;
  let otherFamily: Actor;
  let groom: Created;
  let otherGroom: Created;
  const call = (who: Actor | null, method: "GET" | "POST", url: string, payload?: unknown, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  /** The slugs the groom family's browse list shows. */
  const listed = async (who = groomFamily) =>
    ((await call(who, "GET", "/profiles?page=1")).json().items as { slug: string }[]).map((i) => i.slug);
  const matched = async (from = groom, who = groomFamily) =>
    ((await call(who, "GET", `/matches/${from.id}`)).json().items as { slug: string }[]).map((i) => i.slug);
  const notificationsOf = (userId: number, type: string) =>
    ctx()
      .database.db.selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", userId)
      .where("type", "=", type)
      .orderBy("id")
      .execute();
  /** A bride of her own family, approved `ageDays` ago as far as the cycle is concerned. */
  const newBride = async (ageDays = 0, name = "Gauri") => {
    const family = await actor(ctx().app);
    const bride = await createProfile(ctx().app, family, 2, { firstName: name });
    await approve(ctx().app, bride.id);
    const approvedAt = new Date(Date.now() - ageDays * DAY).toISOString();
    await ctx()
      .database.db.updateTable("profiles")
      .set({ approved_at: approvedAt })
      .where("id", "=", bride.id)
      .execute();
    return { family, bride };
  };
  const tokenOf = (link: string | null) => (link ?? "").split("/still-looking/")[1] ?? "";

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    otherFamily = await actor(app);
    groom = await createProfile(app, groomFamily, 1, { firstName: "Omkar" });
    otherGroom = await createProfile(app, otherFamily, 1, { firstName: "Sachin" });
    for (const p of [groom, otherGroom]) await approve(app, p.id);
  });

  it("asks after 90 days, reminds halfway, pauses at 30 days unanswered, and a confirmation brings it back", async () => {
    const { app } = ctx();
    const { family, bride } = await newBride(0, "Sayali");
    const cycle = app.services.freshness;
    const start = Date.now();

    await cycle.run(new Date(start + 89 * DAY));
    expect(await notificationsOf(family.user.id, "freshness_ask")).toHaveLength(0);

    await cycle.run(new Date(start + 91 * DAY));
    const [ask] = await notificationsOf(family.user.id, "freshness_ask");
    expect(ask?.link).toMatch(/^\/still-looking\/[\w-]{43}$/);
    expect(JSON.parse(ask?.params ?? "{}")).toMatchObject({ count: "30" });
    // The same day again, and a week later: nothing more.
    await cycle.run(new Date(start + 91 * DAY));
    await cycle.run(new Date(start + 98 * DAY));
    expect(await notificationsOf(family.user.id, "freshness_ask")).toHaveLength(1);
    expect(await notificationsOf(family.user.id, "freshness_reminder")).toHaveLength(0);

    await cycle.run(new Date(start + 107 * DAY));
    const reminders = await notificationsOf(family.user.id, "freshness_reminder");
    expect(reminders).toHaveLength(1);
    expect(JSON.parse(reminders[0]?.params ?? "{}").count).toBe("14");
    expect(await listed()).toContain(bride.slug);

    await cycle.run(new Date(start + 122 * DAY));
    expect(await notificationsOf(family.user.id, "listing_paused")).toHaveLength(1);
    expect(await listed()).not.toContain(bride.slug);
    expect(await matched()).not.toContain(bride.slug);
    // The family and the committee see why.
    const status = (await call(family, "GET", `/profiles/${bride.id}/listing`)).json();
    expect(status).toMatchObject({ state: "paused", reason: "unanswered", actions: { confirm: true } });
    const admin = await actor(app, { role: "admin" });
    const seen = await call(admin, "GET", `/profiles/${bride.id}/listing`);
    expect(seen.json()).toMatchObject({ state: "paused", reason: "unanswered", actions: { confirm: false } });
    // Interests to it are refused kindly, in Marathi too.
    const refused = await call(
      groomFamily,
      "POST",
      "/interests",
      { fromProfileId: groom.id, to: bride.slug },
      "mr",
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("थांबवले");

    // The reminder's link confirms from a phone with no session; it works once.
    const token = tokenOf(reminders[0]?.link ?? null);
    const confirmed = await call(null, "POST", "/freshness/confirm", { token }, "mr");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ firstName: "Sayali" });
    expect(confirmed.headers["set-cookie"]).toBeUndefined();
    expect(await listed()).toContain(bride.slug);
    const again = await call(null, "POST", "/freshness/confirm", { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already been used/);
    // The first link was spent by the confirmation too.
    const first = await call(null, "POST", "/freshness/confirm", { token: tokenOf(ask?.link ?? null) });
    expect(first.statusCode).toBe(409);
    const after = (await call(family, "GET", `/profiles/${bride.id}/listing`)).json();
    expect(after).toMatchObject({ state: "listed", reason: null, answerBy: null });

    // The next round counts from the confirmation (today), not from the approval.
    await cycle.run(new Date(start + 80 * DAY));
    expect(await notificationsOf(family.user.id, "freshness_ask")).toHaveLength(1);
    await cycle.run(new Date(start + 91 * DAY));
    expect(await notificationsOf(family.user.id, "freshness_ask")).toHaveLength(2);
  });

  it("a forged or expired link changes nothing; the app's button confirms; nobody confirms another's profile", async () => {
    const { app } = ctx();
    const { family, bride } = await newBride(100);
    const now = Date.now();
    await app.services.freshness.run(new Date(now));
    const [ask] = await notificationsOf(family.user.id, "freshness_ask");
    const token = tokenOf(ask?.link ?? null);

    const forged = await call(null, "POST", "/freshness/confirm", { token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(404);
    expect((await call(null, "POST", "/freshness/confirm", { token: "x" })).statusCode).toBe(400);

    // Someone else's profile: 404 for a member, 403 for the committee (the family acts).
    for (const path of ["confirm", "pause", "resume"])
      expect((await call(groomFamily, "POST", `/profiles/${bride.id}/listing/${path}`, {})).statusCode).toBe(
        404,
      );
    const admin = await actor(app, { role: "admin" });
    expect((await call(admin, "POST", `/profiles/${bride.id}/listing/pause`, {})).statusCode).toBe(403);

    await ctx()
      .database.db.updateTable("freshness_links")
      .set({ expires_at: new Date(now - 1000).toISOString() })
      .where("profile_id", "=", bride.id)
      .execute();
    const expired = await call(null, "POST", "/freshness/confirm", { token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toMatch(/expired/);

    const button = await call(family, "POST", `/profiles/${bride.id}/listing/confirm`, {}, "mr");
    expect(button.statusCode).toBe(200);
    expect(button.json().message).toContain("धन्यवाद");
    expect(button.json().status).toMatchObject({ state: "listed", answerBy: null });
  });

  it("a family pauses with a day to come back; interests are refused kindly; the day brings it back", async () => {
    const { app } = ctx();
    const { family, bride } = await newBride();
    expect(await listed()).toContain(bride.slug);
    const today = new Date().toISOString().slice(0, 10);
    const bad = await call(family, "POST", `/profiles/${bride.id}/listing/pause`, { resumeOn: today });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.resumeOn).toBeTruthy();
    const resumeOn = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const paused = await call(family, "POST", `/profiles/${bride.id}/listing/pause`, { resumeOn });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().status).toMatchObject({ state: "paused", reason: "family", resumeOn });
    expect((await call(family, "POST", `/profiles/${bride.id}/listing/pause`, {})).statusCode).toBe(409);
    expect(await listed()).not.toContain(bride.slug);
    expect(await listed(otherFamily)).not.toContain(bride.slug);

    const refused = await call(groomFamily, "POST", "/interests", {
      fromProfileId: groom.id,
      to: bride.slug,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/paused their profile/);
    // Its details, PDF, kundli and photo do not open by direct link either, as for a held profile;
    // the family and the committee still see it.
    const photoId = (
      await ctx()
        .database.db.selectFrom("profiles")
        .select("photo_id")
        .where("id", "=", bride.id)
        .executeTakeFirst()
    )?.photo_id;
    for (const path of [
      `/profiles/${bride.slug}`,
      `/profiles/${bride.slug}/pdf`,
      `/kundli/profiles/${bride.slug}`,
    ])
      expect((await call(groomFamily, "GET", path)).statusCode, path).toBe(404);
    expect((await call(groomFamily, "GET", `/media/photos/${photoId}/blur-card.webp`)).statusCode).toBe(404);
    const committee = await actor(app, { role: "admin" });
    for (const who of [family, committee])
      expect((await call(who, "GET", `/profiles/${bride.slug}`)).statusCode).toBe(200);

    await app.services.freshness.run(new Date(Date.now() + 5 * DAY));
    expect(await listed()).not.toContain(bride.slug);
    await app.services.freshness.run(new Date(Date.now() + 11 * DAY));
    expect(await listed()).toContain(bride.slug);
    expect((await call(groomFamily, "GET", `/profiles/${bride.slug}`)).statusCode).toBe(200);
    expect(await notificationsOf(family.user.id, "listing_resumed")).toHaveLength(1);

    // Paused without a day: only the family brings it back.
    await call(family, "POST", `/profiles/${bride.id}/listing/pause`, {});
    await app.services.freshness.run(new Date(Date.now() + 400 * DAY));
    expect(await listed()).not.toContain(bride.slug);
    const resumed = await call(family, "POST", `/profiles/${bride.id}/listing/resume`, {});
    expect(resumed.json().status.state).toBe("listed");
    expect(await listed()).toContain(bride.slug);
    expect((await call(family, "POST", `/profiles/${bride.id}/listing/resume`, {})).statusCode).toBe(409);
  });

  it("married: out of every list at once, open interests closed politely, closing twice refused", async () => {
    const { app } = ctx();
    const { family, bride } = await newBride(0, "Ketaki");
    // Two families sent interests; one of them is the match.
    const sent = await call(groomFamily, "POST", "/interests", { fromProfileId: groom.id, to: bride.slug });
    expect(sent.statusCode).toBe(201);
    const fromOther = await call(otherFamily, "POST", "/interests", {
      fromProfileId: otherGroom.id,
      to: bride.slug,
    });
    expect(fromOther.statusCode).toBe(201);
    await call(groomFamily, "POST", `/wishlist/${bride.slug}`);

    const unknown = await call(family, "POST", `/profiles/${bride.id}/listing/close`, {
      outcome: "married",
      partner: "99999999",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.partner).toBeTruthy();
    expect(await listed()).toContain(bride.slug);

    const closed = await call(
      family,
      "POST",
      `/profiles/${bride.id}/listing/close`,
      { outcome: "married", partner: String(otherGroom.registrationNumber) },
      "mr",
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toMatchObject({
      state: "closed",
      reason: "married",
      partner: { slug: otherGroom.slug },
      actions: { confirm: false, pause: false, close: false },
    });
    // The partner is named, never their contact details.
    expect(found(closed.body, await privateValues(app, otherGroom.id))).toEqual([]);
    expect(await listed()).not.toContain(bride.slug);
    expect(await matched()).not.toContain(bride.slug);
    const wished = (await call(groomFamily, "GET", "/profiles?page=1&wishlist=1")).json().items;
    expect(wished.map((i: { slug: string }) => i.slug)).not.toContain(bride.slug);

    const statuses = await ctx()
      .database.db.selectFrom("interests")
      .select("status")
      .where("to_profile_id", "=", bride.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(["closed", "closed"]);
    // The groom family hears politely; the partner's family is not told its own news.
    expect(await notificationsOf(groomFamily.user.id, "interest_closed")).toHaveLength(1);
    expect(await notificationsOf(otherFamily.user.id, "interest_closed")).toHaveLength(0);

    // The dashboard counts the match made through the portal once, even when both families say so.
    const admin = await actor(app, { role: "admin" });
    const thisYear = indiaDay(new Date()).slice(0, 4);
    const madeThisYear = async () =>
      (
        (await call(admin, "GET", "/admin/dashboard")).json().matchesPerYear as {
          key: string;
          count: number;
        }[]
      ).find((b) => b.key === thisYear)?.count;
    expect(await madeThisYear()).toBe(1);
    const partnerCloses = await call(otherFamily, "POST", `/profiles/${otherGroom.id}/listing/close`, {
      outcome: "married",
      partner: bride.slug,
    });
    expect(partnerCloses.statusCode).toBe(200);
    expect(await madeThisYear()).toBe(1);

    const twice = await call(family, "POST", `/profiles/${bride.id}/listing/close`, { outcome: "engaged" });
    expect(twice.statusCode).toBe(409);
    expect((await call(family, "POST", `/profiles/${bride.id}/listing/pause`, {})).statusCode).toBe(409);
    const refused = await call(groomFamily, "POST", "/interests", {
      fromProfileId: groom.id,
      to: bride.slug,
    });
    expect(refused.json().error.message).toMatch(/no longer looking/);
    // Nor does a closed profile send interests.
    const fromClosed = await call(otherFamily, "POST", "/interests", {
      fromProfileId: otherGroom.id,
      to: (await newBride()).bride.slug,
    });
    expect(fromClosed.statusCode).toBe(409);
    expect(fromClosed.json().error.message).toMatch(/has been closed/);
    // No "still looking?" for a closed profile, ever; its data stays for the family.
    await app.services.freshness.run(new Date(Date.now() + 400 * DAY));
    expect(await notificationsOf(family.user.id, "freshness_ask")).toHaveLength(0);
    expect(
      (await call(family, "GET", "/profiles/mine")).json().items.map((p: { id: number }) => p.id),
    ).toContain(bride.id);
  });
});
