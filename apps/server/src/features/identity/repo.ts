import { ID_QUEUE_PAGE_SIZE } from "@vv/shared/identity";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { IdentityDocumentRow, IdentityDocumentsTable } from "../../db/schema";

/** Identity documents, the profiles' "ID verified" mark, the purge of old bytes (SQL only). */
export function identityRepo(db: DB) {
  async function countPending(): Promise<number> {
    const row = await db
      .selectFrom("identity_documents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    countPending,
    profile: (id: number) => db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst(),

    /** The profile's documents, newest first (the first one is the current state). */
    history: (profileId: number) =>
      db
        .selectFrom("identity_documents")
        .selectAll()
        .where("profile_id", "=", profileId)
        .orderBy("uploaded_at", "desc")
        .orderBy("id", "desc")
        .execute(),
    byId: (id: number) =>
      db.selectFrom("identity_documents").selectAll().where("id", "=", id).executeTakeFirst(),
    pendingOf: (profileId: number) =>
      db
        .selectFrom("identity_documents")
        .selectAll()
        .where("profile_id", "=", profileId)
        .where("status", "=", "pending")
        .executeTakeFirst(),

    async insert(row: Insertable<IdentityDocumentsTable>): Promise<IdentityDocumentRow> {
      return db.insertInto("identity_documents").values(row).returningAll().executeTakeFirstOrThrow();
    },
    async update(id: number, patch: Updateable<IdentityDocumentsTable>) {
      await db.updateTable("identity_documents").set(patch).where("id", "=", id).execute();
    },
    /** Decides a pending document; false when it was decided meanwhile (two admins at once). */
    async decide(id: number, patch: Updateable<IdentityDocumentsTable>): Promise<boolean> {
      const result = await db
        .updateTable("identity_documents")
        .set(patch)
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markProfileVerified(profileId: number, at: string) {
      await db.updateTable("profiles").set({ id_verified_at: at }).where("id", "=", profileId).execute();
    },

    /** The committee's queue: pending documents, oldest first, with the profile and the uploader. */
    async queue(page: number) {
      const base = db.selectFrom("identity_documents").where("identity_documents.status", "=", "pending");
      const [rows, total] = await Promise.all([
        base
          .innerJoin("profiles", "profiles.id", "identity_documents.profile_id")
          .leftJoin("users", "users.id", "identity_documents.uploaded_by_user_id")
          .select([
            "identity_documents.id",
            "identity_documents.profile_id",
            "identity_documents.document_type",
            "identity_documents.content_type",
            "identity_documents.uploaded_at",
            "profiles.registration_number",
            "profiles.first_name",
            "profiles.last_name",
            "users.first_name as uploader_first_name",
            "users.last_name as uploader_last_name",
            "users.mobile as uploader_mobile",
          ])
          .orderBy("identity_documents.uploaded_at", "asc")
          .orderBy("identity_documents.id", "asc")
          .limit(ID_QUEUE_PAGE_SIZE)
          .offset((page - 1) * ID_QUEUE_PAGE_SIZE)
          .execute(),
        countPending(),
      ]);
      return { rows, total };
    },

    /** Decided documents whose bytes are still stored and were decided on or before `before`. */
    expiredFiles: (before: string, limit: number) =>
      db
        .selectFrom("identity_documents")
        .select(["id", "storage_key"])
        .where("storage_key", "is not", null)
        .where("decided_at", "<=", before)
        .orderBy("decided_at", "asc")
        .limit(limit)
        .execute(),
  };
}
export type IdentityRepo = ReturnType<typeof identityRepo>;
