/**
 * Conditional GETs for JSON that depends on who asks (issue 17): a route with `config: { etag: true }`
 * answers `Cache-Control: private, no-cache` and a weak ETag computed from the very body this viewer
 * gets; the browser keeps it for itself alone and asks again with If-None-Match, and when the body it
 * would get now is the same, the answer is 304 with no body (the handler still runs: the session,
 * rules and records such as contact views apply as for a 200).
 *
 * Safe across viewers by construction: the tag is the hash of the bytes this viewer would be sent, so
 * another member's tag (say a family that sees the real photo and the contacts) can only match when
 * this viewer's own answer is byte for byte the same. Weak (W/): compression changes the bytes on the
 * wire, not the JSON they carry.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { PRIVATE_REVALIDATE } from "./cache-policy";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answer this GET with a body ETag and `private, no-cache`; 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match names this tag (weak comparison, RFC 9110 13.1.2) or is "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** Registered before compression, so the tag is of the JSON itself and a 304 is never compressed. */
export function registerJsonEtags(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.routeOptions.config?.etag || request.method !== "GET" || reply.statusCode !== 200) {
      return done(null, payload);
    }
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = bodyEtag(payload);
    reply.header("etag", etag).header("cache-control", PRIVATE_REVALIDATE);
    if (!etagMatches(request.headers["if-none-match"], etag)) return done(null, payload);
    reply.code(304).removeHeader("content-length").removeHeader("content-type");
    done(null, "");
  });
}
