import type { Language } from "@vv/shared/i18n";
import {
  ID_DOCUMENT_KEEP_DAYS,
  ID_QUEUE_PAGE_SIZE,
  type IdDecision,
  type IdDocumentType,
  type IdentityQueue,
  type IdentityStatus,
} from "@vv/shared/identity";
import { profileSlug } from "@vv/shared/profile";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import type { IdentityDocumentRow, UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { BlobStorage } from "../../platform/storage/types";
import { auditRepo } from "../audit/repo";
import { notify } from "../notifications/notify";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { newDocumentKey, prepareDocument } from "./file";
import { type IdentityRepo, identityRepo } from "./repo";

const DAY = 86_400_000;

interface Deps {
  db: DB;
  repo: IdentityRepo;
  storage: BlobStorage;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

/** The state a family sees: the newest document decides it; "verified" stays once given. */
export function identityStatus(history: IdentityDocumentRow[], verifiedAt: string | null): IdentityStatus {
  const latest = history[0];
  if (!latest)
    return { state: "none", documentType: null, uploadedAt: null, decidedAt: null, remark: null, verifiedAt };
  return {
    state: latest.status,
    documentType: latest.document_type,
    uploadedAt: latest.uploaded_at,
    decidedAt: latest.decided_at,
    remark: latest.status === "rejected" ? latest.remark : null,
    verifiedAt,
  };
}

/**
 * Verified identity: a family uploads a document per profile it manages, the committee
 * opens it (nobody else can) and verifies or rejects it; the bytes are deleted ID_DOCUMENT_KEEP_DAYS
 * after the decision, the record of the check stays.
 */
export function identityService({ db, repo, storage, log }: Deps) {
  /** The profile when this viewer manages it and it is not deleted; 404 otherwise (nothing leaks). */
  async function managed(viewer: Viewer, profileId: number) {
    const row = await repo.profile(profileId);
    if (!row || row.erased_at || row.row_status === ROW_STATUS.deleted || !managesProfile(viewer, row))
      throw notFound("profile:errors.notFound");
    return row;
  }

  async function status(profileId: number, verifiedAt: string | null) {
    return identityStatus(await repo.history(profileId), verifiedAt);
  }

  return {
    async status(viewer: Viewer, profileId: number): Promise<IdentityStatus> {
      const row = await managed(viewer, profileId);
      return status(row.id, row.id_verified_at);
    },

    /** A new document: replaces a pending one; refused once the profile is verified. */
    async upload(viewer: Viewer, profileId: number, type: IdDocumentType, bytes: Buffer, lang: Language) {
      const row = await managed(viewer, profileId);
      if (row.id_verified_at) throw new AppError(409, "conflict", "compliance:identity.errors.verified");
      const prepared = await prepareDocument(bytes);
      const key = newDocumentKey(row.id, prepared.ext);
      await storage.put(key, prepared.body, prepared.contentType);
      const now = new Date().toISOString();
      const fields = {
        document_type: type,
        storage_key: key,
        content_type: prepared.contentType,
        uploaded_by_user_id: viewer.id,
        uploaded_at: now,
      };
      const pending = await repo.pendingOf(row.id);
      try {
        if (pending) await repo.update(pending.id, fields);
        else await repo.insert({ ...fields, profile_id: row.id, status: "pending" });
      } catch (error) {
        // Another upload for the same profile won the race (one pending document per profile).
        await storage.delete(key).catch(() => undefined);
        log.warn({ err: error, profileId }, "identity document upload lost a race");
        throw new AppError(409, "conflict", "compliance:identity.errors.busy");
      }
      if (pending?.storage_key) await storage.delete(pending.storage_key).catch(() => undefined);
      return {
        message: translate(lang, "compliance:identity.uploaded"),
        status: await status(row.id, row.id_verified_at),
      };
    },

    async queue(page: number): Promise<IdentityQueue> {
      const { rows, total } = await repo.queue(page);
      return {
        items: rows.map((r) => ({
          id: r.id,
          profileId: r.profile_id,
          registrationNumber: r.registration_number,
          slug: profileSlug(r.registration_number ?? r.profile_id, r.first_name, r.last_name),
          profileName: `${r.first_name} ${r.last_name}`.trim(),
          documentType: r.document_type,
          kind: r.content_type === "application/pdf" ? "pdf" : "image",
          uploadedAt: r.uploaded_at,
          uploadedBy: [r.uploader_first_name, r.uploader_last_name, r.uploader_mobile]
            .filter(Boolean)
            .join(" "),
        })),
        total,
        page,
        pageSize: ID_QUEUE_PAGE_SIZE,
      };
    },

    countPending: () => repo.countPending(),

    /** The document's bytes, for admins (the route checks the role); 404 once deleted. */
    async document(id: number) {
      const row = await repo.byId(id);
      if (!row?.storage_key) throw notFound();
      const object = await storage.get(row.storage_key);
      if (!object) throw notFound();
      return { body: object.body, contentType: row.content_type, name: `id-${row.id}` };
    },

    /** Verify or reject (remark required): audited, and the family is told. */
    async decide(admin: UserRow, id: number, decision: IdDecision, remark: string, lang: Language) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const rows = identityRepo(trx);
        const doc = await rows.byId(id);
        if (!doc) throw notFound();
        const profile = await rows.profile(doc.profile_id);
        if (!profile) throw notFound("profile:errors.notFound");
        const status = decision === "verify" ? "verified" : "rejected";
        const decided = await rows.decide(id, {
          status,
          decided_at: now,
          decided_by_user_id: admin.id,
          remark: remark || null,
        });
        if (!decided) throw new AppError(409, "conflict", "compliance:identity.errors.decided");
        if (decision === "verify") await rows.markProfileVerified(profile.id, now);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "profile",
          entity_id: profile.id,
          action: decision === "verify" ? "idVerify" : "idReject",
          before_state: JSON.stringify({ id_status: "pending" }),
          after_state: JSON.stringify({ id_status: status, id_document_type: doc.document_type }),
          remark: remark || null,
        });
        await notify(trx, {
          userId: profile.owner_user_id,
          type: decision === "verify" ? "id_verified" : "id_rejected",
          params: { profileName: fullName(profile), ...(remark ? { remark } : {}) },
          link: "/user/my-profile",
          subjectProfileId: profile.id,
        });
      });
      return { message: translate(lang, `compliance:identity.admin.done.${decision}`) };
    },

    /** The background job: bytes of documents decided more than ID_DOCUMENT_KEEP_DAYS ago. */
    async purgeDue(now = new Date()) {
      const before = new Date(now.getTime() - ID_DOCUMENT_KEEP_DAYS * DAY).toISOString();
      let deleted = 0;
      for (const file of await repo.expiredFiles(before, 100)) {
        if (!file.storage_key) continue;
        await storage.delete(file.storage_key);
        await repo.update(file.id, { storage_key: null, bytes_deleted_at: now.toISOString() });
        deleted += 1;
      }
      if (deleted) log.info({ deleted }, "identity documents deleted from storage");
      return { deleted };
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
