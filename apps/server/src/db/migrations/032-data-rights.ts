import type { AdaptedMigration } from "./index";

/**
 * Data rights: an account's requested deletion (due after the cooling-off period) and
 * the time an account or profile was erased (the row stays as an empty tombstone when the payments
 * ledger still points at it).
 */
export const m032DataRights: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await db.schema.alterTable("users").addColumn("deletion_requested_at", ts).execute();
    await db.schema.alterTable("users").addColumn("deletion_due_at", ts).execute();
    await db.schema.alterTable("users").addColumn("erased_at", ts).execute();
    await db.schema.alterTable("profiles").addColumn("erased_at", ts).execute();
    await db.schema.createIndex("users_deletion_due_idx").on("users").column("deletion_due_at").execute();
    await db.schema
      .createIndex("profiles_status_updated_idx")
      .on("profiles")
      .columns(["row_status", "updated_at"])
      .execute();
  },
});
