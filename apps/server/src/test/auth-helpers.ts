/** Test helpers for signing in through the real OTP round trip (console SMS outbox). */
import { randomInt } from "node:crypto";
import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { NewUser } from "../features/users/repo";

export function uniqueMobile(): string {
  return `${randomInt(7, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

export async function sendOtp(app: FastifyInstance, mobile: string, ip = uniqueIp(), lang = "en") {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/otp",
    remoteAddress: ip,
    headers: { "accept-language": lang },
    payload: { mobile },
  });
}

/** The code the console adapter last "sent" to the number. */
export function lastCode(app: FastifyInstance, mobile: string): string {
  const entry = app.services.sms.outbox?.().find((m) => m.mobile === mobile);
  if (!entry) throw new Error(`no OTP in the outbox for ${mobile}`);
  return entry.code;
}

export async function verifyOtp(
  app: FastifyInstance,
  mobile: string,
  otp: string,
  options: { ip?: string; cookies?: Record<string, string>; returnToken?: boolean; lang?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/verify",
    remoteAddress: options.ip ?? uniqueIp(),
    headers: { "accept-language": options.lang ?? "en" },
    cookies: options.cookies,
    payload: { mobile, otp, ...(options.returnToken ? { returnToken: true } : {}) },
  });
}

/** Full round trip: send, read the outbox, verify. Returns the verify response and cookies. */
export async function signIn(app: FastifyInstance, mobile: string, options: { lang?: string } = {}) {
  const ip = uniqueIp();
  const sent = await sendOtp(app, mobile, ip, options.lang);
  if (sent.statusCode !== 200) throw new Error(`OTP send failed: ${sent.statusCode} ${sent.body}`);
  const res = await verifyOtp(app, mobile, lastCode(app, mobile), { ip, lang: options.lang });
  return {
    res,
    session: cookieOf(res, "vv_session")?.value,
    signup: cookieOf(res, "vv_signup")?.value,
  };
}

/** An account straight in the database: by default a registered, verified, active member. */
export async function makeUser(app: FastifyInstance, overrides: Partial<NewUser> = {}) {
  const user = await app.services.users.insertIfAbsent({
    mobile: uniqueMobile(),
    first_name: "Test",
    last_name: "Member",
    role: "member",
    is_verified: 1,
    row_status: 1,
    is_bride_groom_access: 1,
    is_redirected: 1,
    state_id: 20,
    district_id: 2021,
    // Made straight in the database: as if the current Terms and Privacy Notice were accepted.
    terms_version: SHIPPED_LEGAL_VERSIONS.terms.version,
    privacy_version: SHIPPED_LEGAL_VERSIONS.privacy.version,
    ...overrides,
  });
  if (!user) throw new Error("user already exists");
  return user;
}

export async function me(app: FastifyInstance, auth: { cookie?: string; bearer?: string }) {
  return app.inject({
    method: "GET",
    url: "/api/v1/auth/me",
    cookies: auth.cookie ? { vv_session: auth.cookie } : undefined,
    headers: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : undefined,
  });
}
