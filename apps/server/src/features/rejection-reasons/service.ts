/**
 * The committee's rejection reasons, each in Marathi and English: listed, added, edited and deleted
 * under Settings, every change audited. A deleted reason is only marked, so a family rejected with it
 * still reads it (rejectionText in the shared module words it in the reader's language).
 */
import type { Language } from "@vv/shared/i18n";
import { REJECTION_REASONS_MAX_COUNT, type RejectionReasonInput } from "@vv/shared/rejection-reasons";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { rejectionReasonsRepo } from "./repo";

export function rejectionReasonsService(db: DB) {
  const repo = rejectionReasonsRepo(db);
  const audited = (
    trx: DB,
    admin: UserRow,
    id: number,
    action: "addReason" | "editReason" | "deleteReason",
    before: RejectionReasonInput | null,
    after: RejectionReasonInput | null,
  ) =>
    auditRepo(trx).insert({
      actor_user_id: admin.id,
      entity_type: "settings",
      entity_id: id,
      action,
      before_state: before ? JSON.stringify(before) : null,
      after_state: after ? JSON.stringify(after) : null,
      remark: null,
    });

  return {
    list: async () => ({ items: await repo.list() }),
    /** Texts of the given reasons (deleted ones too), for showing a rejection. */
    texts: (ids: readonly (number | null)[]) => repo.texts(ids),
    /** A reason the committee may pick now (undefined: not on the list). */
    find: (id: number) => repo.find(id),

    async create(admin: UserRow, input: RejectionReasonInput, lang: Language) {
      await db.transaction().execute(async (trx) => {
        const r = rejectionReasonsRepo(trx);
        if ((await r.count()) >= REJECTION_REASONS_MAX_COUNT)
          throw new AppError(409, "conflict", "site-admin:reasons.errors.tooMany", {
            max: REJECTION_REASONS_MAX_COUNT,
          });
        const { id } = await r.insert(input.textEn, input.textMr);
        await audited(trx, admin, id, "addReason", null, input);
      });
      return { message: translate(lang, "site-admin:reasons.added") };
    },

    async update(admin: UserRow, id: number, input: RejectionReasonInput, lang: Language) {
      await db.transaction().execute(async (trx) => {
        const r = rejectionReasonsRepo(trx);
        const before = await r.find(id);
        if (!before || !(await r.update(id, input.textEn, input.textMr, new Date().toISOString())))
          throw notFound("site-admin:reasons.errors.notFound");
        await audited(trx, admin, id, "editReason", { textEn: before.textEn, textMr: before.textMr }, input);
      });
      return { message: translate(lang, "site-admin:reasons.saved") };
    },

    async remove(admin: UserRow, id: number, lang: Language) {
      await db.transaction().execute(async (trx) => {
        const r = rejectionReasonsRepo(trx);
        const before = await r.find(id);
        if (!before || !(await r.markDeleted(id, new Date().toISOString())))
          throw notFound("site-admin:reasons.errors.notFound");
        await audited(trx, admin, id, "deleteReason", { textEn: before.textEn, textMr: before.textMr }, null);
      });
      return { message: translate(lang, "site-admin:reasons.deleted") };
    },
  };
}
export type RejectionReasonsService = ReturnType<typeof rejectionReasonsService>;
