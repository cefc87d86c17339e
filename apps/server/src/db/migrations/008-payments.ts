import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Registration-fee ledger: one row per attempt, whatever the provider. Status changes are
 * conditional updates (INITIATED/PENDING -> SUCCESS/FAILED), so a late or replayed callback changes
 * nothing twice. Also the per-user "payments enabled" flag and the
 * sandbox gateway's own record of its checkouts.
 */
export const m008Payments: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("payments"))
      .addColumn("transaction_id", "varchar(40)", (c) => c.notNull().unique())
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("payment_type", "varchar(20)", (c) => c.notNull())
      .addColumn("amount_paise", "integer", (c) => c.notNull())
      .addColumn("provider", "varchar(10)", (c) => c.notNull())
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("INITIATED"))
      .addColumn("provider_reference", "varchar(64)")
      .addColumn("provider_code", "varchar(40)")
      .addColumn("raw_callback", "text")
      .addColumn("counted", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("remark", "varchar(500)")
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("completed_at", ts)
      .addColumn("checked_at", ts)
      .addCheckConstraint(
        "payments_status_check",
        inList("status", ["INITIATED", "PENDING", "SUCCESS", "FAILED"]),
      )
      .addCheckConstraint("payments_provider_check", inList("provider", ["sandbox", "phonepe", "upi"]))
      .execute();
    for (const column of ["profile_id", "user_id", "provider", "provider_reference", "created_at"]) {
      await db.schema.createIndex(`payments_${column}_idx`).on("payments").column(column).execute();
    }
    // The admin list filters by status and sorts by time; the reconciler scans open attempts by age.
    await db.schema
      .createIndex("payments_status_created_idx")
      .on("payments")
      .columns(["status", "created_at"])
      .execute();

    await db.schema
      .alterTable("users")
      .addColumn("payment_enabled", "smallint", (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable("sandbox_checkouts")
      .addColumn("transaction_id", "varchar(40)", (c) => c.primaryKey())
      .addColumn("amount_paise", "integer", (c) => c.notNull())
      .addColumn("state", "varchar(10)", (c) => c.notNull().defaultTo("PENDING"))
      .addColumn("gateway_reference", "varchar(40)", (c) => c.notNull())
      .addColumn("redirect_url", "varchar(300)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();
  },
});
