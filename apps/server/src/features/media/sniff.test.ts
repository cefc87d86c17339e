import { describe, expect, it } from "vitest";
import {
  gif,
  HTML_FILE,
  PDF_FILE,
  PHP_AS_JPG,
  photoJpeg,
  photoPng,
  photoWebp,
  SVG_WITH_SCRIPT,
} from "./fixtures";
import { sniffImageType } from "./sniff";

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + brands.length;
  const head = Buffer.alloc(4);
  head.writeUInt32BE(size);
  return Buffer.concat([head, Buffer.from(`ftyp${brands}`, "latin1"), Buffer.alloc(16)]);
};

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and WebP by their bytes", async () => {
    expect(sniffImageType(await photoJpeg(200, 200))).toBe("jpeg");
    expect(sniffImageType(await photoPng(200, 200))).toBe("png");
    expect(sniffImageType(await photoWebp(200, 200))).toBe("webp");
  });

  it("recognises HEIC and AVIF containers by their ftyp brands", () => {
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBe("heif");
    expect(sniffImageType(ftyp("mif1", "heic"))).toBe("heif");
    expect(sniffImageType(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffImageType(ftyp("mif1", "avif"))).toBe("avif");
    expect(sniffImageType(ftyp("isom", "mp41"))).toBeNull(); // an MP4 video
  });

  it("refuses everything else, whatever the file is called", async () => {
    for (const bytes of [
      PHP_AS_JPG,
      SVG_WITH_SCRIPT,
      PDF_FILE,
      HTML_FILE,
      await gif(),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
    }
  });
});
