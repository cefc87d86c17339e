import type { AdaptedMigration } from "./index";

/** When the day-before reminder of a melava went out (once per event, across app servers). */
export const m089MelavaReminder: AdaptedMigration = (adapter) => ({
  async up(db) {
    await db.schema
      .alterTable("melava_events")
      .addColumn("reminder_sent_at", adapter.timestampType)
      .execute();
  },
});
