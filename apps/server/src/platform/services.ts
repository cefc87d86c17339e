import { OTP_POLICY } from "@vv/shared/auth";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { approvalsRepo } from "../features/approvals/repo";
import { approvalsService } from "../features/approvals/service";
import { otpService } from "../features/auth/otp";
import { otpRepo } from "../features/auth/otp-repo";
import { authService } from "../features/auth/service";
import { sessionsService } from "../features/auth/sessions";
import { sessionsRepo } from "../features/auth/sessions-repo";
import { boardReview } from "../features/boards/review";
import { businessPhotoRule } from "../features/business/photo-rule";
import { businessRepo } from "../features/business/repo";
import { businessService } from "../features/business/service";
import { jobsRepo } from "../features/jobs/repo";
import { resumeService } from "../features/jobs/resume-service";
import { jobsService } from "../features/jobs/service";
import { photoAccessHooks } from "../features/media/access";
import { mediaRepo } from "../features/media/repo";
import { mediaService } from "../features/media/service";
import { profilePhotoRule } from "../features/profiles/photo-access";
import { profilesRepo } from "../features/profiles/repo";
import { profilesService } from "../features/profiles/service";
import { settingsRepo } from "../features/settings/repo";
import { settingsService } from "../features/settings/service";
import { usersRepo } from "../features/users/repo";
import { usersService } from "../features/users/service";
import { createRateLimiter } from "./rate-limit";
import { resolveServerSecret } from "./secret";
import { createSms } from "./sms";
import { createStorage } from "./storage";

/** Wires repos into services once per app; routes reach them as `app.services`. */
export function createServices(config: Config, database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db, adapter } = database;
  const limiter = createRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`);
  const sms = createSms(config, log);
  const storage = createStorage(config);
  const settings = settingsService(settingsRepo(db));
  const sessions = sessionsService(sessionsRepo(db));
  const users = usersService(usersRepo(db), sessions);
  const otp = otpService({
    repo: otpRepo(db),
    limiter,
    sms,
    secret: resolveServerSecret(config),
    log,
    ipLimits: {
      sends: config.OTP_IP_SENDS_PER_WINDOW ?? OTP_POLICY.sendsPerIpPerWindow,
      verifies: config.OTP_IP_VERIFIES_PER_WINDOW ?? OTP_POLICY.verifiesPerIpPerWindow,
    },
  });
  const photos = mediaRepo(db);
  // Photos and their owners know each other: who may see a photo follows the profile or listing it
  // belongs to (each feature contributes a read rule).
  const media = mediaService({
    storage,
    repo: photos,
    access: photoAccessHooks(() => [profilePhotoRule(() => profiles), businessPhotoRule(() => business)]),
  });
  const profiles = profilesService(profilesRepo(db, adapter), settings, {
    isUploadedBy: (photoId, userId) => media.isUploadedBy(photoId, userId),
    openFullJpeg: async (photoId) => (await media.openVariant(photoId, "full", "jpg"))?.body ?? null,
  });
  const jobsData = jobsRepo(db, adapter);
  const jobs = jobsService(jobsData, boardReview(db, adapter, "jobs", "jobs"));
  const business = businessService(
    businessRepo(db, adapter),
    boardReview(db, adapter, "businesses", "business"),
    {
      isUploadedBy: (photoId, userId) => media.isUploadedBy(photoId, userId),
      deletePhoto: (photoId) => media.deletePhoto(photoId),
    },
  );
  return {
    settings,
    limiter,
    sms,
    sessions,
    users,
    otp,
    storage,
    profiles,
    auth: authService({ otp, users, sessions, settings }),
    media,
    approvals: approvalsService(db, approvalsRepo(db, adapter), media),
    jobs,
    resumes: resumeService(jobsData, storage),
    business,
  };
}
export type Services = ReturnType<typeof createServices>;
