import { createHash, randomBytes } from "node:crypto";
import { SESSION_TTL_DAYS, SIGNUP_TICKET_TTL_MINUTES } from "@vv/shared";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { ResolvedSession } from "../../platform/auth";
import { indiaDay } from "../../platform/india-time";
import type { SessionsRepo } from "./sessions-repo";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** A session is pushed forward at most once an hour, so reads do not all turn into writes. */
const RENEW_AFTER_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe. The browser gets the token; the database only its SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type { ResolvedSession } from "../../platform/auth";

/** Opaque, hashed-at-rest sessions with a sliding 30-day expiry, and sign-up tickets. */
export function sessionsService(repo: SessionsRepo) {
  return {
    async create(userId: number, userAgent = ""): Promise<{ token: string; expiresAt: string }> {
      const now = Date.now();
      await repo.deleteExpired(new Date(now).toISOString());
      const token = newToken();
      const expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
      await repo.insert({
        token_hash: hashToken(token),
        user_id: userId,
        expires_at: expiresAt,
        user_agent: userAgent.slice(0, 200),
      });
      await repo.markActive(userId, indiaDay(new Date(now)));
      return { token, expiresAt };
    },

    /** The live session for a token, or null (unknown, forged, expired or deactivated user). */
    async resolve(token: string | undefined): Promise<ResolvedSession | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();
      const row = await repo.findUser(tokenHash, new Date(now).toISOString());
      if (!row) return null;
      const { session_expires_at: expiresAt, list_generation: listGeneration, ...user } = row;
      if (user.row_status !== ROW_STATUS.active) {
        await repo.deleteForUser(user.id);
        return null;
      }
      const resolved: ResolvedSession = { user, tokenHash, listGeneration };
      if (Date.parse(expiresAt) - now < SESSION_TTL_MS - RENEW_AFTER_MS) {
        resolved.renewedUntil = new Date(now + SESSION_TTL_MS).toISOString();
        await repo.extend(tokenHash, resolved.renewedUntil, new Date(now).toISOString());
        // A renewal (at most hourly) is a sign of life too: most families stay signed in for weeks.
        await repo.markActive(user.id, indiaDay(new Date(now)));
      }
      return resolved;
    },

    async revoke(token: string | undefined) {
      if (token && TOKEN_PATTERN.test(token)) await repo.delete(hashToken(token));
    },
    revokeByHash: (tokenHash: string) => repo.delete(tokenHash),
    revokeAllForUser: (userId: number) => repo.deleteForUser(userId),
    countForUser: (userId: number) => repo.countForUser(userId),

    /** After the OTP of a number with no account: lets that browser fill in the sign-up form. */
    async createSignupTicket(mobile: string): Promise<{ token: string; expiresAt: string }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SIGNUP_TICKET_TTL_MINUTES * 60_000).toISOString();
      await repo.deleteTicketsForMobile(mobile);
      await repo.insertTicket({ token_hash: hashToken(token), mobile, expires_at: expiresAt });
      return { token, expiresAt };
    },
    async signupMobile(token: string | undefined): Promise<string | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      return (await repo.findTicketMobile(hashToken(token), new Date().toISOString())) ?? null;
    },
    consumeSignupTickets: (mobile: string) => repo.deleteTicketsForMobile(mobile),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
