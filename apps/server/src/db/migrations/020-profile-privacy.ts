import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Each profile chooses who sees its contact details and its real photo
 * ("accepted": families whose interest it accepted; "members": every member who may browse it).
 * A row inserted without a choice gets the private one; profiles that existed before keep what the
 * SPEC promised their families when they registered (contacts and photo to all members).
 */
export const m020ProfilePrivacy: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("profiles")
      .addColumn("contact_visibility", "varchar(10)", (c) => c.notNull().defaultTo("accepted"))
      .execute();
    await db.schema
      .alterTable("profiles")
      .addColumn("photo_visibility", "varchar(10)", (c) => c.notNull().defaultTo("members"))
      .execute();
    await sql`update profiles set contact_visibility = 'members'`.execute(db);
  },
});
