/**
 * The one file of a multipart body, for every upload route (photos, resumes, identity documents,
 * grievance attachments). Whatever is wrong with the body — not multipart, no or another boundary,
 * truncated, malformed part headers, too many parts or files — is the caller's mistake: 400 (413
 * when too large) with the translated message, never a 500.
 */
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

export interface SingleFileErrors {
  /** The route's own 413 (its size limit in its own words). */
  tooLarge: () => AppError;
  /** Message key when no file came (default: "Please upload the photo"). */
  noFileKey?: string;
  /** An empty file counts as no file (otherwise the route's type check refuses its bytes). */
  emptyIsMissing?: boolean;
}

export async function readSingleFile(request: FastifyRequest, errors: SingleFileErrors): Promise<Buffer> {
  const noFile = () => new AppError(400, "bad_request", errors.noFileKey ?? "media:errors.noFile");
  if (!request.isMultipart()) throw noFile();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (bytes) throw new AppError(400, "bad_request", "media:errors.tooManyFiles");
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, errors.tooLarge);
  }
  if (!bytes || (errors.emptyIsMissing && bytes.length === 0)) throw noFile();
  return bytes;
}

function multipartError(error: unknown, tooLarge: () => AppError): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return new AppError(400, "bad_request", "media:errors.tooManyFiles");
  // Busboy's own errors (missing boundary, unexpected end of form, malformed part headers) carry
  // no code: the body could not be read as multipart.
  return new AppError(400, "bad_request", "errors.badRequest");
}
