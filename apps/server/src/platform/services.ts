import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { defaultMediaAccess } from "../features/media/access";
import { mediaRepo } from "../features/media/repo";
import { mediaService } from "../features/media/service";
import { settingsRepo } from "../features/settings/repo";
import { settingsService } from "../features/settings/service";
import { createStorage } from "./storage";

/** Wires repos into services once per app; routes reach them as `app.services`. */
export function createServices(config: Config, database: DatabaseHandle) {
  const { db } = database;
  const storage = createStorage(config);
  return {
    settings: settingsService(settingsRepo(db)),
    storage,
    // Access hooks: replace defaultMediaAccess with sign-in and profile visibility (see media/access.ts).
    media: mediaService({ storage, repo: mediaRepo(db), access: defaultMediaAccess(config.NODE_ENV) }),
  };
}
export type Services = ReturnType<typeof createServices>;
