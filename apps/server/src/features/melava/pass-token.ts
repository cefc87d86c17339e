import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The entry pass's QR code: "VVM1.{event}.{registration}.{signature}", the signature an HMAC of the
 * three numbers and the registration's nonce under the server secret. A forged code fails the
 * signature; a code of a registration made again (new nonce) or of another event fails too.
 */
const PREFIX = "VVM1";
const TOKEN = /^VVM1\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{22})$/;

function signature(secret: string, eventId: number, registrationId: number, nonce: string) {
  return createHmac("sha256", secret)
    .update(`melava-pass:${eventId}:${registrationId}:${nonce}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

export function passToken(secret: string, eventId: number, registrationId: number, nonce: string): string {
  return `${PREFIX}.${eventId}.${registrationId}.${signature(secret, eventId, registrationId, nonce)}`;
}

/** The numbers a token names, before its signature is checked (which needs the row's nonce). */
export function readPassToken(
  token: string,
): { eventId: number; registrationId: number; sig: string } | null {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  return { eventId: Number(match[1]), registrationId: Number(match[2]), sig: match[3] as string };
}

export function passSignatureValid(
  secret: string,
  token: { eventId: number; registrationId: number; sig: string },
  nonce: string,
): boolean {
  const expected = Buffer.from(signature(secret, token.eventId, token.registrationId, nonce));
  const given = Buffer.from(token.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
