/**
 * The photo pipeline: bytes from a browser in, clean variants out.
 *  1. refuse what is not a photo (type sniffed from the bytes), too big in bytes or in pixels, or damaged;
 *  2. decode once, turn upright by EXIF orientation, flatten transparency onto white, convert to sRGB;
 *  3. encode each variant (card: 200 px square from the centre; thumb 320 px, full 1080 px: longest
 *     side; never enlarged) as WebP and JPEG.
 * Encoding from decoded pixels drops every piece of metadata: EXIF (GPS, camera serial), XMP, IPTC,
 * ICC profiles and comments, and anything appended after the image data (e.g. a script in a polyglot).
 */
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_SIDE,
  PHOTO_VARIANT_FIT,
  PHOTO_VARIANTS,
  type PhotoFormat,
  type PhotoVariant,
} from "@vv/shared/media";
import type { Metadata, OutputInfo, Sharp } from "sharp";
import { AppError } from "../../platform/errors";
import { hashPhoto, type PhotoHashes } from "./phash";
import { loadSharp } from "./sharp";
import { type SniffedImage, sniffImageType } from "./sniff";

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
  minSide: number;
}
export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: PHOTO_MAX_PIXELS,
  minSide: PHOTO_MIN_SIDE,
};

export interface PhotoOutput {
  variant: PhotoVariant;
  format: PhotoFormat;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  /** Size of the full variant. */
  width: number;
  height: number;
  source: { type: SniffedImage; width: number; height: number; bytes: number };
  outputs: PhotoOutput[];
  /** Perceptual hashes (phash.ts), for the committee's duplicate checks. */
  hashes: PhotoHashes;
}

export const CONTENT_TYPES: Record<PhotoFormat, string> = { webp: "image/webp", jpg: "image/jpeg" };
const SHARP_FORMAT: Record<SniffedImage, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  heif: "heif",
  avif: "heif",
};
const TIMEOUT_SECONDS = 30;

const notImage = () => new AppError(415, "unsupported_media_type", "media:errors.notImage");
const unreadable = () => new AppError(400, "bad_request", "media:errors.unreadable");
const heicUnsupported = () => new AppError(415, "unsupported_media_type", "media:errors.heicUnsupported");
const tooLarge = (limits: PhotoLimits) =>
  new AppError(413, "payload_too_large", "media:errors.tooLarge", {
    maxMb: Math.floor(limits.maxBytes / 1024 / 1024),
  });
const tooManyPixels = (limits: PhotoLimits, pixels: number) =>
  new AppError(413, "payload_too_large", "media:errors.tooManyPixels", {
    megapixels: Math.round(pixels / 1e6),
    maxMegapixels: Math.floor(limits.maxPixels / 1e6),
  });

/** Validates and re-encodes one uploaded photo. Throws AppError (415, 413, 400) for anything refused. */
export async function processPhoto(
  input: Buffer,
  limits: PhotoLimits = DEFAULT_PHOTO_LIMITS,
): Promise<ProcessedPhoto> {
  if (input.length > limits.maxBytes) throw tooLarge(limits);
  const type = sniffImageType(input);
  if (!type) throw notImage();

  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width: sourceWidth, height: sourceHeight } = meta;
  if (meta.format !== SHARP_FORMAT[type] || !sourceWidth || !sourceHeight) throw unreadable();
  const pixels = sourceWidth * sourceHeight;
  if (pixels > limits.maxPixels) throw tooManyPixels(limits, pixels);
  if (Math.min(sourceWidth, sourceHeight) < limits.minSide) {
    throw new AppError(400, "bad_request", "media:errors.tooSmall", { min: limits.minSide });
  }

  return withProcessingSlot(async () => {
    const largest = Math.max(...Object.values(PHOTO_VARIANTS));
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(input, {
        limitInputPixels: limits.maxPixels,
        failOn: "error",
        sequentialRead: true,
      })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .autoOrient()
        .resize(largest, largest, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw tooManyPixels(limits, pixels);
      throw type === "heif" ? heicUnsupported() : unreadable();
    }
    const { width, height, channels } = decoded.info;
    const raw = { raw: { width, height, channels } } as const;

    const outputs: PhotoOutput[] = [];
    for (const variant of Object.keys(PHOTO_VARIANTS) as PhotoVariant[]) {
      outputs.push(...(await encodeVariant(sharp(decoded.data, raw), variant)));
    }
    return {
      width,
      height,
      source: { type, width: sourceWidth, height: sourceHeight, bytes: input.length },
      outputs,
      hashes: await hashPhoto(decoded.data, { width, height, channels: channels as 1 | 2 | 3 | 4 }),
    };
  });
}

/** One variant of decoded, upright pixels in both formats (the same settings for uploads and backfills). */
async function encodeVariant(pixels: Sharp, variant: PhotoVariant): Promise<PhotoOutput[]> {
  const side = PHOTO_VARIANTS[variant];
  const base = pixels.resize(side, side, { fit: PHOTO_VARIANT_FIT[variant], withoutEnlargement: true });
  const [webp, jpg] = await Promise.all([
    base.clone().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true }),
    base
      .clone()
      .jpeg({ quality: variant === "full" ? 82 : 78, progressive: true, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return (
    [
      ["webp", webp],
      ["jpg", jpg],
    ] as const
  ).map(([format, out]) => ({
    variant,
    format,
    contentType: CONTENT_TYPES[format],
    bytes: out.data,
    width: out.info.width,
    height: out.info.height,
  }));
}

/**
 * A variant made later from a stored, already clean larger one (photos uploaded before the variant
 * existed): the stored variant is upright sRGB without metadata, so it is only resized and encoded.
 */
export async function deriveVariant(stored: Buffer, variant: PhotoVariant): Promise<PhotoOutput[]> {
  const sharp = await loadSharp();
  return withProcessingSlot(() =>
    encodeVariant(sharp(stored, { failOn: "error" }).timeout({ seconds: TIMEOUT_SECONDS }), variant),
  );
}

/** Hashes of a stored, already clean photo (phash.ts), taking a processing slot like any decode. */
export function hashStoredPhoto(stored: Buffer) {
  return withProcessingSlot(() => hashPhoto(stored));
}

// Decoding a 40-megapixel photo takes ~160 MB of memory and most of a core: two at a time at most,
// the rest wait their turn instead of exhausting the machine.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing job hands its slot over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
