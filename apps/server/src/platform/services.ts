import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { settingsRepo } from "../features/settings/repo";
import { settingsService } from "../features/settings/service";

/** Wires repos into services once per app; routes reach them as `app.services`. */
export function createServices(_config: Config, database: DatabaseHandle) {
  const { db } = database;
  return {
    settings: settingsService(settingsRepo(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
