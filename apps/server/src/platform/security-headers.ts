/**
 * Security headers on every answer (helmet): the Content Security Policy and the rest of helmet's
 * defaults. Helmet's middleware runs once, at start, and the headers it sets are kept: each request
 * then adds them to Fastify's reply in one step, written with the status line, instead of a dozen
 * `setHeader` calls on Node's response (each validating its name and value: ~5 % of a list
 * request's CPU). Same headers, same values; a route's own `reply.header` still wins.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export const SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Other sites get at most our origin, never a page address. Not "no-referrer": with it a form
  // post carries `Origin: null` (the sandbox checkout's buttons would fail the Origin check), and
  // PhonePe refuses checkouts that arrive with no referrer at all.
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/** The portal's policy, allowing the inline scripts of index.html by their hashes as well. */
export function securityHeadersWith(inlineScripts: readonly string[]): HelmetOptions {
  const csp = SECURITY_HEADERS.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  return {
    ...SECURITY_HEADERS,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, scriptSrc: ["'self'", ...inlineScripts] },
    },
  };
}

/**
 * The headers helmet sets for these options, read by running its middleware once on a stand-in
 * response. Only for options whose headers do not depend on the request: a CSP directive given as a
 * function (a per-request nonce) is refused.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === "object" && csp ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === "function"))
    throw new Error("security headers: a directive computed per request cannot be set once");
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = "helmet did not finish at once";
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * What a hashed asset of the web app (a script, stylesheet, font or picture under {BASE_PATH}assets/)
 * keeps: the policy, framing and referrer headers only act on documents and workers, and over
 * HTTP/1.1 they were ~600 of the ~1,150 bytes of headers on each of the 40–60 files a page loads
 *. The service worker script and index.html are not under assets/ and keep them all.
 */
const ASSET_HEADERS = ["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"];

/**
 * Root-level and first of the request hooks: every answer, whatever route (or none) it comes
 * from, a refusal by an earlier guard included, carries the headers (a web app asset those of
 * ASSET_HEADERS, when `assetsPrefix` is given).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
  assetsPrefix?: string,
) {
  const headers = helmetHeaders(options);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
  );
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(assetsPrefix && request.url.startsWith(assetsPrefix) ? assetHeaders : headers);
    done();
  });
}
