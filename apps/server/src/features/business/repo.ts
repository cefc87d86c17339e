import { BUSINESS_PAGE_SIZE, type BusinessListQuery } from "@vv/shared/business";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { BusinessesTable, BusinessRow } from "../../db/schema";
import { containsAny, newestPage } from "../boards/list-repo";

export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessPatch = Updateable<BusinessesTable>;

export function businessRepo(db: DB, adapter: DialectAdapter) {
  return {
    /** Approved listings their owners have not hidden, newest first. */
    async publicList(query: BusinessListQuery) {
      let base = db.selectFrom("businesses").where("status", "=", "approved").where("is_hidden", "=", 0);
      if (query.category) base = base.where("category", "=", query.category);
      if (query.districtId) base = base.where("district_id", "=", query.districtId);
      if (query.q) {
        base = base.where(containsAny(adapter, ["name", "owner_name", "description", "address"], query.q));
      }
      return newestPage(base, query.page, BUSINESS_PAGE_SIZE);
    },

    findById: (id: number): Promise<BusinessRow | undefined> =>
      db.selectFrom("businesses").selectAll().where("id", "=", id).executeTakeFirst(),

    findByPhoto: (photoId: string): Promise<BusinessRow | undefined> =>
      db.selectFrom("businesses").selectAll().where("photo_id", "=", photoId).executeTakeFirst(),

    /** True when a profile or another listing already uses the photo (one owner per photo file). */
    async photoInUse(photoId: string, exceptBusinessId: number | null): Promise<boolean> {
      const [profile, business] = await Promise.all([
        db
          .selectFrom("profiles")
          .select("id")
          .where((eb) => eb.or([eb("photo_id", "=", photoId), eb("pending_photo_id", "=", photoId)]))
          .executeTakeFirst(),
        db
          .selectFrom("businesses")
          .select("id")
          .where("photo_id", "=", photoId)
          .$if(exceptBusinessId !== null, (q) => q.where("id", "!=", exceptBusinessId as number))
          .executeTakeFirst(),
      ]);
      return profile !== undefined || business !== undefined;
    },

    insert: (values: NewBusiness): Promise<BusinessRow> =>
      db.insertInto("businesses").values(values).returningAll().executeTakeFirstOrThrow(),

    async update(id: number, patch: BusinessPatch): Promise<void> {
      await db
        .updateTable("businesses")
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom("businesses").where("id", "=", id).execute();
    },

    async countBy(userId: number): Promise<number> {
      const row = await db
        .selectFrom("businesses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("owner_user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listByOwner: (userId: number) =>
      db
        .selectFrom("businesses")
        .selectAll()
        .where("owner_user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute(),
  };
}
export type BusinessRepo = ReturnType<typeof businessRepo>;
