import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  GRIEVANCE_CLOSED,
  GRIEVANCE_DUE,
  type GrievanceAdminRow,
  type GrievanceInput,
  type GrievanceListQuery,
  type GrievanceStatus,
  type GrievanceView,
} from "@vv/shared/grievance";
import type { Language } from "@vv/shared/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import type { GrievanceRow, UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { RateLimiter } from "../../platform/rate-limit";
import type { SmsSender } from "../../platform/sms";
import type { BlobStorage } from "../../platform/storage/types";
import { auditRepo } from "../audit/repo";
import { prepareResume } from "../jobs/resume-file";
import { type GrievancesRepo, grievancesRepo } from "./repo";

const REFERENCE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const HOUR = 3_600_000;
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

export function newReference() {
  let out = "GR-";
  for (let i = 0; i < 10; i++) out += REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)];
  return out;
}

/** Per IP: complaints filed and status look-ups (a reference cannot be guessed by trying). */
export const GRIEVANCE_IP_POLICY = { files: 10, lookups: 30, windowMs: 60 * 60_000 } as const;

interface Deps {
  db: DB;
  repo: GrievancesRepo;
  storage: BlobStorage;
  sms: SmsSender;
  limiter: RateLimiter;
  log: Pick<FastifyBaseLogger, "warn">;
  statusUrl: string;
}

/** Complaints to the Grievance Officer: filing, acknowledgement by SMS, status, the committee's queue. */
export function grievancesService({ db, repo, storage, sms, limiter, log, statusUrl }: Deps) {
  async function limit(key: string, max: number) {
    const hit = await limiter.hit(key, max, GRIEVANCE_IP_POLICY.windowMs);
    if (!hit.allowed)
      throw new AppError(429, "rate_limited", "compliance:grievance.rateLimited", {
        minutes: Math.max(1, Math.ceil(hit.retryAfterMs / 60_000)),
      });
  }

  async function views(rows: GrievanceRow[]) {
    const events = await repo.events(rows.map((r) => r.id));
    return rows.map((row) => ({
      row,
      view: {
        reference: row.reference,
        category: row.category,
        description: row.description,
        status: row.status,
        createdAt: row.created_at,
        ackDueAt: row.ack_due_at,
        resolveDueAt: row.resolve_due_at,
        acknowledgedAt: row.acknowledged_at,
        resolvedAt: row.resolved_at,
        hasAttachment: row.attachment_key !== null,
        events: events
          .filter((e) => e.grievance_id === row.id)
          .map((e) => ({ kind: e.kind, status: e.status, message: e.message, createdAt: e.created_at })),
      } satisfies GrievanceView,
    }));
  }

  function adminRow(row: GrievanceRow, view: GrievanceView, now: number): GrievanceAdminRow {
    const open = !GRIEVANCE_CLOSED.includes(row.status);
    return {
      ...view,
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      profileRef: row.profile_ref,
      attachmentType: row.attachment_type,
      ackOverdue: open && row.acknowledged_at === null && Date.parse(row.ack_due_at) < now,
      resolveOverdue: open && Date.parse(row.resolve_due_at) < now,
    };
  }

  return {
    /**
     * `requestKey`: a visitor's Idempotency-Key bound to the visitor's address and the body
     * (routes.ts boundKey). The same complaint retried with it is filed once and answered again with
     * its reference and upload token (the token follows from the bound key).
     */
    async file(
      input: GrievanceInput,
      who: UserRow | null,
      ip: string,
      lang: Language,
      requestKey?: string | null,
    ) {
      await limit(`grievance:file:ip:${ip}`, GRIEVANCE_IP_POLICY.files);
      const keyHash = requestKey ? sha(`grievance-request:${requestKey}`) : null;
      const token = requestKey
        ? sha(`grievance-upload:${requestKey}`)
        : randomBytes(24).toString("base64url");
      const answer = (row: GrievanceRow) => ({
        reference: row.reference,
        message: translate(lang, "compliance:grievance.received", { reference: row.reference }),
        ackDueAt: row.ack_due_at,
        resolveDueAt: row.resolve_due_at,
        uploadToken: token,
      });
      if (keyHash) {
        const filed = await repo.byRequestKey(keyHash);
        if (filed) return answer(filed);
      }
      const now = Date.now();
      let row: GrievanceRow | undefined;
      for (let attempt = 0; !row && attempt < 5; attempt++) {
        const reference = newReference();
        if (await repo.byReference(reference)) continue;
        row = await repo.insert({
          reference,
          category: input.category,
          description: input.description,
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          profile_ref: input.profileRef,
          user_id: who?.id ?? null,
          upload_token_hash: sha(token),
          request_key_hash: keyHash,
          created_ip: ip.slice(0, 45),
          created_at: new Date(now).toISOString(),
          ack_due_at: new Date(now + GRIEVANCE_DUE.ackHours * HOUR).toISOString(),
          resolve_due_at: new Date(now + GRIEVANCE_DUE.resolveDays * 24 * HOUR).toISOString(),
        });
      }
      if (!row) throw new AppError(503, "unavailable", "errors.unavailable");
      const text = translate(lang, "compliance:grievance.sms", { reference: row.reference, url: statusUrl });
      // The reference is on screen already: a failed SMS is logged, the complaint stands.
      await sms.send({ mobile: row.mobile, code: "", text }).catch((error: unknown) => {
        log.warn({ err: error, reference: row.reference }, "grievance acknowledgement SMS failed");
      });
      return answer(row);
    },

    /** One file for the complaint just filed, with the token its create answer gave. */
    async attach(reference: string, token: string, bytes: Buffer) {
      let prepared: Awaited<ReturnType<typeof prepareResume>>;
      try {
        prepared = await prepareResume(bytes);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const key =
          error.status === 413
            ? "compliance:grievance.attachmentTooLarge"
            : error.status === 415
              ? "compliance:grievance.attachmentType"
              : "compliance:grievance.attachmentUnreadable";
        throw new AppError(error.status, error.code, key, { maxMb: 5 });
      }
      const row = await repo.claimUpload(reference, sha(token));
      if (!row) throw new AppError(403, "forbidden", "compliance:grievance.uploadToken");
      const key = `grievances/${row.reference}-${randomBytes(6).toString("hex")}.${prepared.ext}`;
      await storage.put(key, prepared.body, prepared.contentType);
      await repo.update(row.id, { attachment_key: key, attachment_type: prepared.contentType });
    },

    /** The status page: the reference and the complainant's mobile must both match (404 otherwise). */
    async lookup(reference: string, mobile: string, ip: string) {
      await limit(`grievance:lookup:ip:${ip}`, GRIEVANCE_IP_POLICY.lookups);
      const row = await repo.byReference(reference);
      if (!row || row.mobile !== mobile) throw notFound("compliance:grievance.notFound");
      return (await views([row]))[0]?.view as GrievanceView;
    },

    async mine(user: UserRow) {
      return { items: (await views(await repo.byUser(user.id))).map((v) => v.view) };
    },

    async list(query: GrievanceListQuery) {
      const now = new Date();
      const iso = now.toISOString();
      const [{ rows, total }, open, overdue] = await Promise.all([
        repo.list(query, iso),
        repo.count("open", iso),
        repo.count("overdue", iso),
      ]);
      return {
        items: (await views(rows)).map(({ row, view }) => adminRow(row, view, now.getTime())),
        total,
        page: query.page,
        pageSize: 20,
        counts: { open, overdue },
      };
    },

    async summary() {
      const iso = new Date().toISOString();
      const [open, overdue] = await Promise.all([repo.count("open", iso), repo.count("overdue", iso)]);
      return { open, overdue };
    },

    async one(id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const [first] = await views([row]);
      return adminRow(row, first?.view as GrievanceView, Date.now());
    },

    async attachment(id: number) {
      const row = await repo.byId(id);
      if (!row?.attachment_key) throw notFound();
      const object = await storage.get(row.attachment_key);
      if (!object) throw notFound();
      return { ...object, reference: row.reference, pdf: row.attachment_type === "application/pdf" };
    },

    /** A status change and/or a reply: shown to the complainant, written to the audit log. */
    async act(
      admin: UserRow,
      id: number,
      status: GrievanceStatus | undefined,
      reply: string,
      lang: Language,
    ) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const audit = auditRepo(trx);
        const rows = grievancesRepo(trx);
        const changes = status !== undefined && status !== row.status;
        if (changes) {
          await rows.update(id, {
            status,
            ...(row.acknowledged_at === null ? { acknowledged_at: now } : {}),
            resolved_at: GRIEVANCE_CLOSED.includes(status) ? now : null,
          });
          await rows.addEvent({
            grievance_id: id,
            actor_user_id: admin.id,
            kind: "status",
            status,
            created_at: now,
          });
          await audit.insert({
            actor_user_id: admin.id,
            entity_type: "grievance",
            entity_id: id,
            action: "grievanceStatus",
            before_state: JSON.stringify({ status: row.status }),
            after_state: JSON.stringify({ status }),
            remark: null,
          });
        }
        if (reply) {
          // A reply is an acknowledgement too.
          if (row.acknowledged_at === null && !changes)
            await rows.update(id, {
              acknowledged_at: now,
              ...(row.status === "received" ? { status: "acknowledged" as const } : {}),
            });
          await rows.addEvent({
            grievance_id: id,
            actor_user_id: admin.id,
            kind: "reply",
            message: reply,
            created_at: now,
          });
          await audit.insert({
            actor_user_id: admin.id,
            entity_type: "grievance",
            entity_id: id,
            action: "grievanceReply",
            before_state: null,
            after_state: JSON.stringify({ reply }),
            remark: reply,
          });
        }
      });
      return { message: translate(lang, "compliance:grievance.admin.saved"), grievance: await this.one(id) };
    },
  };
}
export type GrievancesService = ReturnType<typeof grievancesService>;
