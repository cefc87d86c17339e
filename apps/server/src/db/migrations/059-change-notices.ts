import { CHANGES_CHANNEL } from "../postgres-connection";
import type { AdaptedMigration } from "./index";

/**
 * PostgreSQL: a notice on every committed change to what a signed-in request reads with its session
 * (the user, the session, the browse list's counter), so each app server can keep the session in
 * memory until another server changes it (db/postgres-connection.ts). SQLite: nothing.
 */
export const SESSION_INPUT_TABLES_059 = ["users", "sessions", "list_generation"] as const;

export const m059ChangeNotices: AdaptedMigration = (adapter) => ({
  async up(db) {
    await adapter.announceChangesTo(db, CHANGES_CHANNEL, SESSION_INPUT_TABLES_059);
  },
});
