import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import {
  gif,
  gpsJpeg,
  PHP_AS_JPG,
  photoJpeg,
  photoPng,
  photoWebp,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from "./fixtures";
import { processPhoto } from "./process";

async function refusal(bytes: Buffer) {
  try {
    await processPhoto(bytes);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, key: error.messageKey };
    throw error;
  }
  throw new Error("expected the photo to be refused");
}

describe("processPhoto", () => {
  it("makes card (200 square), thumb (320) and full (1080) variants in WebP and progressive JPEG", async () => {
    const out = await processPhoto(await photoJpeg(1600, 1200));
    expect(out.width).toBe(1080);
    expect(out.height).toBe(810);
    const summary = out.outputs.map((o) => `${o.variant}.${o.format} ${o.width}x${o.height}`);
    expect(summary).toEqual([
      "card.webp 200x200",
      "card.jpg 200x200",
      "thumb.webp 320x240",
      "thumb.jpg 320x240",
      "full.webp 1080x810",
      "full.jpg 1080x810",
    ]);
    for (const o of out.outputs) {
      const meta = await sharp(o.bytes).metadata();
      expect(meta.format).toBe(o.format === "jpg" ? "jpeg" : "webp");
      expect([meta.width, meta.height]).toEqual([o.width, o.height]);
      if (o.format === "jpg") expect(meta.isProgressive).toBe(true);
    }
  });

  it("keeps a square crop square and a portrait photo portrait", async () => {
    const square = await processPhoto(await photoJpeg(1500, 1500));
    expect([square.width, square.height]).toEqual([1080, 1080]);
    const portrait = await processPhoto(await photoJpeg(900, 1600));
    expect([portrait.width, portrait.height]).toEqual([608, 1080]);
    expect(portrait.outputs.find((o) => o.variant === "thumb")?.height).toBe(320);
    const card = portrait.outputs.find((o) => o.variant === "card");
    expect([card?.width, card?.height]).toEqual([200, 200]);
  });

  it("never enlarges a small photo", async () => {
    const out = await processPhoto(await photoJpeg(300, 200));
    expect(out.outputs.map((o) => `${o.width}x${o.height}`)).toEqual([
      "200x200",
      "200x200",
      "300x200",
      "300x200",
      "300x200",
      "300x200",
    ]);
  });

  it("removes EXIF (with GPS), XMP and the ICC profile, and converts to sRGB", async () => {
    const input = await gpsJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(input.toString("latin1")).toContain("VadhuVarTestCam");

    const out = await processPhoto(input);
    for (const o of out.outputs) {
      const meta = await sharp(o.bytes).metadata();
      expect(meta.exif, `${o.variant}.${o.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.space).toBe("srgb");
      const text = o.bytes.toString("latin1");
      for (const secret of ["VadhuVarTestCam", "Secret Family", "XmpSecretAuthor", "Exif\0\0"]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    // Stored landscape 400x200 with orientation 6 ("rotate 90° clockwise to view"): shown as portrait.
    const out = await processPhoto(await photoJpeg(400, 200, { orientation: 6 }));
    expect([out.width, out.height]).toEqual([200, 400]);
    const meta = await sharp(out.outputs[0]!.bytes).metadata();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it("accepts PNG (transparency onto white) and WebP", async () => {
    const png = await processPhoto(await photoPng(500, 400, true));
    const pixel = await sharp(png.outputs.find((o) => o.format === "jpg")!.bytes)
      .raw()
      .toBuffer();
    expect(pixel[0]).toBeGreaterThan(200); // 30% red over white is light, not dark
    expect(png.source.type).toBe("png");
    expect((await processPhoto(await photoWebp(640, 480))).source.type).toBe("webp");
  });

  it("accepts AVIF, and refuses a damaged HEIF container as unreadable", async () => {
    const avif = await sharp(await photoJpeg(400, 300))
      .avif()
      .toBuffer();
    expect((await processPhoto(avif)).source.type).toBe("avif");
    const head = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    const fakeHeic = Buffer.concat([head, Buffer.alloc(200, 7)]);
    expect(await refusal(fakeHeic)).toEqual({ status: 400, key: "media:errors.unreadable" });
  });

  it("processes several uploads at once (queued two at a time)", async () => {
    const inputs = await Promise.all([0, 1, 2, 3, 4].map((i) => photoJpeg(500 + i * 10, 400)));
    const outs = await Promise.all(inputs.map((b) => processPhoto(b)));
    expect(outs.map((o) => o.width)).toEqual([500, 510, 520, 530, 540]);
  });

  it("drops anything appended after the image data (a JPEG/PHP polyglot)", async () => {
    const polyglot = Buffer.concat([await photoJpeg(400, 400), PHP_AS_JPG]);
    const out = await processPhoto(polyglot);
    for (const o of out.outputs) expect(o.bytes.toString("latin1")).not.toContain("<?php");
  });

  it.each([
    ["a PHP script named .jpg", () => PHP_AS_JPG],
    ["an SVG with a script", () => SVG_WITH_SCRIPT],
    ["a GIF", gif],
    ["an empty file", () => Buffer.alloc(0)],
  ])("refuses %s as not an image (415)", async (_name, make) => {
    expect(await refusal(await make())).toEqual({ status: 415, key: "media:errors.notImage" });
  });

  it("refuses a truncated JPEG and a damaged PNG as unreadable (400)", async () => {
    const jpeg = await photoJpeg(800, 600);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      status: 400,
      key: "media:errors.unreadable",
    });
    const png = await photoPng(400, 400);
    expect(await refusal(png.subarray(0, png.length - 20))).toEqual({
      status: 400,
      key: "media:errors.unreadable",
    });
  });

  it("refuses 20000x20000 pixels from the header alone, before decoding (413)", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    expect(await refusal(bomb)).toEqual({ status: 413, key: "media:errors.tooManyPixels" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses more than 10 MB (413) and less than 100 px (400)", async () => {
    const big = Buffer.concat([await photoJpeg(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal(big)).toEqual({ status: 413, key: "media:errors.tooLarge" });
    expect(await refusal(await photoJpeg(80, 300))).toEqual({ status: 400, key: "media:errors.tooSmall" });
  });

  it("processes a 12-megapixel photo within a few seconds", async () => {
    // Upscaled texture: a 12 MP JPEG of about 3 MB, like a phone camera's, made in a fraction of a second.
    const noisy = await sharp({
      create: {
        width: 1000,
        height: 750,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 50 },
      },
    })
      .resize(4000, 3000, { kernel: "cubic" })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_000_000);
    const started = Date.now();
    const out = await processPhoto(noisy);
    expect(Date.now() - started).toBeLessThan(8000);
    expect([out.width, out.height]).toEqual([1080, 810]);
  });
});
