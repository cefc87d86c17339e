import { z } from "zod";

/** Machine-readable error codes the API answers with; the message beside each is translated. */
export const ERROR_CODES = [
  "validation",
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
  // Browse list refusals the page explains in its own words.
  "verification_pending",
  "no_listing_access",
  "no_profile",
  // Member routes until the current Terms and Privacy Notice are accepted.
  "consent_required",
  // 409 to a retry (same Idempotency-Key) while the first attempt is still being handled: not a
  // refusal of the request, so a queue that replays it keeps it and tries again.
  "still_saving",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A message for the user: text already translated by the server, plus whether it is an error. */
export const messageResponseSchema = z.object({ message: z.string() });
