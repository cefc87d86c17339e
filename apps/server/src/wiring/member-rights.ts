import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DB } from "../db/database";
import type { SessionsService } from "../features/auth/sessions";
import { nomineeRepo, nomineeService } from "../features/data-rights/nominee-repo";
import { dataRightsRepo } from "../features/data-rights/repo";
import { dataRightsService } from "../features/data-rights/service";
import { grievancesRepo } from "../features/grievances/repo";
import { grievancesService } from "../features/grievances/service";
import { reminderRepo } from "../features/legal/reminder-repo";
import { legalRepo } from "../features/legal/repo";
import { rulesReminders } from "../features/legal/rules-reminder";
import { legalService } from "../features/legal/service";
import type { MediaService } from "../features/media/service";
import type { ProfileViewsService } from "../features/profile-views/service";
import { viewerOf } from "../features/profiles/viewer";
import { retentionRepo } from "../features/retention/repo";
import { retentionService } from "../features/retention/service";
import { settingsRepo } from "../features/settings/repo";
import type { RateLimiter } from "../platform/rate-limit";
import type { SmsSender } from "../platform/sms/types";
import type { BlobStorage } from "../platform/storage";

/** The law's side of membership: Terms and consent, My data and erasure, the Grievance Officer. */
export function memberRightsServices(deps: {
  config: Config;
  db: DB;
  log: FastifyBaseLogger;
  media: MediaService;
  storage: BlobStorage;
  sessions: SessionsService;
  sms: SmsSender;
  limiter: RateLimiter;
  profileViews: ProfileViewsService;
}) {
  const { config, db, log, storage } = deps;
  const legal = legalService(db, legalRepo(db), settingsRepo(db));
  const retention = retentionService(db, retentionRepo(db));
  return {
    legal,
    retention,
    nominees: nomineeService(nomineeRepo(db)),
    rulesReminders: rulesReminders(db, reminderRepo(db)),
    dataRights: dataRightsService({
      repo: dataRightsRepo(db),
      media: deps.media,
      storage,
      sessions: deps.sessions,
      legal,
      retention,
      log,
      coolingDays: config.ERASURE_COOLING_DAYS,
      profileRetentionDays: config.PROFILE_RETENTION_DAYS,
      whoViewed: async (user, profileId, lang) =>
        (await deps.profileViews.viewers(viewerOf(user), profileId, lang)).items.map((v) => ({
          profileName: v.fullName,
          registrationNumber: v.registrationNumber,
          viewedAt: v.viewedAt,
        })),
    }),
    grievances: grievancesService({
      db,
      repo: grievancesRepo(db),
      storage,
      sms: deps.sms,
      limiter: deps.limiter,
      log,
      statusUrl: `${(config.PUBLIC_URL ?? "").replace(/\/$/, "")}${config.BASE_PATH}grievance/status`,
    }),
  };
}
