/**
 * The browse list, profile details and matches answer `private, no-cache` with an ETag of
 * the body; a repeat with If-None-Match is a 304 without a body, a change gives a 200 again, and a
 * viewer who may see more (contacts, the real photo) never gets a 304 for another viewer's tag.
 */
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { acceptedInterest } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("ETags on profile lists and details", (ctx) => {
  let family: Actor;
  let entitled: Actor;
  let stranger: Actor;
  let bride: Created;
  let entitledGroom: Created;
  let strangerGroom: Created;
  const get = (who: Actor, url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers: { ...who.headers, ...headers } });
  /** A first GET (200 with a tag) and the same again with it (304). */
  async function revalidates(who: Actor, url: string) {
    const first = await get(who, url);
    expect(first.statusCode, url).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const again = await get(who, url, { "if-none-match": etag });
    expect(again.statusCode, url).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("private, no-cache");
    return { etag, body: first.body };
  }

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    entitled = await actor(app);
    stranger = await actor(app);
    // Photo and contacts for accepted interests only: the entitled family's view differs.
    bride = await createProfile(app, family, 2, {
      firstName: "Gauri",
      photoVisibility: "accepted",
      contactVisibility: "accepted",
    });
    entitledGroom = await createProfile(app, entitled, 1);
    strangerGroom = await createProfile(app, stranger, 1);
    for (const p of [bride, entitledGroom, strangerGroom]) await approve(app, p.id);
    await acceptedInterest(app, entitledGroom, bride, entitled);
  });

  it("answers the list, details and matches with a tag and 304 to a repeat, compressed or not", async () => {
    await revalidates(stranger, "/profiles");
    await revalidates(stranger, "/profiles?gender=2&ageMin=18&ageMax=60");
    await revalidates(stranger, `/profiles/${bride.slug}`);
    await revalidates(stranger, `/matches/${strangerGroom.id}`);
    const { etag } = await revalidates(family, `/profiles/${bride.slug}`);
    const gzip = await get(family, `/profiles/${bride.slug}`, {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(gzip.statusCode).toBe(304);
    expect(gzip.headers["content-encoding"]).toBeUndefined();
    expect(gzip.rawPayload.length).toBe(0);
    // A tag of something else, or none at all: the whole answer.
    expect((await get(family, `/profiles/${bride.slug}`, { "if-none-match": 'W/"old"' })).statusCode).toBe(
      200,
    );
  });

  it("answers 200 with a new tag once the profile or the viewer's wish list changes", async () => {
    const before = await revalidates(stranger, `/profiles/${bride.slug}`);
    const list = await revalidates(stranger, "/profiles");
    await ctx()
      .database.db.updateTable("profiles")
      .set({ first_name: "Gayatri", updated_at: new Date().toISOString() })
      .where("id", "=", bride.id)
      .execute();
    const after = await get(stranger, `/profiles/${bride.slug}`, { "if-none-match": before.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().fullName).toContain("Gayatri");
    expect(after.headers.etag).not.toBe(before.etag);
    const listAfter = await get(stranger, "/profiles", { "if-none-match": list.etag });
    expect(listAfter.statusCode).toBe(200);
    // The viewer's own change (a wish) shows as well.
    const wished = await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${bride.slug}/wishlist`,
      headers: stranger.headers,
      payload: { wished: true },
    });
    expect(wished.statusCode).toBe(200);
    const listWished = await get(stranger, "/profiles", { "if-none-match": String(listAfter.headers.etag) });
    expect(listWished.statusCode).toBe(200);
  });

  it("never answers 304 to a viewer whose answer differs from the one the tag came from", async () => {
    // The stranger's view: blurred photo, no contacts. The entitled family sends the stranger's tag
    // (a shared browser, a copied header): it gets its own full answer, never a 304.
    const strangerView = await revalidates(stranger, `/profiles/${bride.slug}`);
    expect(JSON.parse(strangerView.body).photoBlurred).toBe(true);
    const entitledView = await get(entitled, `/profiles/${bride.slug}`, {
      "if-none-match": strangerView.etag,
    });
    expect(entitledView.statusCode).toBe(200);
    expect(entitledView.json().photoBlurred).toBe(false);
    expect(entitledView.json().contacts).not.toBeNull();
    expect(entitledView.headers.etag).not.toBe(strangerView.etag);
    // And the other way round: the entitled tag gets the stranger nothing but its own view.
    const back = await get(stranger, `/profiles/${bride.slug}`, {
      "if-none-match": String(entitledView.headers.etag),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().contacts).toBeNull();
    // Lists too: the bride's card carries the real photo for one and the blurred one for the other.
    const strangerList = await revalidates(stranger, "/profiles?gender=2");
    const entitledList = await get(entitled, "/profiles?gender=2", { "if-none-match": strangerList.etag });
    expect(entitledList.statusCode).toBe(200);
    expect(entitledList.headers.etag).not.toBe(strangerList.etag);
    // The tag is of the body: whoever gets byte-for-byte the same answer gets the same tag.
    const bodyTag = (await get(entitled, "/profiles?gender=2")).headers.etag;
    expect(bodyTag).toBe(entitledList.headers.etag);
  });

  it("leaves error answers and other routes alone", async () => {
    const missing = await get(stranger, "/profiles/no-such-profile");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const mine = await get(stranger, "/profiles/mine");
    expect(mine.headers.etag).toBeUndefined();
  });
});
