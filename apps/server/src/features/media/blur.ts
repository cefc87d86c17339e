/**
 * The blurred copies of a photo for viewers the family has not chosen: made by the server
 * from the 320 px thumbnail, shrunk to a few pixels first so no detail survives, then enlarged and
 * blurred. Only these bytes reach such a viewer; the real variants answer them 404.
 *   blur       the thumbnail's shape, 320 px (details, large cards)
 *   blur-card  the card's 200 px square, cut from the centre like the card variant
 */
import { type BlurredVariant, PHOTO_VARIANT_FIT, PHOTO_VARIANTS, type PhotoFormat } from "@vv/shared/media";
import { loadSharp } from "./sharp";

const TINY = 12;
const SHAPE: Record<BlurredVariant, { side: number; fit: "inside" | "cover" }> = {
  blur: { side: PHOTO_VARIANTS.thumb, fit: PHOTO_VARIANT_FIT.thumb },
  "blur-card": { side: PHOTO_VARIANTS.card, fit: PHOTO_VARIANT_FIT.card },
};

export async function blurPhoto(
  thumbJpeg: Buffer,
  format: PhotoFormat,
  variant: BlurredVariant = "blur",
): Promise<Buffer> {
  const { side, fit } = SHAPE[variant];
  const sharp = await loadSharp();
  const tiny = await sharp(thumbJpeg).resize(TINY, TINY, { fit }).toBuffer();
  const big = sharp(tiny).resize(side, side, { fit, kernel: "cubic" }).blur(12);
  return format === "webp"
    ? big.webp({ quality: 60 }).toBuffer()
    : big.jpeg({ quality: 70, progressive: true }).toBuffer();
}
