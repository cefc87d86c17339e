import type { AdaptedMigration } from "./index";

/**
 * Admin user management: the reason a verification was refused (stored and shown to the
 * member), an admin's per-user choice of list(s) to browse, and indexes for the admin
 * user list's region filter, name search and sorting.
 */
export const m006UsersAdmin: AdaptedMigration = () => ({
  async up(db) {
    await db.schema.alterTable("users").addColumn("verification_remark", "varchar(500)").execute();
    // null: follow the family's own profiles; "groom", "bride" or "both": set by an admin.
    await db.schema.alterTable("users").addColumn("gender_access", "varchar(10)").execute();
    await db.schema.createIndex("users_region_id_idx").on("users").column("region_id").execute();
    await db.schema.createIndex("users_updated_at_idx").on("users").column("updated_at").execute();
    await db.schema.createIndex("users_first_name_idx").on("users").column("first_name").execute();
    await db.schema.createIndex("users_last_name_idx").on("users").column("last_name").execute();
    // The list always filters by tab (verification) and pages by creation date.
    await db.schema
      .createIndex("users_verified_created_idx")
      .on("users")
      .columns(["is_verified", "created_at"])
      .execute();
  },
});
