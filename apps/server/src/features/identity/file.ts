/**
 * An identity document's bytes: a photo of the card (JPEG, PNG or WebP) or a PDF. The type comes from
 * the bytes (media/sniff.ts), never from the name or the client's Content-Type. Photos are re-encoded
 * as JPEG (EXIF, GPS, comments and anything appended after the image data are dropped); PDFs are kept
 * as sent unless they carry active content, which is refused (jobs/pdf-active-content.ts).
 */
import { randomBytes } from "node:crypto";
import { ID_DOCUMENT_MAX_BYTES } from "@vv/shared/identity";
import { PHOTO_MAX_PIXELS } from "@vv/shared/media";
import { AppError } from "../../platform/errors";
import { inspectPdf } from "../jobs/pdf-active-content";
import { loadSharp } from "../media/sharp";
import { isPdf, sniffImageType } from "../media/sniff";

/** Longest side of a stored photo: the small print on a card stays readable. */
const DOCUMENT_IMAGE_SIDE = 2400;
const IMAGE_TYPES = new Set(["jpeg", "png", "webp"]);

export interface PreparedDocument {
  ext: "pdf" | "jpg";
  contentType: "application/pdf" | "image/jpeg";
  body: Buffer;
}

export const documentTooLarge = () =>
  new AppError(413, "payload_too_large", "compliance:identity.errors.tooLarge", {
    maxMb: ID_DOCUMENT_MAX_BYTES / 1024 / 1024,
  });

/** A storage key nobody can guess (it is never handed out; admins read the file through the API). */
export function newDocumentKey(profileId: number, ext: string): string {
  return `identity/${profileId}-${randomBytes(16).toString("base64url")}.${ext}`;
}

export async function prepareDocument(bytes: Buffer): Promise<PreparedDocument> {
  if (bytes.length > ID_DOCUMENT_MAX_BYTES) throw documentTooLarge();
  if (isPdf(bytes)) {
    if (!inspectPdf(bytes).ok)
      throw new AppError(400, "bad_request", "compliance:identity.errors.activeContent");
    return { ext: "pdf", contentType: "application/pdf", body: bytes };
  }
  const image = sniffImageType(bytes);
  if (!image || !IMAGE_TYPES.has(image))
    throw new AppError(415, "unsupported_media_type", "compliance:identity.errors.type");
  const sharp = await loadSharp();
  try {
    const body = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .timeout({ seconds: 30 })
      .autoOrient()
      .resize(DOCUMENT_IMAGE_SIDE, DOCUMENT_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ext: "jpg", contentType: "image/jpeg", body };
  } catch {
    throw new AppError(400, "bad_request", "compliance:identity.errors.unreadable");
  }
}
