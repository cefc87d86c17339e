import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Profile = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("blocks", (ctx) => {
  let brideFamily: Actor;
  let groomFamily: Actor;
  let thirdFamily: Actor;
  let associate: Actor;
  let admin: Actor;
  let bride: Profile;
  let groom: Profile;
  let sister: Profile;
  let third: Profile;
  let fromAssociate: Profile;
  let otherOfAssociate: Profile;

  const call = (
    who: Actor | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    lang = "en",
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const listIds = async (who: Actor, query = "") =>
    ((await call(who, "GET", `/profiles?${query}`)).json().items as { id: number }[]).map((i) => i.id);
  const photoOf = async (who: Actor, slug: string) =>
    (await call(who, "GET", `/profiles/${slug}`)).json().photo.thumb as string;

  beforeAll(async () => {
    const { app } = ctx();
    brideFamily = await actor(app);
    groomFamily = await actor(app);
    thirdFamily = await actor(app);
    associate = await actor(app, { role: "associate" });
    admin = await actor(app, { role: "admin" });
    bride = await createProfile(app, brideFamily, 2, { firstName: "Sayali" });
    groom = await createProfile(app, groomFamily, 1, { firstName: "Rohan" });
    sister = await createProfile(app, groomFamily, 2, { firstName: "Rupali" });
    third = await createProfile(app, thirdFamily, 1, { firstName: "Amit" });
    fromAssociate = await createProfile(app, associate, 1, { firstName: "Kedar" });
    otherOfAssociate = await createProfile(app, associate, 1, { firstName: "Mahesh" });
    for (const p of [bride, groom, sister, third, fromAssociate, otherOfAssociate]) await approve(app, p.id);
  });

  it("answers a visitor 401 and refuses one's own profile and unknown ones in the reader's language", async () => {
    expect((await call(null, "POST", `/profiles/${groom.slug}/block`, {}, "mr")).statusCode).toBe(401);
    expect((await call(null, "GET", "/blocks")).statusCode).toBe(401);
    expect((await call(null, "DELETE", `/blocks/${groom.id}`)).statusCode).toBe(401);
    const own = await call(brideFamily, "POST", `/profiles/${bride.slug}/block`, {}, "mr");
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe("आपण स्वतःचे प्रोफाइल ब्लॉक करू शकत नाही.");
    expect((await call(brideFamily, "POST", "/profiles/999999/block", {})).statusCode).toBe(404);
    const pending = await actor(ctx().app, { is_verified: 0 });
    expect((await call(pending, "POST", `/profiles/${groom.slug}/block`, {})).statusCode).toBe(404);
    expect((await call(brideFamily, "DELETE", `/blocks/${groom.id}`)).statusCode).toBe(404);
  });

  it("before a block, both families see each other everywhere", async () => {
    expect(await listIds(brideFamily)).toContain(groom.id);
    expect(await listIds(groomFamily)).toContain(bride.id);
    expect((await call(brideFamily, "GET", `/profiles/${groom.slug}`)).statusCode).toBe(200);
    // The groom's family opens the bride's details: a visit the bride's family sees.
    expect((await call(groomFamily, "GET", `/profiles/${bride.slug}`)).statusCode).toBe(200);
    const viewers = await call(brideFamily, "GET", `/profiles/${bride.id}/viewers`);
    expect(viewers.json().items.map((i: { id: number }) => i.id)).toContain(groom.id);
  });

  it("after the bride's family blocks the groom, neither sees the other's profiles anywhere", async () => {
    const photo = await photoOf(brideFamily, groom.slug);
    const res = await call(brideFamily, "POST", `/profiles/${groom.slug}/block`, {}, "mr");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blocked: true });
    expect(res.json().message).toContain("Rohan");
    // Twice is the same block.
    expect((await call(brideFamily, "GET", "/blocks")).json().items).toHaveLength(1);

    for (const [viewer, target] of [
      [brideFamily, groom],
      [groomFamily, bride],
    ] as const) {
      expect(await listIds(viewer)).not.toContain(target.id);
      expect(await listIds(viewer, "wishlist=1")).not.toContain(target.id);
      expect((await call(viewer, "GET", `/profiles/${target.slug}`)).statusCode).toBe(404);
      expect((await call(viewer, "GET", `/profiles/${target.slug}/pdf`)).statusCode).toBe(404);
      expect((await call(viewer, "GET", `/kundli/profiles/${target.slug}`)).statusCode).toBe(404);
      expect(
        (await call(viewer, "PUT", `/profiles/${target.slug}/wishlist`, { wished: true })).statusCode,
      ).toBe(404);
      expect((await call(viewer, "GET", `/profiles/${target.slug}/viewed-us`)).statusCode).toBe(404);
    }
    // The blocked family's other profiles are hidden from the blocker too (a family's own registration).
    expect((await call(brideFamily, "GET", `/profiles/${sister.slug}`)).statusCode).toBe(404);
    // Photos: not through the blocked side.
    expect((await call(brideFamily, "GET", photo)).statusCode).toBe(404);
    // Who viewed: the groom's earlier visit no longer shows to the bride's family.
    const viewers = await call(brideFamily, "GET", `/profiles/${bride.id}/viewers`);
    expect(viewers.json().items.map((i: { id: number }) => i.id)).not.toContain(groom.id);
    // Matches: the blocked profile is not among the matches either way.
    const matches = await call(groomFamily, "GET", `/matches/${groom.id}`);
    expect(matches.statusCode).toBe(200);
    expect(matches.json().items.map((i: { id: number }) => i.id)).not.toContain(bride.id);
    const brideMatches = await call(brideFamily, "GET", `/matches/${bride.id}`);
    expect(brideMatches.json().items.map((i: { id: number }) => i.id)).not.toContain(groom.id);
    // Others, and the committee, are not affected.
    expect(await listIds(thirdFamily, "gender=2")).toContain(bride.id);
    expect((await call(admin, "GET", `/profiles/${groom.slug}`)).statusCode).toBe(200);
    expect(await ctx().app.services.blocks.isBlockedBetween(groomFamily.user.id, brideFamily.user.id)).toBe(
      true,
    );
    expect(await ctx().app.services.blocks.isBlockedBetween(thirdFamily.user.id, brideFamily.user.id)).toBe(
      false,
    );
  });

  it("blocks only the one profile an associate registered, not the associate's other families", async () => {
    expect((await call(brideFamily, "POST", `/profiles/${fromAssociate.slug}/block`, {})).statusCode).toBe(
      200,
    );
    expect((await call(brideFamily, "GET", `/profiles/${fromAssociate.slug}`)).statusCode).toBe(404);
    expect((await call(brideFamily, "GET", `/profiles/${otherOfAssociate.slug}`)).statusCode).toBe(200);
  });

  it("lists what the member blocked, newest first, and unblocking shows the profiles again", async () => {
    const list = await call(brideFamily, "GET", "/blocks");
    expect(list.json().items.map((i: { profileId: number }) => i.profileId)).toEqual([
      fromAssociate.id,
      groom.id,
    ]);
    expect(list.json().items[1].fullName).toContain("Rohan");
    // Another member cannot lift someone else's block.
    expect((await call(groomFamily, "DELETE", `/blocks/${groom.id}`)).statusCode).toBe(404);
    const res = await call(brideFamily, "DELETE", `/blocks/${groom.id}`, undefined, "mr");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
    expect((await call(groomFamily, "GET", `/profiles/${bride.slug}`)).statusCode).toBe(200);
    expect(await listIds(brideFamily)).toContain(groom.id);
  });

  it("lets members and associates block and list; admins too (without it binding their review)", async () => {
    for (const who of [associate, admin]) {
      expect((await call(who, "GET", "/blocks")).statusCode).toBe(200);
    }
    const superAdmin = await actor(ctx().app, { role: "super_admin" });
    expect((await call(superAdmin, "GET", "/blocks")).statusCode).toBe(200);
  });
});
