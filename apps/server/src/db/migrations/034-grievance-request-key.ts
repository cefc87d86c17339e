import type { AdaptedMigration } from "./index";

/**
 * A visitor's complaint retried after a dropped connection is filed once: the hash of the form's
 * Idempotency-Key is kept with it (members' retries go through request_replays instead).
 */
export const m034GrievanceRequestKey: AdaptedMigration = () => ({
  async up(db) {
    await db.schema.alterTable("grievances").addColumn("request_key_hash", "varchar(64)").execute();
    await db.schema
      .createIndex("grievances_request_key_uq")
      .on("grievances")
      .column("request_key_hash")
      .unique()
      .execute();
  },
});
