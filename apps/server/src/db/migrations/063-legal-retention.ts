import type { AdaptedMigration } from "./index";

/**
 * The law, consistent: what IT Rules 2021 rule 3(1)(h) asks to keep of an erased account for 180 days
 * (a restricted store only the super admin reads), the nominee a member names under DPDP Act s14, the
 * yearly reminder of the rules (IT Rules 3(1)(c)), and which document each consent record is about.
 */
export const m063LegalRetention: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    // No foreign key to users: the row must outlive everything else the account had.
    await adapter
      .addIdColumn(db.schema.createTable("retained_registrations"))
      .addColumn("former_user_id", "integer", (c) => c.notNull())
      .addColumn("mobile", "varchar(20)", (c) => c.notNull())
      .addColumn("first_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
      .addColumn("last_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
      .addColumn("created_ip", "varchar(45)")
      .addColumn("registered_at", ts, (c) => c.notNull())
      .addColumn("deletion_requested_at", ts)
      .addColumn("erased_at", ts, (c) => c.notNull())
      .addColumn("purge_after", ts, (c) => c.notNull())
      /** JSON array of the account's consent records (kind, document, versions, time, IP, browser). */
      .addColumn("consents", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    await db.schema
      .createIndex("retained_registrations_purge_idx")
      .on("retained_registrations")
      .column("purge_after")
      .execute();
    await db.schema
      .createIndex("retained_registrations_mobile_idx")
      .on("retained_registrations")
      .column("mobile")
      .execute();

    await db.schema
      .createTable("nominees")
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("name", "varchar(100)", (c) => c.notNull())
      .addColumn("relation", "varchar(60)", (c) => c.notNull())
      .addColumn("mobile", "varchar(20)", (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();

    // A separate table, not a users column: a reminder must not count as a change to the account.
    await db.schema
      .createTable("rules_reminders")
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("reminded_at", ts, (c) => c.notNull())
      .execute();

    // null on rows from before: one record then covered both documents.
    await db.schema.alterTable("consent_records").addColumn("document", "varchar(10)").execute();
  },
});
