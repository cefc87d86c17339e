import type { LoginOutcome, RegisterInput } from "@vv/shared";
import { VERIFICATION } from "@vv/shared";
import { findDistrict, findState } from "@vv/shared/reference";
import { FLAG, ROW_STATUS } from "@vv/shared/statuses";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest, conflict, unauthorized } from "../../platform/errors";
import type { SettingsService } from "../settings/service";
import type { UsersService } from "../users/service";
import type { OtpService } from "./otp";
import type { SessionsService } from "./sessions";

export type RegisterOutcome = "verified" | "pending" | "associate";

export interface SignInResult {
  outcome: LoginOutcome;
  messageKey: string;
  user: UserRow | null;
  session?: { token: string; expiresAt: string };
  signupTicket?: { token: string; expiresAt: string };
}

interface Deps {
  otp: OtpService;
  users: UsersService;
  sessions: SessionsService;
  settings: SettingsService;
}

const refused = (key: string) => new AppError(403, "forbidden", key);

/** Refused verification: the agreed message, with the committee's remark when it wrote one. */
const verificationFailed = (user: UserRow) =>
  user.verification_remark
    ? new AppError(403, "forbidden", "auth:messages.verificationFailedRemark", {
        remark: user.verification_remark,
      })
    : refused("auth:messages.verificationFailed");

/**
 * The sign-in and sign-up rules. After a right OTP, in this order: no account -> sign-up;
 * deactivated -> refused (checked first for every role, so deactivation always locks the account);
 * associate -> my-profile; sign-up form not completed -> register; pending -> create-profile;
 * failed -> refused; verified -> the return page or the list.
 */
export function authService({ otp, users, sessions, settings }: Deps) {
  async function signIn(user: UserRow, outcome: LoginOutcome, messageKey: string, userAgent: string) {
    const session = await sessions.create(user.id, userAgent);
    return { outcome, messageKey, user, session } satisfies SignInResult;
  }

  function registerOutcome(user: UserRow): { outcome: RegisterOutcome; messageKey: string } {
    if (user.role === "associate") return { outcome: "associate", messageKey: "auth:messages.registered" };
    if (user.is_verified === VERIFICATION.verified) {
      return { outcome: "verified", messageKey: "auth:messages.registered" };
    }
    return { outcome: "pending", messageKey: "auth:messages.thankYouRegistering" };
  }

  function checkPlace(input: RegisterInput) {
    if (!findState(input.stateId))
      throw badRequest("errors.validation", { stateId: "auth:validation.stateRequired" });
    if (findDistrict(input.districtId)?.stateId !== input.stateId) {
      throw badRequest("errors.validation", { districtId: "auth:validation.districtNotInState" });
    }
  }

  return {
    async verifyAndSignIn(
      mobile: string,
      code: string,
      ip: string,
      userAgent: string,
    ): Promise<SignInResult> {
      await otp.verify(mobile, code, ip);
      const found = await users.findByMobile(mobile);
      const user = found && (await users.markMobileVerified(found));
      if (!user) {
        const signupTicket = await sessions.createSignupTicket(mobile);
        return { outcome: "signup", messageKey: "auth:messages.notRegistered", user: null, signupTicket };
      }
      if (user.row_status !== ROW_STATUS.active) {
        await sessions.revokeAllForUser(user.id);
        throw refused("auth:messages.deactivated");
      }
      if (user.role === "associate")
        return signIn(user, "associate", "auth:messages.loginSuccess", userAgent);
      if (user.is_redirected !== FLAG.yes) {
        return signIn(user, "completeRegistration", "auth:messages.completeRegistration", userAgent);
      }
      if (user.is_verified === VERIFICATION.pending) {
        return signIn(user, "pending", "auth:messages.verificationPending", userAgent);
      }
      if (user.is_verified === VERIFICATION.failed) {
        await sessions.revokeAllForUser(user.id);
        throw verificationFailed(user);
      }
      return signIn(user, "verified", "auth:messages.loginSuccess", userAgent);
    },

    /** The number the sign-up form is for: the signed-in, not yet registered user's, or the ticket's. */
    async signupMobile(ticket: string | undefined, sessionUser: UserRow | null): Promise<string | null> {
      if (sessionUser) return sessionUser.is_redirected === FLAG.yes ? null : sessionUser.mobile;
      return sessions.signupMobile(ticket);
    },

    async register(
      input: RegisterInput,
      context: { ticket: string | undefined; sessionUser: UserRow | null; userAgent: string },
    ) {
      checkPlace(input);
      const associateId = await users.resolveAssociate(input.associateId);
      const details = { ...input, associateId };
      const mismatch = () =>
        badRequest("auth:messages.mobileMismatch", { mobile: "auth:messages.mobileMismatch" });

      const ticketMobile = await sessions.signupMobile(context.ticket);
      if (ticketMobile) {
        if (ticketMobile !== input.mobile) throw mismatch();
        const { newMembersVerified } = await settings.get();
        const created = await users.createMember(input.mobile, details, newMembersVerified);
        if (!created) throw conflict("auth:messages.alreadyRegistered");
        await sessions.consumeSignupTickets(input.mobile);
        const session = await sessions.create(created.id, context.userAgent);
        return { ...registerOutcome(created), user: created, session };
      }

      const current = context.sessionUser;
      if (!current) throw unauthorized("auth:messages.signupExpired");
      if (current.is_redirected === FLAG.yes) throw conflict("auth:messages.alreadyRegistered");
      if (current.mobile !== input.mobile) throw mismatch();
      const updated = (await users.completeRegistration(current.id, details)) ?? current;
      if (updated.is_verified === VERIFICATION.failed && updated.role !== "associate") {
        await sessions.revokeAllForUser(updated.id);
        throw verificationFailed(updated);
      }
      return { ...registerOutcome(updated), user: updated, session: undefined };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
