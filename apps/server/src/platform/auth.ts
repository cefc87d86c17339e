/**
 * Who is calling: the session from the `vv_session` cookie (or `Authorization: Bearer`), role guards,
 * and the Origin check that refuses cross-site unsafe requests.
 */
import { type Role, SESSION_COOKIE } from "@vv/shared";
import { ADMIN_ROLES } from "@vv/shared/users";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { UserRow } from "../db/schema";
import { CLEAR_SITE_DATA } from "./cache-policy";
import { forbidden, unauthorized } from "./errors";

/**
 * Who may call a route, declared in its options (`config: { access: "member" }`), checked by
 * guardRoutes before the body is even parsed: "public" (anyone), "member" (any signed-in account,
 * whatever its role; the handler decides the rest), "optional" (visitors and members alike, the
 * answer depending on who asks), or a list of roles.
 */
export type RouteAccess = "public" | "optional" | "member" | readonly Role[];

/** The signed-in session a request carries (resolved by features/auth/sessions from the cookie). */
export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  /** Set when this request pushed the expiry forward: the cookie is sent again. */
  renewedUntil?: string;
  /**
   * The browse list's change counter as this request began (features/profiles/list-generation-sql.ts),
   * read in the session's own statement: a list request makes one database round trip fewer.
   */
  listGeneration?: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The live session of this request, resolved once by the API's onRequest hook. */
    session: ResolvedSession | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The message key of this route's 401 (default errors.unauthorized). */
    unauthorizedKey?: string;
    /**
     * "exempt": answers a signed-in caller before the current Terms and Privacy Notice are accepted
     * (the accept screen, withdrawing consent, downloading one's data, closing the account), and a
     * public route sees that caller's session. Every other route that is not "public" answers a
     * signed-in caller 428 consent_required until they are accepted — also a route that declares
     * no access at all; a "public" route serves such a caller as a visitor.
     */
    consent?: "exempt";
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Secure whenever PUBLIC_URL is https:// — also behind a TLS proxy that talks plain HTTP to the app
 * (production refuses to start without PUBLIC_URL, see config.ts); otherwise as the request came.
 */
export function cookieOptions(config: Config, maxAgeSeconds?: number) {
  const httpsSite = /^https:\/\//i.test(config.PUBLIC_URL ?? "");
  return {
    path: config.BASE_PATH,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: httpsSite ? true : ("auto" as const),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  // Anything other than "Bearer <token>" is still a credential that does not work: a 401, not a visitor.
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? header;
}

/** The session token of a request: the Bearer header wins over the cookie. */
export function sessionToken(request: FastifyRequest): { token: string | undefined; fromCookie: boolean } {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, fromCookie: false };
  return { token: request.cookies?.[SESSION_COOKIE], fromCookie: true };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: string) {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, maxAge));
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** Root-level: request decoration and the Origin check for every unsafe method. */
export function registerRequestGuards(app: FastifyInstance) {
  app.decorateRequest("session", null);
  const publicOrigin = app.config.PUBLIC_URL ? safeOrigin(app.config.PUBLIC_URL) : null;
  // Scheme, host and port all count: http://our-host is another origin than https://our-host (a
  // network attacker can serve the plain-HTTP one).
  const crossSite = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    const ours = (candidate: string | null) =>
      candidate !== null &&
      (candidate === publicOrigin || candidate === safeOrigin(`${request.protocol}://${request.host}`));
    if (origin === undefined) {
      // Old browsers may omit Origin; Fetch Metadata still tells a cross-site request apart, and
      // a Referer from another site is refused like a foreign Origin.
      if (request.headers["sec-fetch-site"] === "cross-site") return true;
      const referer = request.headers.referer;
      return referer !== undefined && !ours(safeOrigin(referer));
    }
    return !ours(safeOrigin(origin));
  };
  // Synchronous hooks (here and in the other per-request hooks): no promise for every request.
  app.addHook("onRequest", (request, _reply, done) => {
    done(UNSAFE_METHODS.has(request.method) && crossSite(request) ? forbidden() : undefined);
  });
}

/** API scope: resolves the session once per request and renews the sliding cookie. */
export function registerSessionHook(api: FastifyInstance) {
  const resolve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    fromCookie: boolean,
  ) => {
    request.session = await api.services.sessions.resolve(token);
    if (!fromCookie) return;
    if (!request.session) {
      // The session ended elsewhere (logout on another device, deactivation, expiry): this browser
      // also forgets what it cached for it.
      clearSessionCookie(reply, api.config);
      reply.header(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
    } else if (request.session.renewedUntil)
      setSessionCookie(reply, api.config, token, request.session.renewedUntil);
  };
  // A request without a token goes on at once (no promise); one with a token waits for its session.
  api.addHook("onRequest", (request, reply, done) => {
    const { token, fromCookie } = sessionToken(request);
    if (!token) return done();
    resolve(request, reply, token, fromCookie).then(() => done(), done);
  });
}

/**
 * Sign-in, role and consent are checked before anything of the body is read or validated, so a
 * visitor gets 401 and a member without the role 403 whatever they send, and learn nothing about the route:
 * - every route under `adminPrefix` (the admin API) needs an admin role;
 * - every other route declares `config.access` (a test insists on it for every route).
 * The consent gate is default-deny: whatever a route declares, a signed-in caller who has not
 * accepted the current Terms gets 428, unless the route is "public" or says `consent: "exempt"`.
 * A public route answers that caller as it answers a visitor (a job's applicants, a committee
 * editor's view stay behind the Terms), unless it is exempt. Handlers still call
 * requireUser/requireRole for the account they act as.
 */
export function guardRoutes(api: FastifyInstance, adminPrefix: string) {
  api.addHook("onRoute", (route) => {
    const isAdminRoute = route.url === adminPrefix || route.url.startsWith(`${adminPrefix}/`);
    const access: RouteAccess | undefined = isAdminRoute ? ADMIN_ROLES : route.config?.access;
    const consentExempt = route.config?.consent === "exempt";
    if (access === "public" && consentExempt) return;
    const unauthorizedKey = route.config?.unauthorizedKey;
    const needsSignIn = access === "member" || Array.isArray(access);
    const check = async (request: FastifyRequest, user: UserRow) => {
      if (access !== "public") return api.services.legal.assertAccepted(user);
      if ((await api.services.legal.mustAccept(user)).length > 0) request.session = null;
    };
    // Callback style: a visitor's request (most public reads) passes without a promise.
    const guard = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const user = request.session?.user;
      if (!user) return done(needsSignIn ? unauthorized(unauthorizedKey) : undefined);
      if (Array.isArray(access) && !access.includes(user.role)) return done(forbidden());
      if (consentExempt) return done();
      check(request, user).then(() => done(), done);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** An admin or super admin, or 403 (401 for a visitor). */
export const requireAdmin = (request: FastifyRequest): UserRow => requireRole(request, ...ADMIN_ROLES);

/** scheme://host[:port] of an http(s) URL (default ports dropped), or null. */
function safeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
