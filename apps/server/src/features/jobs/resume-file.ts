/**
 * A member's resume file: a PDF, or a photo of a printed resume. The type comes from the bytes
 * (media/sniff.ts), never from the name. PDFs are kept as sent (and always served as a download,
 * never rendered inline by our origin) unless they carry active content — scripts, automatic
 * actions, launches, attached files — which is refused (pdf-active-content.ts); photos are
 * re-encoded like profile photos, which drops EXIF (GPS), comments and anything appended after the
 * image data.
 */
import { randomBytes } from "node:crypto";
import { RESUME_MAX_BYTES } from "@vv/shared/jobs";
import { PHOTO_MAX_PIXELS } from "@vv/shared/media";
import { AppError } from "../../platform/errors";
import { loadSharp } from "../media/sharp";
import { isPdf, sniffImageType } from "../media/sniff";
import { inspectPdf } from "./pdf-active-content";

/** Longest side of a resume photo: a printed page stays readable at this size. */
const RESUME_IMAGE_SIDE = 2200;

export interface PreparedResume {
  kind: "pdf" | "image";
  ext: "pdf" | "jpg";
  contentType: string;
  body: Buffer;
}

export const resumeTooLarge = () =>
  new AppError(413, "payload_too_large", "jobs:errors.resumeTooLarge", {
    maxMb: RESUME_MAX_BYTES / 1024 / 1024,
  });

export function newResumeId(): string {
  return randomBytes(16).toString("base64url");
}

export const RESUME_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export async function prepareResume(bytes: Buffer): Promise<PreparedResume> {
  if (bytes.length > RESUME_MAX_BYTES) throw resumeTooLarge();
  if (isPdf(bytes)) {
    if (!inspectPdf(bytes).ok) throw new AppError(400, "bad_request", "limits:resume.activeContent");
    return { kind: "pdf", ext: "pdf", contentType: "application/pdf", body: bytes };
  }
  const image = sniffImageType(bytes);
  if (!image) throw new AppError(415, "unsupported_media_type", "jobs:errors.resumeType");
  const sharp = await loadSharp();
  try {
    const body = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .timeout({ seconds: 30 })
      .autoOrient()
      .resize(RESUME_IMAGE_SIDE, RESUME_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { kind: "image", ext: "jpg", contentType: "image/jpeg", body };
  } catch {
    throw new AppError(400, "bad_request", "jobs:errors.resumeUnreadable");
  }
}
