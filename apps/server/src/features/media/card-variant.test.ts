/**
 * The 200 px card variant: made with every upload, and made on first request (then kept)
 * for photos stored before it existed.
 */
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { makeUser } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { photoJpeg } from "./fixtures";

describeEachDialect("card photo variant", (ctx) => {
  let owner: Record<string, string> = {};
  let ownerId = 0;
  beforeAll(async () => {
    const user = await makeUser(ctx().app);
    ownerId = user.id;
    owner = { cookie: `vv_session=${(await ctx().app.services.sessions.create(user.id)).token}` };
  });
  const get = (url: string, headers: Record<string, string> = owner) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers });
  /** A photo as stored before the card variant existed: thumb and full only. */
  async function olderPhoto(width: number, height: number) {
    const { photoId } = await ctx().app.services.media.storePhoto(await photoJpeg(width, height), {
      ownerUserId: ownerId,
    });
    for (const format of ["webp", "jpg"])
      await ctx().app.services.storage.delete(`photos/${photoId}/card.${format}`);
    return photoId;
  }

  it("stores a 200 px centre square in both formats with every upload", async () => {
    const { photoId } = await ctx().app.services.media.storePhoto(await photoJpeg(900, 1600), {
      ownerUserId: ownerId,
    });
    for (const format of ["webp", "jpg"] as const) {
      const stored = await ctx().app.services.storage.get(`photos/${photoId}/card.${format}`);
      const meta = await sharp(stored?.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format === "jpg" ? "jpeg" : "webp", 200, 200]);
    }
  });

  it("makes the card of an older photo on its first request, once, and keeps it", async () => {
    const photoId = await olderPhoto(1600, 1200);
    const url = `/media/photos/${photoId}/card.webp`;
    // Cards of a list ask together: all get the same bytes, made once.
    const answers = await Promise.all([
      get(url),
      get(url),
      get(url),
      get(`/media/photos/${photoId}/card.jpg`),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const [first, second, third, jpeg] = answers as [
      (typeof answers)[0],
      (typeof answers)[0],
      (typeof answers)[0],
      (typeof answers)[0],
    ];
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe("jpeg");
    expect(first.rawPayload.length).toBeLessThan(
      (await get(`/media/photos/${photoId}/thumb.webp`)).rawPayload.length,
    );
    for (const format of ["webp", "jpg"]) {
      expect(await ctx().app.services.storage.exists(`photos/${photoId}/card.${format}`)).toBe(true);
    }
    const again = await get(url, { ...owner, "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Removing the photo removes the card made later as well.
    await ctx().app.services.media.deletePhoto(photoId);
    expect(await ctx().app.services.storage.exists(`photos/${photoId}/card.webp`)).toBe(false);
  });

  it("answers 404 when there is nothing to make it from, and to strangers", async () => {
    const photoId = await olderPhoto(800, 800);
    const stranger = await makeUser(ctx().app);
    const strangerHeaders = {
      cookie: `vv_session=${(await ctx().app.services.sessions.create(stranger.id)).token}`,
    };
    expect((await get(`/media/photos/${photoId}/card.webp`, strangerHeaders)).statusCode).toBe(404);
    expect((await get(`/media/photos/${photoId}/card.webp`, {})).statusCode).toBe(404);
    expect(await ctx().app.services.storage.exists(`photos/${photoId}/card.webp`)).toBe(false);
    await ctx().app.services.storage.delete(`photos/${photoId}/full.jpg`);
    expect((await get(`/media/photos/${photoId}/card.webp`)).statusCode).toBe(404);
  });
});
