/**
 * Conditional GETs for JSON that depends on who asks: a route with `config: { etag: true }`
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
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
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

/**
 * A JSON answer written once and sent as it is, many times (an answer kept by a service): the same
 * bytes the route's response schema would write (unknown keys dropped), and their tag.
 */
export interface PreparedJson {
  readonly json: string;
  readonly etag: string;
}

export function prepareJson<S extends z.ZodType>(schema: S, value: z.output<S>): PreparedJson {
  // As fastify-type-provider-zod's serializer does for each reply: encode with the schema, stringify.
  const json = JSON.stringify(z.encode(schema, value));
  return { json, etag: bodyEtag(json) };
}

/** Sends a prepared answer; the ETag hook takes its tag instead of hashing the bytes again. */
export function sendPreparedJson(reply: FastifyReply, prepared: PreparedJson) {
  return reply.header("etag", prepared.etag).type("application/json; charset=utf-8").send(prepared.json);
}

/** Registered before compression, so the tag is of the JSON itself and a 304 is never compressed. */
export function registerJsonEtags(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.routeOptions.config?.etag || request.method !== "GET" || reply.statusCode !== 200) {
      return done(null, payload);
    }
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    // Only sendPreparedJson sets the tag before this hook, from the same bytes.
    const etag = (reply.getHeader("etag") as string | undefined) ?? bodyEtag(payload);
    reply.header("etag", etag).header("cache-control", PRIVATE_REVALIDATE);
    if (!etagMatches(request.headers["if-none-match"], etag)) return done(null, payload);
    reply.code(304).removeHeader("content-length").removeHeader("content-type");
    done(null, "");
  });
}
