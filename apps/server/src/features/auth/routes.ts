import {
  formatMobile,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  SIGNUP_COOKIE,
  signupStatusResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from "@vv/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearSessionCookie, cookieOptions, sessionToken, setSessionCookie } from "../../platform/auth";
import { CLEAR_SITE_DATA } from "../../platform/cache-policy";
import { AppError, requestLanguage, unauthorized } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { genderAccessName } from "../profiles/access";
import { viewerOf } from "../profiles/viewer";
import { toSessionUser } from "../users/service";

const tags = ["auth"];

/** Sign-in by OTP, sign-up, sessions. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, otp, sessions } = app.services;
  const t = (request: FastifyRequest, key: string, vars?: Record<string, string | number>) =>
    translate(requestLanguage(request), key, vars);
  const userAgent = (request: FastifyRequest) => String(request.headers["user-agent"] ?? "");
  const signupTicket = (request: FastifyRequest, body?: { signupToken?: string }) =>
    body?.signupToken ?? request.cookies[SIGNUP_COOKIE];

  /** Ends this browser's earlier session (if any) before a new sign-in replaces it. */
  async function dropCurrentSession(request: FastifyRequest, reply: FastifyReply) {
    const { token } = sessionToken(request);
    await sessions.revoke(token);
    clearSessionCookie(reply, app.config);
  }

  app.post(
    "/auth/otp",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Send a one-time password by SMS to an Indian mobile number",
        body: requestOtpBodySchema,
        response: { 200: requestOtpResponseSchema },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      const sent = await otp.send(mobile, request.ip);
      return { message: t(request, "auth:otp.sent", { mobile: formatMobile(mobile) }), mobile, ...sent };
    },
  );

  app.post(
    "/auth/otp/verify",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Check the OTP and sign in; says where the member goes next",
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request, reply) => {
      const { mobile, otp: code, returnToken } = request.body;
      let result: Awaited<ReturnType<typeof auth.verifyAndSignIn>>;
      try {
        result = await auth.verifyAndSignIn(mobile, code, request.ip, userAgent(request));
      } catch (error) {
        // Deactivated or failed verification: whatever this browser had is signed out too.
        if (error instanceof AppError && error.status === 403) await dropCurrentSession(request, reply);
        throw error;
      }
      await dropCurrentSession(request, reply);
      reply.header(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
      // Signing in during the cooling-off period cancels a requested account deletion.
      const deletionCancelled = await app.services.dataRights.cancelOnSignIn(result.user);
      if (result.signupTicket) {
        const maxAge = Math.floor((Date.parse(result.signupTicket.expiresAt) - Date.now()) / 1000);
        reply.setCookie(SIGNUP_COOKIE, result.signupTicket.token, cookieOptions(app.config, maxAge));
      } else {
        reply.clearCookie(SIGNUP_COOKIE, cookieOptions(app.config));
      }
      if (result.session) setSessionCookie(reply, app.config, result.session.token, result.session.expiresAt);
      return {
        outcome: result.outcome,
        message: deletionCancelled
          ? `${t(request, "compliance:rights.deletionCancelled")} ${t(request, result.messageKey)}`
          : t(request, result.messageKey),
        mobile,
        user: result.user && result.session ? toSessionUser(result.user) : null,
        ...(returnToken && result.session ? { token: result.session.token } : {}),
        ...(returnToken && result.signupTicket ? { signupToken: result.signupTicket.token } : {}),
      };
    },
  );

  app.get(
    "/auth/signup",
    {
      config: { access: "public", consent: "exempt" },
      schema: {
        tags,
        summary: "The verified mobile number the sign-up form is for, or null",
        response: { 200: signupStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const ticket = signupTicket(request);
      return { mobile: await auth.signupMobile(ticket, request.session?.user ?? null) };
    },
  );

  app.post(
    "/auth/register",
    {
      config: { access: "public", consent: "exempt" },
      schema: {
        tags,
        summary: "Sign up with the OTP-verified number",
        body: registerBodySchema,
        response: { 200: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await auth.register(body, {
        ticket: signupTicket(request, body),
        sessionUser: request.session?.user ?? null,
        userAgent: userAgent(request),
      });
      // The boxes were ticked (the schema refuses otherwise): keep the versions, time, IP and browser.
      await app.services.legal.recordSignup(result.user.id, request.ip, userAgent(request));
      reply.clearCookie(SIGNUP_COOKIE, cookieOptions(app.config));
      if (result.session) setSessionCookie(reply, app.config, result.session.token, result.session.expiresAt);
      return {
        outcome: result.outcome,
        message: t(request, result.messageKey),
        user: toSessionUser(result.user),
        ...(body.returnToken && result.session ? { token: result.session.token } : {}),
      };
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "End this session at once (the token stops working everywhere)",
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await dropCurrentSession(request, reply);
      reply.clearCookie(SIGNUP_COOKIE, cookieOptions(app.config));
      reply.header(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
      return { message: t(request, "auth:messages.loggedOut") };
    },
  );

  app.get(
    "/auth/me",
    {
      config: { access: "public", consent: "exempt" },
      schema: {
        tags,
        summary: "The signed-in user, or null for a visitor; 401 when the session token no longer works",
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = request.session?.user;
      // A token that no longer works (expired, revoked, forged) is a 401; no token is a visitor.
      if (!user && sessionToken(request).token) throw unauthorized();
      if (!user) return { user: null };
      // Which list entries (Bride / Groom) the menu offers follows the family's own profiles.
      const session = toSessionUser(user);
      const genders = session.hasListingAccess ? await app.services.profiles.genders(viewerOf(user)) : [];
      return { user: { ...session, genderAccess: genderAccessName(genders) } };
    },
  );
};
