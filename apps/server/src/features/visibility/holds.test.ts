/**
 * Held profiles (visibility/holds-sql.ts): a profile whose family asked to delete their account, and
 * a profile reported by enough members, leave every path another family has to them — lists,
 * matches, details, PDF, photo files, interests, who-viewed — while the family and the committee
 * still see it; cancelling the deletion by signing in, or the committee's decision, brings it back.
 */
import { beforeAll, expect, it } from "vitest";
import { lastCode, sendOtp, uniqueIp, verifyOtp } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("held profiles", (ctx) => {
  let admin: Actor;
  let groomFamily: Actor;
  let groom: Created;

  const get = (who: Actor, url: string) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers: who.headers });
  const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

  /** Every way the groom's family can reach a bride: [path, reachable?]. */
  async function reach(bride: Created, photoId: string) {
    const interests = (await get(groomFamily, "/interests?box=sent")).json();
    return {
      list: ids((await get(groomFamily, "/profiles?gender=2")).json()).includes(bride.id),
      matches: ids((await get(groomFamily, `/matches/${groom.id}`)).json()).includes(bride.id),
      details: (await get(groomFamily, `/profiles/${bride.slug}`)).statusCode,
      pdf: (await get(groomFamily, `/profiles/${bride.slug}/pdf`)).statusCode,
      photo: (await get(groomFamily, `/media/photos/${photoId}/blur-card.webp`)).statusCode,
      interest: (interests.items as { other: { id: number } }[]).some((i) => i.other.id === bride.id),
    };
  }
  const reachable = { list: true, matches: true, details: 200, pdf: 200, photo: 200, interest: true };
  const held = { list: false, matches: false, details: 404, pdf: 404, photo: 404, interest: false };

  async function brideWithInterest(family: Actor) {
    const { app } = ctx();
    const bride = await createProfile(app, family, 2, { contactVisibility: "members" });
    await approve(app, bride.id);
    const sent = await app.inject({
      method: "POST",
      url: "/api/v1/interests",
      headers: groomFamily.headers,
      payload: { fromProfileId: groom.id, to: bride.slug },
    });
    expect(sent.statusCode).toBe(201);
    const row = await app.database.db
      .selectFrom("profiles")
      .select("photo_id")
      .where("id", "=", bride.id)
      .executeTakeFirstOrThrow();
    return { bride, photoId: row.photo_id as string };
  }

  beforeAll(async () => {
    const { app } = ctx();
    admin = await actor(app, { role: "admin" });
    groomFamily = await actor(app);
    groom = await createProfile(app, groomFamily, 1);
    await approve(app, groom.id);
  });

  it("hides a family's profile from everyone else at once when it asks to delete its account; signing in brings it back", async () => {
    const { app } = ctx();
    const family = await actor(app);
    const { bride, photoId } = await brideWithInterest(family);
    expect(await reach(bride, photoId)).toEqual(reachable);

    const asked = await app.inject({
      method: "POST",
      url: "/api/v1/me/deletion",
      headers: family.headers,
      payload: { confirm: true },
    });
    expect(asked.statusCode).toBe(200);
    expect(await reach(bride, photoId)).toEqual(held);
    // The committee still sees it (the family's data stays theirs until the erasure).
    expect((await get(admin, `/profiles/${bride.slug}`)).statusCode).toBe(200);

    const ip = uniqueIp();
    await sendOtp(app, family.user.mobile, ip);
    const signedIn = await verifyOtp(app, family.user.mobile, lastCode(app, family.user.mobile), { ip });
    expect(signedIn.json().message).toMatch(/deletion was cancelled/);
    expect(await reach(bride, photoId)).toEqual(reachable);
  });

  it("holds a profile reported by enough members everywhere until the committee decides", async () => {
    const { app } = ctx();
    const family = await actor(app);
    const { bride, photoId } = await brideWithInterest(family);
    const reporters: Actor[] = [];
    for (let i = 0; i < 3; i++) {
      const reporter = await actor(app);
      await approve(app, (await createProfile(app, reporter, 1)).id);
      reporters.push(reporter);
    }
    for (const [i, reporter] of reporters.entries()) {
      // Below the threshold (3 by default) the profile stays where it was.
      expect(await reach(bride, photoId)).toEqual(reachable);
      const filed = await app.inject({
        method: "POST",
        url: `/api/v1/profiles/${bride.slug}/reports`,
        headers: reporter.headers,
        payload: { reason: "fake_profile", details: `report ${i}` },
      });
      expect(filed.statusCode).toBe(201);
    }
    expect(await reach(bride, photoId)).toEqual(held);
    // The family itself and the committee still open it.
    expect((await get(family, `/profiles/${bride.slug}`)).statusCode).toBe(200);
    expect((await get(admin, `/profiles/${bride.slug}`)).statusCode).toBe(200);

    // The committee dismisses the reports: the hold is lifted.
    await app.database.db.deleteFrom("report_holds").where("profile_id", "=", bride.id).execute();
    expect(await reach(bride, photoId)).toEqual(reachable);
  });
});
