import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/** `column in (literal, …)` for a check constraint (DDL takes no bound parameters). */
function sqlList(column: string, values: readonly (string | number)[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** Accounts: users, sessions, OTP challenges and sign-up tickets. */
export const m002Accounts: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("users"))
      .addColumn("mobile", "varchar(10)", (c) => c.notNull().unique())
      .addColumn("first_name", "varchar(30)", (c) => c.notNull().defaultTo(""))
      .addColumn("last_name", "varchar(30)", (c) => c.notNull().defaultTo(""))
      .addColumn("role", "varchar(20)", (c) => c.notNull().defaultTo("member"))
      .addColumn("region_id", "integer")
      .addColumn("state_id", "integer")
      .addColumn("district_id", "integer")
      .addColumn("city_village", "varchar(50)", (c) => c.notNull().defaultTo(""))
      .addColumn("is_verified", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("row_status", "smallint", (c) => c.notNull().defaultTo(1))
      .addColumn("is_bride_groom_access", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("is_redirected", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("associate_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addCheckConstraint(
        "users_role_check",
        sqlList("role", ["super_admin", "admin", "associate", "member"]),
      )
      .addCheckConstraint("users_is_verified_check", sqlList("is_verified", [0, 1, 2]))
      .addCheckConstraint("users_row_status_check", sqlList("row_status", [0, 1]))
      .execute();
    await db.schema.createIndex("users_is_verified_idx").on("users").column("is_verified").execute();
    await db.schema.createIndex("users_row_status_idx").on("users").column("row_status").execute();
    await db.schema.createIndex("users_created_at_idx").on("users").column("created_at").execute();
    await db.schema.createIndex("users_role_idx").on("users").column("role").execute();

    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("last_used_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("user_agent", "varchar(200)", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
    await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

    await db.schema
      .createTable("otp_challenges")
      .addColumn("mobile", "varchar(10)", (c) => c.primaryKey())
      .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();

    await db.schema
      .createTable("signup_tickets")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("mobile", "varchar(10)", (c) => c.notNull())
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema.createIndex("signup_tickets_mobile_idx").on("signup_tickets").column("mobile").execute();
  },
});
