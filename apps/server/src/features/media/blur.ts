/**
 * The blurred copy of a photo for viewers the family has not chosen (issue 14): made by the server
 * from the 320 px thumbnail, shrunk to a few pixels first so no detail survives, then enlarged and
 * blurred. Only these bytes reach such a viewer; the real variants answer them 404.
 */
import type { PhotoFormat } from "@vv/shared/media";
import { loadSharp } from "./sharp";

export const BLUR_VARIANT = "blur";
const TINY = 12;
const OUT = 320;

export async function blurPhoto(thumbJpeg: Buffer, format: PhotoFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const tiny = await sharp(thumbJpeg).resize(TINY, TINY, { fit: "inside" }).toBuffer();
  const big = sharp(tiny).resize(OUT, OUT, { fit: "inside", kernel: "cubic" }).blur(12);
  return format === "webp"
    ? big.webp({ quality: 60 }).toBuffer()
    : big.jpeg({ quality: 70, progressive: true }).toBuffer();
}
