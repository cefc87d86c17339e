import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Consent: which Terms / Privacy Notice versions each account accepted, every acceptance
 * with its time, IP address and browser, and where accounts and profiles were created from.
 */
export const m030Consent: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    // New rows default to version 1 (the documents in force when this migration ran); accounts that
    // existed before consent was recorded start at 0, so they accept at their next sign-in.
    await db.schema
      .alterTable("users")
      .addColumn("terms_version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable("users")
      .addColumn("privacy_version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("users").addColumn("created_ip", "varchar(45)").execute();
    await db.updateTable("users").set({ terms_version: 0, privacy_version: 0 }).execute();
    await db.schema.alterTable("profiles").addColumn("created_ip", "varchar(45)").execute();

    await adapter
      .addIdColumn(db.schema.createTable("consent_records"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("kind", "varchar(20)", (c) => c.notNull())
      .addColumn("terms_version", "integer", (c) => c.notNull())
      .addColumn("privacy_version", "integer", (c) => c.notNull())
      .addColumn("declaration", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("ip", "varchar(45)", (c) => c.notNull().defaultTo(""))
      .addColumn("user_agent", "varchar(200)", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addCheckConstraint(
        "consent_records_kind_check",
        sql`${sql.ref("kind")} in ('signup', 'accept', 'withdraw')`,
      )
      .execute();
    await db.schema
      .createIndex("consent_records_user_idx")
      .on("consent_records")
      .columns(["user_id", "created_at"])
      .execute();
  },
});
