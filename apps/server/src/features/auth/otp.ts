import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_POLICY } from "@vv/shared";
import { AppError, badRequest } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { RateLimiter } from "../../platform/rate-limit";
import type { SmsSender } from "../../platform/sms";
import type { OtpRepo } from "./otp-repo";

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

const tooMany = (key: string, vars?: Record<string, number>) => new AppError(429, "rate_limited", key, vars);
const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const otpKeys = {
  ipSends: (ip: string) => `otp:send:ip:${ip}`,
  ipVerifies: (ip: string) => `otp:verify:ip:${ip}`,
  cooldown: (mobile: string) => `otp:cooldown:${mobile}`,
  numberSends: (mobile: string) => `otp:send:mobile:${mobile}`,
  numberFailures: (mobile: string) => `otp:fail:mobile:${mobile}`,
};

/** A six-digit code from the operating system's cryptographic generator. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_POLICY.length)
    .toString()
    .padStart(OTP_POLICY.length, "0");
}

export interface OtpDeps {
  repo: OtpRepo;
  limiter: RateLimiter;
  /** Per-IP caps per window; OTP_POLICY's by default. */
  ipLimits?: { sends: number; verifies: number };
  sms: SmsSender;
  secret: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * OTP sign-in codes: stored only as an HMAC under the server secret, valid 5 minutes,
 * 5 wrong tries, 30 s between sends, 5 sends per number per hour, per-IP caps, constant-time check.
 */
export function otpService({ repo, limiter, sms, secret, log, ipLimits: ipOverrides }: OtpDeps) {
  const ipLimits = ipOverrides ?? {
    sends: OTP_POLICY.sendsPerIpPerWindow,
    verifies: OTP_POLICY.verifiesPerIpPerWindow,
  };
  const hash = (mobile: string, code: string) =>
    createHmac("sha256", secret).update(`otp:${mobile}:${code}`).digest("hex");

  /** Too many wrong codes for one number in a day: no more sends or checks for it until they age out. */
  async function refuseIfNumberLocked(mobile: string) {
    const failures = await limiter.check(
      otpKeys.numberFailures(mobile),
      OTP_POLICY.wrongPerNumberPerDay,
      DAY,
    );
    if (!failures.allowed) {
      throw tooMany("auth:otp.numberLocked", { hours: Math.max(1, Math.ceil(failures.retryAfterMs / HOUR)) });
    }
  }

  return {
    async send(mobile: string, ip: string) {
      const perIp = await limiter.hit(
        otpKeys.ipSends(ip),
        ipLimits.sends,
        OTP_POLICY.ipWindowSeconds * SECOND,
      );
      if (!perIp.allowed) throw tooMany("auth:otp.ipLimit", { minutes: minutesOf(perIp.retryAfterMs) });
      await refuseIfNumberLocked(mobile);
      const cooldown = await limiter.hit(
        otpKeys.cooldown(mobile),
        1,
        OTP_POLICY.resendCooldownSeconds * SECOND,
      );
      if (!cooldown.allowed) {
        throw tooMany("auth:otp.cooldown", {
          seconds: Math.max(1, Math.ceil(cooldown.retryAfterMs / SECOND)),
        });
      }
      const perNumber = await limiter.hit(
        otpKeys.numberSends(mobile),
        OTP_POLICY.sendsPerNumberPerHour,
        HOUR,
      );
      if (!perNumber.allowed) {
        throw tooMany("auth:otp.numberLimit", { minutes: minutesOf(perNumber.retryAfterMs) });
      }

      const code = generateOtp();
      await repo.deleteExpired(new Date().toISOString());
      const expiresAt = new Date(Date.now() + OTP_POLICY.ttlSeconds * SECOND).toISOString();
      await repo.put(mobile, hash(mobile, code), expiresAt);
      const minutes = OTP_POLICY.ttlSeconds / 60;
      // One DLT-registered template: the SMS text is English whatever the page language.
      const text = translate("en", "auth:otp.smsText", { code, minutes });
      try {
        await sms.send({ mobile, code, text });
      } catch (error) {
        log.warn({ err: error, provider: sms.name }, "OTP SMS could not be sent");
        throw new AppError(503, "unavailable", "auth:otp.smsFailed");
      }
      return {
        expiresInSeconds: OTP_POLICY.ttlSeconds,
        resendAfterSeconds: OTP_POLICY.resendCooldownSeconds,
      };
    },

    /** Resolves when the code is right (and uses it up); throws a translated error otherwise. */
    async verify(mobile: string, code: string, ip: string): Promise<void> {
      const perIp = await limiter.hit(
        otpKeys.ipVerifies(ip),
        ipLimits.verifies,
        OTP_POLICY.ipWindowSeconds * SECOND,
      );
      if (!perIp.allowed) throw tooMany("auth:otp.ipLimit", { minutes: minutesOf(perIp.retryAfterMs) });

      await refuseIfNumberLocked(mobile);
      const now = new Date().toISOString();
      const claimed = await repo.claimAttempt(mobile, now, OTP_POLICY.maxWrongAttempts);
      if (!claimed) {
        const current = await repo.find(mobile);
        if (current && current.expires_at > now && current.attempts >= OTP_POLICY.maxWrongAttempts) {
          throw tooMany("auth:otp.tooManyAttempts");
        }
        throw badRequest("auth:otp.expired", { otp: "auth:otp.expired" });
      }
      const given = Buffer.from(hash(mobile, code), "hex");
      const stored = Buffer.from(claimed.code_hash, "hex");
      const matches = given.length === stored.length && timingSafeEqual(given, stored);
      if (!matches) {
        await limiter.hit(otpKeys.numberFailures(mobile), OTP_POLICY.wrongPerNumberPerDay, DAY);
        if (claimed.attempts >= OTP_POLICY.maxWrongAttempts) throw tooMany("auth:otp.tooManyAttempts");
        throw badRequest("auth:otp.invalid", { otp: "auth:otp.invalid" });
      }
      if (!(await repo.consume(mobile, claimed.code_hash))) {
        throw badRequest("auth:otp.expired", { otp: "auth:otp.expired" });
      }
      // The number proved itself: a new sign-in right away need not wait for the resend cooldown.
      await limiter.reset(otpKeys.cooldown(mobile));
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
