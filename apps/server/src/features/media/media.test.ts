import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/auth-helpers";
import { createTestContext, describeEachDialect } from "../../test/harness";
import {
  gif,
  gpsJpeg,
  HTML_FILE,
  multipartBody,
  PDF_FILE,
  PHP_AS_JPG,
  photoJpeg,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from "./fixtures";

/** Session cookies of two signed-in members: the uploader and someone else. */
let OWNER: Record<string, string> = {};
let OWNER_ID = 0;
let STRANGER: Record<string, string> = {};

describeEachDialect("media API", (ctx) => {
  beforeAll(async () => {
    const { app } = ctx();
    const session = async () => {
      const user = await makeUser(app);
      OWNER_ID ||= user.id;
      return { cookie: `vv_session=${(await app.services.sessions.create(user.id)).token}` };
    };
    OWNER = await session();
    STRANGER = await session();
  });
  async function upload(
    bytes: Buffer,
    filename = "photo.jpg",
    type = "image/jpeg",
    headers: Record<string, string> = OWNER,
  ) {
    const body = multipartBody(bytes, filename, type);
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/media/photos",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  }
  const get = (url: string, headers: Record<string, string> = OWNER) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  it("stores an upload and answers its id, size and variant URLs", async () => {
    const res = await upload(await photoJpeg(1600, 1200));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.photoId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body).toMatchObject({ width: 1080, height: 810 });
    expect(body.urls).toEqual({
      card: `/media/photos/${body.photoId}/card.webp`,
      cardJpeg: `/media/photos/${body.photoId}/card.jpg`,
      thumb: `/media/photos/${body.photoId}/thumb.webp`,
      full: `/media/photos/${body.photoId}/full.webp`,
      thumbJpeg: `/media/photos/${body.photoId}/thumb.jpg`,
      fullJpeg: `/media/photos/${body.photoId}/full.jpg`,
    });
    const row = await ctx()
      .database.db.selectFrom("photos")
      .selectAll()
      .where("id", "=", body.photoId)
      .executeTakeFirst();
    expect(row).toMatchObject({ owner_user_id: OWNER_ID, width: 1080, height: 810 });
    expect(row?.bytes).toBeGreaterThan(1000);
    expect(await ctx().app.services.media.isUploadedBy(body.photoId, OWNER_ID)).toBe(true);
    expect(await ctx().app.services.media.isUploadedBy(body.photoId, 8)).toBe(false);
  });

  it("serves each variant with its type, sizes, private immutable caching, ETag and nosniff", async () => {
    const { urls } = (await upload(await photoJpeg(1200, 1600))).json();
    const expected = { card: [200, 200], thumb: [240, 320], full: [810, 1080] } as const;
    for (const [name, url] of Object.entries(urls) as [string, string][]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const isJpeg = url.endsWith(".jpg");
      expect(res.headers["content-type"]).toBe(isJpeg ? "image/jpeg" : "image/webp");
      expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-disposition"]).toMatch(/^inline/);
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(isJpeg ? "jpeg" : "webp");
      expect([meta.width, meta.height]).toEqual(expected[name.replace("Jpeg", "") as keyof typeof expected]);
      const again = await get(url, { ...OWNER, "if-none-match": String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it("answers HEAD with the headers and no body, and never compresses photos", async () => {
    const { urls } = (await upload(await photoJpeg(600, 600))).json();
    const res = await ctx().app.inject({
      method: "HEAD",
      url: `/api/v1${urls.full}`,
      headers: { ...OWNER, "accept-encoding": "gzip, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.length).toBe(0);
  });

  it("strips GPS EXIF from an uploaded photo", async () => {
    const { urls } = (await upload(await gpsJpeg())).json();
    for (const url of Object.values(urls) as string[]) {
      const res = await get(url);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.rawPayload.toString("latin1")).not.toContain("VadhuVarTestCam");
    }
  });

  it.each([
    ["a PHP file named .jpg", () => PHP_AS_JPG, "shell.jpg", "image/jpeg"],
    ["an SVG with <script>", () => SVG_WITH_SCRIPT, "photo.svg", "image/svg+xml"],
    ["a GIF", gif, "photo.gif", "image/gif"],
    ["a PDF named .png", () => PDF_FILE, "photo.png", "image/png"],
    ["an HTML page named .webp", () => HTML_FILE, "photo.webp", "image/webp"],
    ["an empty file", () => Buffer.alloc(0), "photo.jpg", "image/jpeg"],
  ])(
    "refuses %s with 415 “Please select image only.” and stores nothing",
    async (_n, make, filename, type) => {
      const before = await countPhotos();
      const res = await upload(await make(), filename, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({
        code: "unsupported_media_type",
        message: "Please select image only.",
      });
      expect(await countPhotos()).toBe(before);
    },
  );

  it("answers in Marathi when asked", async () => {
    const res = await upload(PHP_AS_JPG, "x.jpg", "image/jpeg", { ...OWNER, "accept-language": "mr" });
    expect(res.json().error.message).toBe("कृपया फक्त फोटो (इमेज) फाइलच निवडा.");
  });

  it("refuses a truncated JPEG with 400 and a readable message", async () => {
    const jpeg = await photoJpeg(800, 600);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Some error occurred/);
  });

  it("refuses a 20000×20000 PNG with 413 without decoding it", async () => {
    const res = await upload(pngDeclaring(20_000, 20_000), "big.png", "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain("400 megapixels");
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([await photoJpeg(400, 400), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain("10 MB");
  });

  it("refuses a request without a file, or with two", async () => {
    const none = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/media/photos",
      payload: {},
      headers: OWNER,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe("Please upload the photo");
    const body = multipartBody(await photoJpeg(300, 300), "a.jpg", "image/jpeg", 1);
    const two = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/media/photos",
      payload: body.payload,
      headers: { ...body.headers, ...OWNER },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe("Please upload one photo at a time.");
  });

  it("answers 401 to an upload without a user", async () => {
    const res = await upload(await photoJpeg(300, 300), "a.jpg", "image/jpeg", {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("You are not authorized user.");
  });

  it("answers 404 for unknown ids, variants and formats, and to strangers", async () => {
    const { photoId } = (await upload(await photoJpeg(300, 300))).json();
    for (const url of [
      "/media/photos/AAAAAAAAAAAAAAAAAAAAAA/thumb.webp",
      `/media/photos/${photoId}/huge.webp`,
      `/media/photos/${photoId}/thumb.png`,
      `/media/photos/${photoId}/thumb.webp.php`,
      `/media/photos/${photoId}/thumb`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const stranger = await get(`/media/photos/${photoId}/thumb.webp`, STRANGER);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("not_found");
    expect((await get(`/media/photos/${photoId}/thumb.webp`, {})).statusCode).toBe(404);
  });

  it.each([
    "/media/photos/..%2F..%2F..%2Fetc%2Fpasswd/thumb.webp",
    "/media/photos/%2e%2e/thumb.webp",
    "/media/photos/....//thumb.webp",
    "/media/photos/..%5C..%5Cwindows/full.jpg",
    "/media/photos/AAAAAAAAAAAAAAAAAAAAAA%00/thumb.webp",
    "/media/photos/../../../../etc/passwd",
  ])("answers 404 to the traversal %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });

  it("deletes a photo's variants and record", async () => {
    const { photoId, urls } = (await upload(await photoJpeg(300, 300))).json();
    expect(await ctx().app.services.media.deletePhoto(photoId)).toBe(true);
    expect((await get(urls.thumb)).statusCode).toBe(404);
    for (const variant of ["card", "thumb", "full"]) {
      for (const format of ["webp", "jpg"]) {
        expect(await ctx().app.services.storage.exists(`photos/${photoId}/${variant}.${format}`)).toBe(false);
      }
    }
    expect(await ctx().app.services.media.deletePhoto(photoId)).toBe(false);
  });

  async function countPhotos() {
    const row = await ctx()
      .database.db.selectFrom("photos")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});

describe("media access", () => {
  it("refuses uploads without a signed-in user, with the agreed message", async () => {
    const { ctx, close } = await createTestContext("sqlite");
    try {
      const body = multipartBody(await photoJpeg(300, 300));
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/media/photos",
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe("You are not authorized user.");
    } finally {
      await close();
    }
  });
});
