import type { AdaptedMigration } from "./index";

/**
 * Matches' answers are kept under the browse list's change counter like the list's, and Matches also
 * reads partner preferences (ours to score candidates, theirs to score us): a saved preference must
 * move the counter, or a family would be shown matches ranked by the preferences it just changed.
 */
export const m119MatchesAnswers: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter.countChangesTo(db, "list_generation", ["partner_preferences"]);
  },
});
