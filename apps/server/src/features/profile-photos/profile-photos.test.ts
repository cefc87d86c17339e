/**
 * A profile's photos: up to PROFILE_PHOTOS_MAX, in the family's order, each approved by the
 * committee one by one; the first approved one is the main photo; others see the approved ones
 * only when entitled to the real photo (never a URL of them otherwise); erasure removes them all.
 */
import { PROFILE_PHOTOS_MAX } from "@vv/shared/profile-photos";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { acceptedInterest } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile, uploadPhoto } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;
interface Managed {
  items: { photoId: string; position: number; status: string; remark: string | null; isMain: boolean }[];
  message?: string;
}

describeEachDialect("profile photos", (ctx) => {
  let admin: Actor;
  let family: Actor;
  let bride: Created;
  /** An approved groom whose family has an accepted interest with the bride: entitled. */
  let entitled: Actor;
  /** Another groom's family, no interest: not entitled to the bride's real photos. */
  let stranger: Actor;

  const call = (who: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx().app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  const photosOf = async (who: Actor, profile: Created) =>
    (await call(who, "GET", `/profiles/${profile.id}/photos`)).json() as Managed;
  const addPhoto = async (who: Actor, profile: Created) =>
    call(who, "POST", `/profiles/${profile.id}/photos`, { photoId: await uploadPhoto(ctx().app, who) });
  const decide = (profile: Created, action: "approvePhoto" | "rejectPhoto", remark?: string) =>
    call(admin, "POST", `/admin/profiles/${profile.id}/actions`, { action, remark });
  const photoRow = (profileId: number) =>
    ctx()
      .app.database.db.selectFrom("profiles")
      .select(["photo_id", "pending_photo_id", "photo_status"])
      .where("id", "=", profileId)
      .executeTakeFirstOrThrow();
  const fileStatus = async (who: Actor, photoId: string, variant: string) =>
    (await call(who, "GET", `/media/photos/${photoId}/${variant}`)).statusCode;

  beforeAll(async () => {
    const { app } = ctx();
    admin = await actor(app, { role: "admin" });
    family = await actor(app);
    bride = await createProfile(app, family, 2, { photoVisibility: "accepted" });
    await approve(app, bride.id);
    entitled = await actor(app);
    const groom = await createProfile(app, entitled, 1);
    await approve(app, groom.id);
    await acceptedInterest(app, groom, bride, entitled);
    stranger = await actor(app);
    await approve(app, (await createProfile(app, stranger, 1)).id);
  });

  it("moves an existing single photo in as photo 1 and keeps up to the limit, in the order added", async () => {
    const first = await photosOf(family, bride);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ position: 1, status: "approved", isMain: true });

    for (let n = 2; n <= PROFILE_PHOTOS_MAX; n++) {
      const added = await addPhoto(family, bride);
      expect(added.statusCode).toBe(200);
      expect((added.json() as Managed).items.map((p) => p.position)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
    }
    const over = await addPhoto(family, bride);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(String(PROFILE_PHOTOS_MAX));
    const mr = await ctx().app.inject({
      method: "POST",
      url: `/api/v1/profiles/${bride.id}/photos`,
      headers: { ...family.headers, "accept-language": "mr" },
      payload: { photoId: await uploadPhoto(ctx().app, family) },
    });
    expect(mr.json().error.message).toContain("५");

    const all = await photosOf(family, bride);
    expect(all.items.map((p) => p.status)).toEqual(["approved", "pending", "pending", "pending", "pending"]);
    // Another family cannot see, add to or change this gallery.
    expect((await call(stranger, "GET", `/profiles/${bride.id}/photos`)).statusCode).toBe(404);
    expect((await addPhoto(stranger, bride)).statusCode).toBe(404);
    // A photo someone else uploaded cannot be attached.
    const foreign = await uploadPhoto(ctx().app, stranger);
    expect(
      (await call(family, "POST", `/profiles/${bride.id}/photos`, { photoId: foreign })).statusCode,
    ).toBe(400);
  });

  it("has the committee decide each new photo in turn, naming which one it is", async () => {
    const queue = async () =>
      (await call(admin, "GET", "/admin/profiles?tab=photos&q=" + bride.registrationNumber)).json().items as {
        id: number;
        reviewPhotoNumber: number | null;
        photoCount: number;
      }[];
    expect((await queue()).find((r) => r.id === bride.id)).toMatchObject({
      reviewPhotoNumber: 2,
      photoCount: PROFILE_PHOTOS_MAX,
    });
    expect((await decide(bride, "approvePhoto")).statusCode).toBe(200);
    expect((await queue()).find((r) => r.id === bride.id)?.reviewPhotoNumber).toBe(3);
    expect((await decide(bride, "rejectPhoto", "Sunglasses hide the face")).statusCode).toBe(200);
    expect((await queue()).find((r) => r.id === bride.id)?.reviewPhotoNumber).toBe(4);

    const items = (await photosOf(family, bride)).items;
    expect(items.map((p) => p.status)).toEqual(["approved", "approved", "rejected", "pending", "pending"]);
    expect(items[2]?.remark).toBe("Sunglasses hide the face");
    // The main photo did not change: the first approved one is still photo 1.
    expect((await photoRow(bride.id)).photo_id).toBe(items[0]?.photoId);
    // Each decision is in the profile's history.
    const history = (await call(admin, "GET", `/admin/profiles/${bride.id}/audit`)).json().items as {
      action: string;
    }[];
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(["approvePhoto", "rejectPhoto"]));
  });

  it("reorders by the family's list: the first approved photo becomes the main one", async () => {
    const before = (await photosOf(family, bride)).items.map((p) => p.photoId);
    const [one, two, three, four, five] = before as [string, string, string, string, string];
    // Rejected and pending photos first: the main photo is the first approved one, photo 3.
    const moved = await call(family, "PUT", `/profiles/${bride.id}/photos/order`, {
      photoIds: [three, four, two, one, five],
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Managed).items.find((p) => p.isMain)?.photoId).toBe(two);
    expect(await photoRow(bride.id)).toMatchObject({ photo_id: two, photo_status: "approved" });
    const card = (await call(entitled, "GET", `/profiles/${bride.slug}`)).json();
    expect(card.photo.card).toContain(two);
    expect(card.gallery.map((g: { full: string }) => g.full)).toEqual([
      expect.stringContaining(two),
      expect.stringContaining(one),
    ]);

    const stale = await call(family, "PUT", `/profiles/${bride.id}/photos/order`, { photoIds: [one, two] });
    expect(stale.statusCode).toBe(409);
    await call(family, "PUT", `/profiles/${bride.id}/photos/order`, { photoIds: before });
    expect((await photoRow(bride.id)).photo_id).toBe(one);
  });

  it("never gives a non-entitled member a URL of any photo, and serves none of the other photos' files", async () => {
    const items = (await photosOf(family, bride)).items;
    const main = items[0]?.photoId as string;
    const others = items.slice(1).map((p) => p.photoId);
    const approvedOther = items[1]?.photoId as string;

    for (const url of [
      `/profiles/${bride.slug}`,
      "/profiles?gender=2",
      `/profiles?gender=2&q=${bride.registrationNumber}`,
    ]) {
      const body = (await call(stranger, "GET", url)).body;
      for (const id of others) expect(body, `${url} names another photo`).not.toContain(id);
      for (const variant of ["card.", "thumb.", "full."])
        expect(body, `${url} gives a real photo`).not.toContain(`${main}/${variant}`);
    }
    const details = (await call(stranger, "GET", `/profiles/${bride.slug}`)).json();
    expect(details.gallery).toEqual([]);
    expect(details.photoBlurred).toBe(true);
    for (const id of items.map((p) => p.photoId))
      for (const variant of ["card.webp", "thumb.jpg", "full.webp"])
        expect(await fileStatus(stranger, id, variant)).toBe(404);
    // The blurred copy stands for the main photo alone.
    expect(await fileStatus(stranger, main, "blur.webp")).toBe(200);
    expect(await fileStatus(stranger, approvedOther, "blur.webp")).toBe(404);

    // The entitled family: every approved photo, and nothing still waiting or refused.
    const theirs = (await call(entitled, "GET", `/profiles/${bride.slug}`)).json();
    expect(theirs.gallery).toHaveLength(2);
    expect(await fileStatus(entitled, approvedOther, "full.webp")).toBe(200);
    for (const p of items.filter((i) => i.status !== "approved")) {
      expect(JSON.stringify(theirs)).not.toContain(p.photoId);
      expect(await fileStatus(entitled, p.photoId, "full.webp")).toBe(404);
    }
    // The family sees all of its own.
    for (const p of items) expect(await fileStatus(family, p.photoId, "thumb.webp")).toBe(200);
  });

  it("deletes a photo with its files and renumbers the rest; the last photo stays", async () => {
    const items = (await photosOf(family, bride)).items;
    const gone = items[2]?.photoId as string;
    const removed = await call(family, "DELETE", `/profiles/${bride.id}/photos/${gone}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Managed).items.map((p) => p.position)).toEqual([1, 2, 3, 4]);
    const keys: string[] = [];
    for await (const key of ctx().app.services.storage.list()) keys.push(key);
    expect(keys.filter((k) => k.includes(gone))).toEqual([]);
    expect(await ctx().app.services.media.findPhoto(gone)).toBeUndefined();

    const single = await actor(ctx().app);
    const profile = await createProfile(ctx().app, single, 1);
    const only = (await photosOf(single, profile)).items[0]?.photoId as string;
    expect((await call(single, "DELETE", `/profiles/${profile.id}/photos/${only}`)).statusCode).toBe(409);
  });

  it("puts a changed photo before the others: the approved one stays shown until the new one is approved", async () => {
    const { app } = ctx();
    const owner = await actor(app);
    const profile = await createProfile(app, owner, 2);
    await approve(app, profile.id);
    const old = (await photoRow(profile.id)).photo_id;
    const fresh = await uploadPhoto(app, owner);
    expect((await call(owner, "PUT", `/profiles/${profile.id}/photo`, { photoId: fresh })).statusCode).toBe(
      200,
    );
    expect(await photoRow(profile.id)).toMatchObject({ photo_id: old, pending_photo_id: fresh });
    expect((await decide(profile, "approvePhoto")).statusCode).toBe(200);
    expect(await photoRow(profile.id)).toMatchObject({ photo_id: fresh, pending_photo_id: null });
    expect((await photosOf(owner, profile)).items.map((p) => p.photoId)).toEqual([fresh, old]);
  });

  describe("erasure", () => {
    it("removes every photo of the profile, rows and files", async () => {
      const { app } = ctx();
      const owner = await actor(app);
      const profile = await createProfile(app, owner, 2);
      await addPhoto(owner, profile);
      await addPhoto(owner, profile);
      const ids = (await photosOf(owner, profile)).items.map((p) => p.photoId);
      expect(ids).toHaveLength(3);
      await app.services.dataRights.eraseProfile(profile.id);

      const rows = await app.database.db
        .selectFrom("profile_photos")
        .select("photo_id")
        .where("profile_id", "=", profile.id)
        .execute();
      expect(rows).toEqual([]);
      const keys: string[] = [];
      for await (const key of app.services.storage.list()) keys.push(key);
      for (const id of ids) {
        expect(keys.filter((k) => k.includes(id))).toEqual([]);
        expect(await app.services.media.findPhoto(id)).toBeUndefined();
      }
    });
  });
});
