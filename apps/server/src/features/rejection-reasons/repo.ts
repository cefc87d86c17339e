import type { RejectionReason } from "@vv/shared/rejection-reasons";
import type { DB } from "../../db/database";

const toReason = (r: { id: number; text_en: string; text_mr: string }): RejectionReason => ({
  id: r.id,
  textEn: r.text_en,
  textMr: r.text_mr,
});

/** The committee's rejection reasons (SQL only). */
export function rejectionReasonsRepo(db: DB) {
  return {
    /** The list the committee picks from, in the order the reasons were added. */
    async list(): Promise<RejectionReason[]> {
      const rows = await db
        .selectFrom("rejection_reasons")
        .select(["id", "text_en", "text_mr"])
        .where("deleted_at", "is", null)
        .orderBy("id")
        .execute();
      return rows.map(toReason);
    },
    async find(id: number, withDeleted = false) {
      let query = db
        .selectFrom("rejection_reasons")
        .select(["id", "text_en", "text_mr"])
        .where("id", "=", id);
      if (!withDeleted) query = query.where("deleted_at", "is", null);
      const row = await query.executeTakeFirst();
      return row ? toReason(row) : undefined;
    },
    /** The texts of these reasons, deleted ones too (a family keeps reading why it was rejected). */
    async texts(ids: readonly (number | null)[]): Promise<Map<number, RejectionReason>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .selectFrom("rejection_reasons")
        .select(["id", "text_en", "text_mr"])
        .where("id", "in", wanted)
        .execute();
      return new Map(rows.map((r) => [r.id, toReason(r)]));
    },
    async count() {
      const row = await db
        .selectFrom("rejection_reasons")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insert(textEn: string, textMr: string) {
      return db
        .insertInto("rejection_reasons")
        .values({ text_en: textEn, text_mr: textMr })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    async update(id: number, textEn: string, textMr: string, now: string) {
      const done = await db
        .updateTable("rejection_reasons")
        .set({ text_en: textEn, text_mr: textMr, updated_at: now })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
    async markDeleted(id: number, now: string) {
      const done = await db
        .updateTable("rejection_reasons")
        .set({ deleted_at: now })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
  };
}
export type RejectionReasonsRepo = ReturnType<typeof rejectionReasonsRepo>;
