import {
  type AcceptBody,
  CONSENT_REQUIRED_STATUS,
  DEFAULT_LEGAL_CONFIG,
  type GrievanceOfficer,
  type LegalConfig,
  type LegalDocumentKind,
  legalConfigSchema,
} from "@vv/shared/consent";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, conflict, notFound } from "../../platform/errors";
import { indiaDay } from "../../platform/india-time";
import { auditRepo } from "../audit/repo";
import type { SettingsRepo } from "../settings/repo";
import type { LegalRepo } from "./repo";

export const LEGAL_SETTINGS_KEY = "legal_config";
/** Several app servers: a version another server published is seen here within this time. */
const CACHE_MS = 15_000;

export const consentRequired = () =>
  new AppError(CONSENT_REQUIRED_STATUS, "consent_required", "compliance:consent.mustAccept");

/**
 * The Terms and Privacy Notice versions in force, the Grievance Officer, and each member's consent:
 * sign-up records it, a newly published version must be accepted before member routes answer.
 */
export function legalService(db: DB, repo: LegalRepo, settings: SettingsRepo) {
  let cached: { at: number; value: LegalConfig } | null = null;

  async function load(): Promise<LegalConfig> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const stored = (await settings.all())[LEGAL_SETTINGS_KEY];
    let value = DEFAULT_LEGAL_CONFIG;
    if (stored) {
      const parsed = legalConfigSchema.partial().safeParse(JSON.parse(stored));
      if (parsed.success) value = { ...DEFAULT_LEGAL_CONFIG, ...parsed.data };
    }
    cached = { at: Date.now(), value };
    return value;
  }

  async function save(next: LegalConfig) {
    await settings.put({ [LEGAL_SETTINGS_KEY]: JSON.stringify(legalConfigSchema.parse(next)) });
    cached = { at: Date.now(), value: next };
    return next;
  }

  async function mustAccept(user: Pick<UserRow, "terms_version" | "privacy_version">) {
    const current = await load();
    const out: LegalDocumentKind[] = [];
    if (user.terms_version < current.terms.version) out.push("terms");
    if (user.privacy_version < current.privacy.version) out.push("privacy");
    return out;
  }

  return {
    config: load,
    mustAccept,
    /** Forget the cached versions (the settings row was changed outside this service). */
    invalidate() {
      cached = null;
    },

    /** Member routes call this (platform/auth.ts guardRoutes): 428 until the current versions are accepted. */
    async assertAccepted(user: UserRow) {
      if ((await mustAccept(user)).length > 0) throw consentRequired();
    },

    /**
     * Sign-up: the boxes were ticked (the schema insists); keep what was accepted, when and from where,
     * the Terms and the Privacy Notice each as its own consent.
     */
    async recordSignup(userId: number, ip: string, userAgent: string) {
      const current = await load();
      await repo.stampUser(userId, ip);
      await repo.record({
        userId,
        kind: "signup",
        documents: ["terms", "privacy"],
        termsVersion: current.terms.version,
        privacyVersion: current.privacy.version,
        declaration: true,
        ip,
        userAgent,
      });
    },

    async accept(user: UserRow, body: AcceptBody, ip: string, userAgent: string) {
      const current = await load();
      // The member read a page that is no longer current: they must read the new one first.
      if (body.terms !== current.terms.version || body.privacy !== current.privacy.version)
        throw conflict("compliance:consent.stale");
      await repo.record({
        userId: user.id,
        kind: "accept",
        documents: await mustAccept(user),
        termsVersion: current.terms.version,
        privacyVersion: current.privacy.version,
        declaration: false,
        ip,
        userAgent,
      });
    },

    /** Withdrawal is recorded; the account is then closed (data-rights deletion). */
    async recordWithdrawal(user: UserRow, ip: string, userAgent: string) {
      await repo.record({
        userId: user.id,
        kind: "withdraw",
        documents: [],
        termsVersion: 0,
        privacyVersion: 0,
        declaration: false,
        ip,
        userAgent,
      });
    },

    async publish(admin: UserRow, document: LegalDocumentKind) {
      cached = null;
      const current = await load();
      const next = {
        ...current,
        [document]: { version: current[document].version + 1, date: indiaDay(new Date()) },
      };
      await save(next);
      await auditRepo(db).insert({
        actor_user_id: admin.id,
        entity_type: "settings",
        entity_id: 0,
        action: "publishLegal",
        before_state: JSON.stringify({ [document]: current[document].version }),
        after_state: JSON.stringify({ [document]: next[document].version }),
        remark: null,
      });
      return next;
    },

    /** At start, from the environment (settings/trust-setup.ts): no admin acts, so no audit row. */
    async replaceGrievanceOfficer(officer: GrievanceOfficer) {
      cached = null;
      return save({ ...(await load()), grievanceOfficer: officer });
    },

    async setGrievanceOfficer(admin: UserRow, officer: GrievanceOfficer) {
      cached = null;
      const current = await load();
      const next = await save({ ...current, grievanceOfficer: officer });
      await auditRepo(db).insert({
        actor_user_id: admin.id,
        entity_type: "settings",
        entity_id: 0,
        action: "update",
        before_state: JSON.stringify(current.grievanceOfficer),
        after_state: JSON.stringify(officer),
        remark: null,
      });
      return next;
    },

    stampProfile: (profileId: number, ip: string) => repo.stampProfile(profileId, ip),

    async userTrace(userId: number) {
      const trace = await repo.userTrace(userId);
      if (!trace) throw notFound();
      const records = await repo.records(userId);
      return {
        createdAt: trace.created_at,
        createdIp: trace.created_ip,
        termsVersion: trace.terms_version,
        privacyVersion: trace.privacy_version,
        records: records.map((r) => ({
          kind: r.kind,
          document: r.document,
          termsVersion: r.terms_version,
          privacyVersion: r.privacy_version,
          declaration: r.declaration === 1,
          ip: r.ip,
          userAgent: r.user_agent,
          createdAt: r.created_at,
        })),
      };
    },

    async profileTrace(profileId: number) {
      const trace = await repo.profileTrace(profileId);
      if (!trace) throw notFound();
      return { createdAt: trace.created_at, createdIp: trace.created_ip };
    },
  };
}
export type LegalService = ReturnType<typeof legalService>;
