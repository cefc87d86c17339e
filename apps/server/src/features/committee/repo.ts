import { ROW_STATUS } from "@vv/shared/statuses";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { CommitteeMembersTable } from "../../db/schema";

export function committeeRepo(db: DB) {
  return {
    /** Not deleted; only active ones unless `includeInactive` (editors). */
    list(filter: { regionId?: number; includeInactive: boolean }) {
      let q = db.selectFrom("committee_members").selectAll();
      q = filter.includeInactive
        ? q.where("row_status", "in", [ROW_STATUS.inactive, ROW_STATUS.active])
        : q.where("row_status", "=", ROW_STATUS.active);
      if (filter.regionId !== undefined) q = q.where("region_id", "=", filter.regionId);
      return q.orderBy("region_id").orderBy("order_by").orderBy("id").execute();
    },
    find: (id: number) =>
      db
        .selectFrom("committee_members")
        .selectAll()
        .where("id", "=", id)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst(),
    async insert(row: Insertable<CommitteeMembersTable>): Promise<number> {
      const inserted = await db
        .insertInto("committee_members")
        .values(row)
        .returning("id")
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    async update(id: number, patch: Updateable<CommitteeMembersTable>) {
      await db.updateTable("committee_members").set(patch).where("id", "=", id).execute();
    },
    /** Marks or unmarks a user as committee editor. */
    async setEditor(userId: number, value: 0 | 1) {
      await db
        .updateTable("users")
        .set({ is_committee_editor: value, updated_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute();
    },
    /** The row status of the member a photo belongs to, if any (deleted members excluded). */
    async photoStatus(photoId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom("committee_members")
        .select("row_status")
        .where("photo_id", "=", photoId)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .orderBy("row_status", "desc")
        .executeTakeFirst();
      return row?.row_status;
    },
    listEditors: () =>
      db
        .selectFrom("users")
        .select(["id", "first_name", "last_name", "mobile", "role"])
        .where("is_committee_editor", "=", 1)
        .orderBy("first_name")
        .orderBy("id")
        .execute(),
  };
}
export type CommitteeRepo = ReturnType<typeof committeeRepo>;
