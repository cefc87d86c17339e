import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

describeEachDialect("who viewed our profile", (ctx) => {
  let brideFamily: Actor;
  let groomFamily: Actor;
  let otherGroomFamily: Actor;
  let admin: Actor;
  let bride: Awaited<ReturnType<typeof createProfile>>;
  let groom: Awaited<ReturnType<typeof createProfile>>;
  let otherGroom: Awaited<ReturnType<typeof createProfile>>;
  const get = (who: Actor, url: string) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers: who.headers });

  beforeAll(async () => {
    const { app } = ctx();
    brideFamily = await actor(app);
    groomFamily = await actor(app);
    otherGroomFamily = await actor(app);
    admin = await actor(app, { role: "admin" });
    bride = await createProfile(app, brideFamily, 2, { firstName: "Sayali" });
    groom = await createProfile(app, groomFamily, 1, { firstName: "Rohan" });
    otherGroom = await createProfile(app, otherGroomFamily, 1, { firstName: "Amit" });
    for (const p of [bride, groom, otherGroom]) await approve(app, p.id);
  });

  it("records a family's visit to the details and lists it for the profile's family, newest first", async () => {
    expect((await get(groomFamily, `/profiles/${bride.slug}`)).statusCode).toBe(200);
    expect((await get(otherGroomFamily, `/profiles/${bride.slug}`)).statusCode).toBe(200);
    // The family's own look and an admin's review are not visits.
    await get(brideFamily, `/profiles/${bride.slug}`);
    await get(admin, `/profiles/${bride.slug}`);
    const res = await get(brideFamily, `/profiles/${bride.id}/viewers`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([otherGroom.id, groom.id]);
    for (const item of res.json().items) expect(item).not.toHaveProperty("contacts");
  });

  it("keeps 30 days only, and is the profile family's alone", async () => {
    await ctx()
      .database.db.updateTable("profile_views")
      .set({ viewed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("viewer_user_id", "=", otherGroomFamily.user.id)
      .execute();
    const res = await get(brideFamily, `/profiles/${bride.id}/viewers`);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([groom.id]);
    expect((await get(groomFamily, `/profiles/${bride.id}/viewers`)).statusCode).toBe(404);
  });

  it("notes on the details of a profile whose family viewed ours", async () => {
    const note = await get(brideFamily, `/profiles/${groom.slug}/viewed-us`);
    expect(note.json().viewed).toMatchObject({ profileName: expect.stringContaining("Sayali") });
    const none = await get(groomFamily, `/profiles/${bride.slug}/viewed-us`);
    expect(none.json().viewed).toBeNull();
  });
});
