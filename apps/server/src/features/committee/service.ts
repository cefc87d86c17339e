import type { AuditAction } from "@vv/shared/audit";
import {
  type CommitteeAction,
  type CommitteeCard,
  type CommitteeDetails,
  type CommitteeEditor,
  type CommitteeMemberInput,
  compareCommitteeMembers,
} from "@vv/shared/committee";
import type { Language } from "@vv/shared/i18n";
import { photoUrlsOf } from "@vv/shared/media";
import { ORGANIZER_DESIGNATION_ID } from "@vv/shared/reference";
import { isAdmin, ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { CommitteeMemberRow, UserRow } from "../../db/schema";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { type CommitteeRepo, committeeRepo } from "./repo";

export interface CommitteePhotos {
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  deletePhoto(photoId: string): Promise<unknown>;
}

/** Admins, and active members an admin marked as committee editors. */
export function isCommitteeEditor(user: UserRow | null | undefined): boolean {
  if (user?.row_status !== ROW_STATUS.active) return false;
  return isAdmin(user) || user.is_committee_editor === 1;
}

function card(row: CommitteeMemberRow): CommitteeCard {
  return {
    id: row.id,
    regionId: row.region_id,
    titleId: row.title_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    designationId: row.designation_id,
    isOrganizer: row.designation_id === ORGANIZER_DESIGNATION_ID,
    orderBy: row.order_by,
    rowStatus: row.row_status,
    photo: row.photo_id ? photoUrlsOf(row.photo_id) : null,
  };
}

const columns = (input: CommitteeMemberInput) => ({
  region_id: input.regionId,
  title_id: input.titleId,
  first_name: input.firstName,
  middle_name: input.middleName,
  last_name: input.lastName,
  designation_id: input.designationId,
  mobile: input.mobile,
  occupation: input.occupation,
  work_address: input.workAddress,
  current_address: input.currentAddress,
  permanent_address: input.permanentAddress,
  order_by: input.orderBy,
  photo_id: input.photoId,
});

const TRANSITIONS: Record<CommitteeAction, { from: number[]; to: 0 | 1 | 2 }> = {
  activate: { from: [0], to: 1 },
  deactivate: { from: [1], to: 0 },
  delete: { from: [0, 1], to: 2 },
};

/** The committee ("Our Team") directory: open to visitors, maintained by editors. */
export function committeeService(db: DB, repo: CommitteeRepo, photos: CommitteePhotos) {
  function requireEditor(user: UserRow) {
    if (!isCommitteeEditor(user)) throw forbidden();
  }

  async function checkPhoto(user: UserRow, photoId: string, current: string | null) {
    if (photoId === current) return;
    if (!(await photos.isUploadedBy(photoId, user.id)))
      throw badRequest("errors.validation", { photoId: "community:committee.validation.photoRequired" });
  }

  async function writeAudit(
    actor: UserRow,
    id: number,
    action: AuditAction,
    before: unknown,
    after: unknown,
    trx: DB = db,
  ) {
    await auditRepo(trx).insert({
      actor_user_id: actor.id,
      entity_type: "committee",
      entity_id: id,
      action,
      before_state: before === null ? null : JSON.stringify(before),
      after_state: JSON.stringify(after),
      remark: null,
    });
  }

  return {
    async list(viewer: UserRow | null, regionId: number | undefined) {
      const canEdit = isCommitteeEditor(viewer);
      const rows = await repo.list({ regionId, includeInactive: canEdit });
      const items = rows.map(card).sort((a, b) => a.regionId - b.regionId || compareCommitteeMembers(a, b));
      return { items, canEdit };
    },

    async details(viewer: UserRow | null, id: number): Promise<CommitteeDetails> {
      const canEdit = isCommitteeEditor(viewer);
      const row = await repo.find(id);
      if (!row || (row.row_status !== ROW_STATUS.active && !canEdit))
        throw notFound("community:committee.errors.notFound");
      return {
        ...card(row),
        mobile: row.mobile,
        workAddress: row.work_address,
        // Home addresses and occupation stay with those who maintain the directory.
        ...(canEdit
          ? {
              occupation: row.occupation,
              currentAddress: row.current_address,
              permanentAddress: row.permanent_address,
            }
          : {}),
        photoId: row.photo_id,
        canEdit,
      };
    },

    async create(user: UserRow, input: CommitteeMemberInput, lang: Language) {
      requireEditor(user);
      await checkPhoto(user, input.photoId, null);
      const id = await db.transaction().execute(async (trx) => {
        const id = await committeeRepo(trx).insert({ ...columns(input), created_by: user.id });
        await writeAudit(user, id, "create", null, columns(input), trx);
        return id;
      });
      return { id, message: translate(lang, "community:committee.messages.created") };
    },

    async update(user: UserRow, id: number, input: CommitteeMemberInput, lang: Language) {
      requireEditor(user);
      const row = await repo.find(id);
      if (!row) throw notFound("community:committee.errors.notFound");
      await checkPhoto(user, input.photoId, row.photo_id);
      const next = columns(input);
      await db.transaction().execute(async (trx) => {
        await committeeRepo(trx).update(id, { ...next, updated_at: new Date().toISOString() });
        const before = Object.fromEntries(Object.keys(next).map((k) => [k, row[k as keyof typeof row]]));
        await writeAudit(user, id, "update", before, next, trx);
      });
      if (row.photo_id && row.photo_id !== input.photoId)
        await photos.deletePhoto(row.photo_id).catch(() => undefined);
      return { id, message: translate(lang, "community:committee.messages.updated") };
    },

    async changePhoto(user: UserRow, id: number, photoId: string, lang: Language) {
      requireEditor(user);
      const row = await repo.find(id);
      if (!row) throw notFound("community:committee.errors.notFound");
      await checkPhoto(user, photoId, row.photo_id);
      await db.transaction().execute(async (trx) => {
        await committeeRepo(trx).update(id, { photo_id: photoId, updated_at: new Date().toISOString() });
        await writeAudit(user, id, "changePhoto", { photo_id: row.photo_id }, { photo_id: photoId }, trx);
      });
      if (row.photo_id && row.photo_id !== photoId)
        await photos.deletePhoto(row.photo_id).catch(() => undefined);
      return { message: translate(lang, "community:committee.messages.photoChanged") };
    },

    async act(user: UserRow, id: number, action: CommitteeAction, lang: Language) {
      requireEditor(user);
      const row = await repo.find(id);
      if (!row) throw notFound("community:committee.errors.notFound");
      const step = TRANSITIONS[action];
      if (!step.from.includes(row.row_status))
        throw new AppError(409, "conflict", "community:committee.errors.notApplicable");
      await db.transaction().execute(async (trx) => {
        await committeeRepo(trx).update(id, { row_status: step.to, updated_at: new Date().toISOString() });
        await writeAudit(user, id, action, { row_status: row.row_status }, { row_status: step.to }, trx);
      });
      if (action === "delete" && row.photo_id) await photos.deletePhoto(row.photo_id).catch(() => undefined);
      return { message: translate(lang, `community:committee.messages.${action}`) };
    },

    /** Photo read rule: an active member's photo is public; editors also see inactive members'. */
    async isVisiblePhoto(viewer: UserRow | null, photoId: string): Promise<boolean> {
      const status = await repo.photoStatus(photoId);
      if (status === 1) return true;
      return status === 0 && isCommitteeEditor(viewer);
    },

    async editors(): Promise<CommitteeEditor[]> {
      const rows = await repo.listEditors();
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        mobile: r.mobile,
        role: r.role,
      }));
    },

    /** Admins mark or unmark a member as committee editor; audited on the user. */
    async setEditor(admin: UserRow, target: UserRow | undefined, enabled: boolean, lang: Language) {
      if (!target) throw notFound("community:committee.errors.userNotFound");
      const value = enabled ? 1 : 0;
      await db.transaction().execute(async (trx) => {
        await committeeRepo(trx).setEditor(target.id, value);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "user",
          entity_id: target.id,
          action: enabled ? "committeeEditorOn" : "committeeEditorOff",
          before_state: JSON.stringify({ is_committee_editor: target.is_committee_editor }),
          after_state: JSON.stringify({ is_committee_editor: value }),
          remark: null,
        });
      });
      return {
        message: translate(lang, `community:committee.messages.${enabled ? "editorAdded" : "editorRemoved"}`),
      };
    },
  };
}
export type CommitteeService = ReturnType<typeof committeeService>;
