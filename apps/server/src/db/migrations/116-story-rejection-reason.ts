import type { AdaptedMigration } from "./index";

/**
 * A story the committee rejects names a reason from its bilingual list (rejection_reasons), like a
 * profile: both families read it in their own language; rejected_remark keeps the optional note.
 */
export const m116StoryRejectionReason: AdaptedMigration = () => ({
  async up(db) {
    await db.schema.alterTable("success_stories").addColumn("rejected_reason_id", "integer").execute();
  },
});
