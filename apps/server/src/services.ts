import { OTP_POLICY } from "@vv/shared/auth";
import { CONTACT_POLICY } from "@vv/shared/contact";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { approvalsRepo } from "./features/approvals/repo";
import { approvalsService } from "./features/approvals/service";
import { auditService } from "./features/audit/service";
import { otpService } from "./features/auth/otp";
import { otpRepo } from "./features/auth/otp-repo";
import { authService } from "./features/auth/service";
import { sessionsService } from "./features/auth/sessions";
import { sessionsRepo } from "./features/auth/sessions-repo";
import { backupRunsRepo } from "./features/backup/repo";
import { backupRuns } from "./features/backup/runs";
import { blocksRepo } from "./features/blocks/repo";
import { blocksService } from "./features/blocks/service";
import { boardReview } from "./features/boards/review-repo";
import { businessPhotoRule } from "./features/business/photo-rule";
import { businessRepo } from "./features/business/repo";
import { businessService } from "./features/business/service";
import { committeeRepo } from "./features/committee/repo";
import { committeeService } from "./features/committee/service";
import { contactRepo } from "./features/contact/repo";
import { contactService } from "./features/contact/service";
import { dashboardRepo } from "./features/dashboard/repo";
import { dashboardService } from "./features/dashboard/service";
import { duplicatesRepo } from "./features/duplicates/repo";
import { duplicateScan } from "./features/duplicates/scan";
import { duplicatesService } from "./features/duplicates/service";
import { identityRepo } from "./features/identity/repo";
import { identityService } from "./features/identity/service";
import { interestsService } from "./features/interests/service";
import { jobsRepo } from "./features/jobs/repo";
import { resumeService } from "./features/jobs/resume-service";
import { jobsService } from "./features/jobs/service";
import { freshnessCycle } from "./features/listing/freshness";
import { listingService } from "./features/listing/service";
import { photoAccessHooks } from "./features/media/access";
import { mediaRepo } from "./features/media/repo";
import { mediaService } from "./features/media/service";
import { monitoringRepo } from "./features/monitoring/repo";
import { adminPaymentsService } from "./features/payments/admin-service";
import { ledger as paymentLedger } from "./features/payments/ledger";
import { paymentsRepo } from "./features/payments/repo";
import { paymentsService } from "./features/payments/service";
import { profilePhotosService } from "./features/profile-photos/service";
import { profileViewsRepo } from "./features/profile-views/repo";
import { profileViewsService } from "./features/profile-views/service";
import { cachedPdfRenderer } from "./features/profiles/pdf/cache";
import { pdfRenderer } from "./features/profiles/pdf/pool";
import { profilePhotoRule } from "./features/profiles/photo-access";
import { profilesRepo } from "./features/profiles/repo";
import { profilesService } from "./features/profiles/service";
import { rejectionReasonsService } from "./features/rejection-reasons/service";
import { reportsRepo } from "./features/reports/repo";
import { reportsService } from "./features/reports/service";
import { reviewsRepo } from "./features/reviews/repo";
import { reviewsService } from "./features/reviews/service";
import { settingsRepo } from "./features/settings/repo";
import { settingsService } from "./features/settings/service";
import { siteContentRepo } from "./features/site-content/repo";
import { siteContentService } from "./features/site-content/service";
import { storyPhotoRule } from "./features/stories/photo-rule";
import { storiesService } from "./features/stories/service";
import { usersRepo } from "./features/users/repo";
import { usersService } from "./features/users/service";
import { adminUsersRepo } from "./features/users-admin/repo";
import { adminUsersService } from "./features/users-admin/service";
import { visibilityRepo } from "./features/visibility/repo";
import { visibilityService } from "./features/visibility/service";
import { heavyWorkGate } from "./platform/heavy-work-gate";
import { idempotency } from "./platform/idempotency";
import { requestReplaysRepo } from "./platform/idempotency/repo";
import { createMetrics } from "./platform/metrics";
import { createPaymentProviders } from "./platform/payments";
import { createRateLimiter } from "./platform/rate-limit";
import { resolveServerSecret } from "./platform/secret";
import { createSms } from "./platform/sms";
import { countedSms } from "./platform/sms/counted";
import { createStorage } from "./platform/storage";
import { createWhatsApp } from "./platform/whatsapp";
import { matchmakingServices } from "./wiring/matchmaking";
import { melavaServices } from "./wiring/melava";
import { memberRightsServices } from "./wiring/member-rights";
import { notificationServices } from "./wiring/notifications";

/** Wires repos into services once per app; routes reach them as `app.services`. */
export function createServices(config: Config, database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db, adapter, reader } = database;
  const heavyAnswers = heavyWorkGate(config.HEAVY_ANSWERS_AT_ONCE);
  const limiter = createRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`);
  const metrics = createMetrics({ processMetrics: Boolean(config.METRICS_TOKEN) });
  const sms = countedSms(createSms(config, log), metrics);
  const whatsapp = createWhatsApp(config, log);
  const storage = createStorage(config);
  // One secret for the whole app: in-memory databases get a new one on every resolve.
  const serverSecret = resolveServerSecret(config);
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
  // Photos and their owners know each other: who may see a photo follows the profile, listing or
  // committee card it belongs to (each feature contributes a read rule); the site's own images are public.
  const media = mediaService({
    storage,
    repo: photos,
    access: photoAccessHooks(() => [
      profilePhotoRule(() => profiles),
      businessPhotoRule(() => business),
      storyPhotoRule(() => stories),
      (viewer, photoId) => committee.isVisiblePhoto(viewer, photoId),
      (_viewer, photoId) => siteContent.isPublicPhoto(photoId),
    ]),
  });
  const committee = committeeService(db, committeeRepo(db), media);
  const siteContent = siteContentService(db, siteContentRepo(db), settings, media);
  const profileRows = profilesRepo(db, adapter, reader);
  const profilePhotos = profilePhotosService(db, media);
  // Who sees a profile's contact details and real photo: one module, used by every feature
  // that sends a profile out (details, lists, matches, who-viewed, PDF, photo files, interests).
  const visibility = visibilityService({
    repo: visibilityRepo(db),
    contactCap: () => config.LIMIT_CONTACT_VIEWS.max,
    profileRows,
  });
  const profiles = profilesService(
    profileRows,
    settings,
    {
      isUploadedBy: (photoId, userId) => media.isUploadedBy(photoId, userId),
      openFullJpeg: async (photoId) => (await media.openVariant(photoId, "full", "jpg"))?.body ?? null,
      openBlurredJpeg: async (photoId) => (await media.openBlurred(photoId, "jpg"))?.body ?? null,
    },
    () => visibility,
    profilePhotos,
    heavyAnswers,
  );
  const contact = contactService(db, contactRepo(db), limiter, {
    sendsPerWindow: config.CONTACT_IP_SENDS_PER_WINDOW ?? CONTACT_POLICY.sendsPerIpPerWindow,
    windowSeconds: CONTACT_POLICY.ipWindowSeconds,
  });
  const approvalsData = approvalsRepo(db, adapter);
  const rejectionReasons = rejectionReasonsService(db);
  const duplicates = duplicatesService(db, duplicatesRepo(db), media);
  const payRepo = paymentsRepo(db, adapter);
  // A melava fee counts towards its registration (the ledger asks the melava feature, wired below).
  const payLedger = paymentLedger(db, payRepo, log, () => melava.melavaRegistrations.markPaid);
  const paymentProviders = createPaymentProviders(config, db, resolveServerSecret(config));
  const payments = paymentsService({
    db,
    repo: payRepo,
    ledger: payLedger,
    settings,
    providers: paymentProviders,
    publicOrigin: (config.PUBLIC_URL ?? "").replace(/\/+$/, ""),
    basePath: config.BASE_PATH,
    log,
  });
  const interests = interestsService({
    db,
    profiles,
    visibility,
    limiter,
    policy: () => ({ name: "interests", ...config.LIMIT_INTERESTS, messageKey: "limits:interests" }),
    expiryDays: config.INTEREST_EXPIRY_DAYS,
    resendDays: config.INTEREST_RESEND_DAYS,
  });
  const melava = melavaServices({
    config,
    db,
    log,
    storage,
    settings,
    paymentProviders,
    payments: payRepo,
    isUploadedBy: (photoId, userId) => media.isUploadedBy(photoId, userId),
    openThumbJpeg: async (photoId) => (await media.openVariant(photoId, "thumb", "jpg"))?.body ?? null,
    genders: (viewer) => profiles.genders(viewer),
    visibility: () => visibility,
    sendInterest: (viewer, input, lang) => interests.send(viewer, input, lang),
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
  const stories = storiesService(
    db,
    {
      isUploadedBy: (photoId, userId) => media.isUploadedBy(photoId, userId),
      deletePhoto: (photoId) => media.deletePhoto(photoId),
    },
    rejectionReasons,
  );
  const backups = backupRuns(backupRunsRepo(db), {
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    keep: config.BACKUP_KEEP,
  });
  const monitoring = monitoringRepo(db);
  metrics.setSources({
    paymentsByStatus: () => monitoring.paymentsByStatus(),
    backupAgeSeconds: () => backups.ageSeconds(),
  });
  const reports = reportsService(db, reportsRepo(db), profiles, settings);
  const identity = identityService({ db, repo: identityRepo(db), storage, log });
  const { push, deliveries, notifications, countFailedDeliveries } = notificationServices({
    config,
    db,
    log,
    sms,
    whatsapp,
  });
  const profileViews = profileViewsService(profileViewsRepo(db), profileRows, profiles, visibility);
  return {
    settings,
    limiter,
    ...matchmakingServices({
      db,
      adapter,
      reader,
      heavyAnswers,
      profileRows,
      profiles,
      visibility,
      settings,
    }),
    ...memberRightsServices({ config, db, log, media, storage, sessions, sms, limiter, profileViews }),
    ...melava,
    sms,
    sessions,
    users,
    otp,
    storage,
    profiles,
    profilePhotos,
    auth: authService({ otp, users, sessions, settings }),
    media,
    adminUsers: adminUsersService(db, adminUsersRepo(db, adapter)),
    listing: listingService({ db, secret: serverSecret, answerDays: config.FRESHNESS_ANSWER_DAYS }),
    freshness: freshnessCycle({
      db,
      secret: serverSecret,
      publicUrl: config.PUBLIC_URL,
      basePath: config.BASE_PATH,
      askDays: config.FRESHNESS_ASK_DAYS,
      answerDays: config.FRESHNESS_ANSWER_DAYS,
    }),
    approvals: approvalsService(db, approvalsData, duplicates, rejectionReasons),
    duplicates,
    duplicateScan: duplicateScan({ repo: duplicatesRepo(db), backfillHashes: () => media.backfillHashes() }),
    identity,
    contact,
    audit: auditService(db),
    dashboard: dashboardService({
      repo: dashboardRepo(db),
      approvals: approvalsData,
      unreadMessages: () => contact.countUnread(),
      openReports: () => reports.countOpen(),
      failedDeliveries: countFailedDeliveries,
      pendingIdentity: () => identity.countPending(),
      duplicatePairs: () => duplicates.openCount(),
      pendingStories: () => stories.countWaiting(),
    }),
    paymentProviders,
    payments,
    adminPayments: adminPaymentsService(db, payRepo, payLedger, settings),
    reviews: reviewsService(db, reviewsRepo(db)),
    committee,
    siteContent,
    jobs,
    resumes: resumeService(jobsData, storage),
    business,
    stories,
    rejectionReasons,
    backups,
    metrics,
    idempotency: idempotency(requestReplaysRepo(db)),
    biodataPdf: cachedPdfRenderer(pdfRenderer(log)),
    profileViews,
    visibility,
    interests,
    blocks: blocksService(db, blocksRepo(db), profiles),
    reports,
    notifications,
    push,
    whatsapp,
    deliveries,
  };
}
export type Services = ReturnType<typeof createServices>;
