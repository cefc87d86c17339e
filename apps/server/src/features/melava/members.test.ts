import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

describeEachDialect("melava digital booklet for members", (ctx) => {
  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      payload,
    });

  async function candidate(
    slug: string,
    gender: 1 | 2,
    choices: { showPhoto: boolean; showContact: boolean },
    profile: Record<string, unknown> = {},
  ) {
    const family = await actor(ctx().app);
    const p = await createProfile(ctx().app, family, gender, profile);
    await approve(ctx().app, p.id);
    const res = await call("POST", `/melava/${slug}/registrations`, family, { profileId: p.id, ...choices });
    if (res.statusCode !== 201) throw new Error(res.body);
    const row = await ctx()
      .app.database.db.selectFrom("profiles")
      .select(["photo_id"])
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    return { family, profile: p, registration: res.json().registration, photoId: row.photo_id as string };
  }

  it("shows the event's candidates under every privacy rule, searchable and filtered", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const { slug } = await createEvent(app, admin);
    // A groom family browsing brides.
    const viewer = await actor(app);
    const own = await createProfile(app, viewer, 1);
    await approve(app, own.id);

    const open = await candidate(slug, 2, { showPhoto: true, showContact: true }, { firstName: "Gauri" });
    const noPhoto = await candidate(
      slug,
      2,
      { showPhoto: false, showContact: false },
      { firstName: "Sayali" },
    );
    const privatePhoto = await candidate(
      slug,
      2,
      { showPhoto: true, showContact: false },
      { firstName: "Mrunal", photoVisibility: "accepted", contactVisibility: "accepted" },
    );
    const blockedByThem = await candidate(slug, 2, { showPhoto: true, showContact: true });
    await app.database.db
      .insertInto("blocks")
      .values({
        blocker_user_id: blockedByThem.family.user.id,
        profile_id: own.id,
        blocked_user_id: viewer.user.id,
      })
      .execute();
    const blockedByUs = await candidate(slug, 2, { showPhoto: true, showContact: true });
    await app.database.db
      .insertInto("blocks")
      .values({
        blocker_user_id: viewer.user.id,
        profile_id: blockedByUs.profile.id,
        blocked_user_id: blockedByUs.family.user.id,
      })
      .execute();
    const held = await candidate(slug, 2, { showPhoto: true, showContact: true });
    await app.database.db.insertInto("report_holds").values({ profile_id: held.profile.id }).execute();
    const paused = await candidate(slug, 2, { showPhoto: true, showContact: true });
    await app.database.db
      .insertInto("unlisted_profiles")
      .values({
        profile_id: paused.profile.id,
        reason: "engaged",
        since: new Date().toISOString(),
        resume_on: null,
        partner_profile_id: null,
        by_user_id: paused.family.user.id,
      })
      .execute();
    const cancelled = await candidate(slug, 2, { showPhoto: true, showContact: true });
    await call("POST", `/melava/registrations/${cancelled.registration.id}/cancel`, cancelled.family);
    const groom = await candidate(slug, 1, { showPhoto: true, showContact: true });

    const res = await call("GET", `/melava/${slug}/booklet`, viewer);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { registrationId: number }) => i.registrationId)).toEqual([
      open.registration.id,
      noPhoto.registration.id,
      privatePhoto.registration.id,
    ]);
    expect(page.items.map((i: { eventNumber: number }) => i.eventNumber)).toEqual([1, 2, 3]);
    expect(page.senders).toEqual([expect.objectContaining({ profileId: own.id })]);
    const [a, b, c] = page.items;
    expect(a.card.photo.card).toContain(open.photoId);
    expect(a.card.photoBlurred).toBe(false);
    expect(b.card.photo).toBeNull();
    expect(c.card.photoBlurred).toBe(true);
    expect(c.card.photo.full).toContain("blur");

    // The whole answer: no contact detail of anyone, no photo of the family that left it out, and
    // nothing at all of the blocked, held, paused, cancelled or same-side candidates.
    const body = res.body;
    for (const p of [open, noPhoto, privatePhoto, blockedByThem, blockedByUs, held, paused, cancelled, groom])
      expect(found(body, await privateValues(app, p.profile.id))).toEqual([]);
    for (const p of [noPhoto, blockedByThem, blockedByUs, held, paused, cancelled, groom])
      expect(body).not.toContain(p.photoId);
    expect(body).not.toContain(`/media/photos/${privatePhoto.photoId}/full`);
    for (const p of [blockedByThem, blockedByUs, held, paused, cancelled, groom])
      expect(body).not.toContain(`"registrationNumber":${p.profile.registrationNumber},`);

    // Search by name, registration number, event number in Devanagari digits; filters.
    const q = async (query: string) =>
      (await call("GET", `/melava/${slug}/booklet?${query}`, viewer))
        .json()
        .items.map((i: { registrationId: number }) => i.registrationId);
    expect(await q("q=sayali")).toEqual([noPhoto.registration.id]);
    expect(await q(`q=${open.profile.registrationNumber}`)).toEqual([open.registration.id]);
    expect(await q(`q=${encodeURIComponent("३")}`)).toEqual([privatePhoto.registration.id]);
    expect(await q("gender=1")).toEqual([]);
    expect(await q("ageMin=80")).toEqual([]);
    expect((await q("ageMin=18&ageMax=80")).length).toBe(3);
    const first = page.items[0].card;
    expect(await q(`districtId=9999`)).toEqual([]);
    expect((await q(`q=${encodeURIComponent(first.fullName.split(" ")[0])}`)).length).toBeGreaterThan(0);

    // The committee sees the same page; a visitor signs in first; an unknown or draft event is 404.
    expect((await call("GET", `/melava/${slug}/booklet`)).statusCode).toBe(401);
    expect((await call("GET", `/melava/no-such-melava/booklet`, viewer)).statusCode).toBe(404);
    const draft = await createEvent(app, admin, {}, false);
    expect((await call("GET", `/melava/${draft.slug}/booklet`, viewer)).statusCode).toBe(404);
    const unverified = await actor(app, { is_verified: 0 });
    expect((await call("GET", `/melava/${slug}/booklet`, unverified)).statusCode).toBe(403);
  });

  it("sends interests to several candidates at once through the interest rules, with the result per candidate", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const { slug } = await createEvent(app, admin);
    const viewer = await actor(app);
    const own = await createProfile(app, viewer, 1);
    await approve(app, own.id);
    const one = await candidate(slug, 2, { showPhoto: true, showContact: false });
    const two = await candidate(slug, 2, { showPhoto: false, showContact: false });
    const pausedLater = await candidate(slug, 2, { showPhoto: true, showContact: false });
    const blocked = await candidate(slug, 2, { showPhoto: true, showContact: false });
    // Paused "for now" after the page was read: the interests feature refuses it kindly.
    await app.database.db
      .insertInto("unlisted_profiles")
      .values({
        profile_id: pausedLater.profile.id,
        reason: "family",
        since: new Date().toISOString(),
        resume_on: null,
        partner_profile_id: null,
        by_user_id: pausedLater.family.user.id,
      })
      .execute();
    await app.database.db
      .insertInto("blocks")
      .values({
        blocker_user_id: blocked.family.user.id,
        profile_id: own.id,
        blocked_user_id: viewer.user.id,
      })
      .execute();

    const res = await call(
      "POST",
      `/melava/${slug}/booklet/interests`,
      viewer,
      {
        fromProfileId: own.id,
        registrationIds: [
          one.registration.id,
          two.registration.id,
          pausedLater.registration.id,
          blocked.registration.id,
        ],
        noteTemplate: "likedProfile",
      },
      "mr",
    );
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out.sent).toBe(2);
    expect(out.message).toBe("४ पैकी २ पसंती पाठवल्या.");
    expect(out.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      "sent",
      "sent",
      "refused",
      "refused",
    ]);
    expect(out.results[0].label).toMatch(/^वधू ००१ /);
    // The blocked family's entry is not named: the block hides it as if it were not there.
    expect(out.results[3].label).not.toContain(blocked.profile.registrationNumber);
    expect(found(res.body, await privateValues(app, blocked.profile.id))).toEqual([]);
    const rows = await app.database.db
      .selectFrom("interests")
      .select(["to_profile_id", "note_template"])
      .where("from_profile_id", "=", own.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { to_profile_id: one.profile.id, note_template: "likedProfile" },
      { to_profile_id: two.profile.id, note_template: "likedProfile" },
    ]);

    // Sent again: the interests feature's own duplicate refusal, per candidate.
    const again = (
      await call("POST", `/melava/${slug}/booklet/interests`, viewer, {
        fromProfileId: own.id,
        registrationIds: [one.registration.id],
      })
    ).json();
    expect(again.results[0]).toMatchObject({ outcome: "refused" });
    expect(again.results[0].message).toMatch(/already/i);
    // Someone else's profile as sender; too many at once; none.
    const other = await actor(app);
    await approve(app, (await createProfile(app, other, 1)).id);
    const foreign = await call("POST", `/melava/${slug}/booklet/interests`, other, {
      fromProfileId: own.id,
      registrationIds: [two.registration.id],
    });
    expect(foreign.json().results[0].outcome).toBe("refused");
    expect(
      (
        await call("POST", `/melava/${slug}/booklet/interests`, viewer, {
          fromProfileId: own.id,
          registrationIds: Array.from({ length: 21 }, (_, i) => i + 1),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", `/melava/${slug}/booklet/interests`, viewer, {
          fromProfileId: own.id,
          registrationIds: [],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describeEachDialect(
  "melava interests and the daily limit",
  (ctx) => {
    it("stops at LIMIT_INTERESTS and says so for each candidate past it", async () => {
      const { app } = ctx();
      const admin = await actor(app, { role: "admin" });
      const { slug } = await createEvent(app, admin);
      const viewer = await actor(app);
      const own = await createProfile(app, viewer, 1);
      await approve(app, own.id);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const family = await actor(app);
        const p = await createProfile(app, family, 2);
        await approve(app, p.id);
        const reg = await app.inject({
          method: "POST",
          url: `/api/v1/melava/${slug}/registrations`,
          headers: family.headers,
          payload: { profileId: p.id, showPhoto: true },
        });
        ids.push(reg.json().registration.id);
      }
      const res = await app.inject({
        method: "POST",
        url: `/api/v1/melava/${slug}/booklet/interests`,
        headers: viewer.headers,
        payload: { fromProfileId: own.id, registrationIds: ids },
      });
      const out = res.json();
      expect(out.results.map((r: { outcome: string }) => r.outcome)).toEqual(["sent", "sent", "refused"]);
      expect(out.results[2].message).toMatch(/interest/i);
    });
  },
  { LIMIT_INTERESTS: { max: 2, windowMinutes: 1440 } },
);
