import type { AdaptedMigration } from "./index";

/**
 * The hall: which registration is on stage now (the desk advances it; the big screen shows it), and
 * the desk's lists read an event's registrations by check-in.
 */
export const m088MelavaStage: AdaptedMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable("melava_events")
      // Not a foreign key: registrations already reference their event, and two tables referencing
      // each other cannot be copied parents-first by the data move (it refuses such a cycle). The
      // desk treats an id no longer among the event's registrations as nobody on stage.
      .addColumn("stage_registration_id", "integer")
      .execute();
    await db.schema
      .createIndex("melava_registrations_checked_in_idx")
      .on("melava_registrations")
      .columns(["event_id", "checked_in_at"])
      .execute();
  },
});
