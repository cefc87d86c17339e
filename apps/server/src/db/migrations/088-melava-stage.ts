import type { AdaptedMigration } from "./index";

/**
 * The hall: which registration is on stage now (the desk advances it; the big screen shows it), and
 * the desk's lists read an event's registrations by check-in.
 */
export const m088MelavaStage: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("melava_events")
      .addColumn("stage_registration_id", "integer", (c) =>
        c.references("melava_registrations.id").onDelete("set null"),
      )
      .execute();
    await db.schema
      .createIndex("melava_registrations_checked_in_idx")
      .on("melava_registrations")
      .columns(["event_id", "checked_in_at"])
      .execute();
  },
});
