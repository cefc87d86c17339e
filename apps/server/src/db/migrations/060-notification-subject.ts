import type { AdaptedMigration } from "./index";

/**
 * The profile a notification names (an interest's other family, the profile approved or verified):
 * erasing that profile removes every notification about it, whoever received it.
 */
export const m060NotificationSubject: AdaptedMigration = () => ({
  async up(db) {
    await db.schema.alterTable("notifications").addColumn("subject_profile_id", "integer").execute();
    await db.schema
      .createIndex("notifications_subject_idx")
      .on("notifications")
      .column("subject_profile_id")
      .execute();
  },
});
