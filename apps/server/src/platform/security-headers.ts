/**
 * Security headers on every answer (helmet): the Content Security Policy and the rest of helmet's
 * defaults. Helmet is set up once, here, and its middleware runs on each request; @fastify/helmet,
 * used before, built the whole middleware again on every request (parsing and validating the CSP
 * directives each time, a twelfth of a small request's time: issue 17). Same headers, same values.
 */
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

/** Root-level: every answer, whatever route (or none) it comes from, carries the headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const setHeaders = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
