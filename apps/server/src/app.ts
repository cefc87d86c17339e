import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { assertUsableConfig, type Config } from "./config";
import { createDatabase, type DatabaseHandle } from "./db/database";
import { approvalRoutes } from "./features/approvals/routes";
import { auditRoutes } from "./features/audit/routes";
import { devOutboxRoutes } from "./features/auth/dev-routes";
import { authRoutes } from "./features/auth/routes";
import { backupRoutes } from "./features/backup/routes";
import { startScheduledBackups } from "./features/backup/schedule";
import { blockRoutes } from "./features/blocks/routes";
import { businessAdminRoutes } from "./features/business/admin-routes";
import { businessRoutes } from "./features/business/routes";
import { committeeRoutes } from "./features/committee/routes";
import { contactRoutes } from "./features/contact/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { startErasureJob } from "./features/data-rights/job";
import { dataRightsRoutes } from "./features/data-rights/routes";
import { startDuplicateScan } from "./features/duplicates/job";
import { duplicateRoutes } from "./features/duplicates/routes";
import { grievanceRoutes } from "./features/grievances/routes";
import { healthRoutes } from "./features/health/routes";
import { startIdentityDocumentSweep } from "./features/identity/job";
import { identityRoutes } from "./features/identity/routes";
import { interestRoutes } from "./features/interests/routes";
import { jobAdminRoutes } from "./features/jobs/admin-routes";
import { jobRoutes } from "./features/jobs/routes";
import { kundliRoutes } from "./features/kundli/routes";
import { legalRoutes } from "./features/legal/routes";
import { startRulesReminders } from "./features/legal/rules-reminder";
import { devFreshnessRoutes } from "./features/listing/dev-routes";
import { startFreshnessJob } from "./features/listing/freshness";
import { listingRoutes } from "./features/listing/routes";
import { startNewMatchNotices } from "./features/matches/new-matches-notice";
import { matchesRoutes } from "./features/matches/routes";
import { mediaRoutes } from "./features/media/routes";
import { startPhotoSweep } from "./features/media/sweep";
import { melavaBookletRoutes } from "./features/melava/booklet-routes";
import { melavaDeskRoutes } from "./features/melava/desk-routes";
import { melavaMembersRoutes } from "./features/melava/members-routes";
import { melavaRegistrationRoutes } from "./features/melava/registration-routes";
import { startMelavaReminders } from "./features/melava/reminder";
import { melavaRoutes } from "./features/melava/routes";
import { readinessRoutes } from "./features/monitoring/routes";
import { startNotificationDeliveries } from "./features/notifications/delivery-job";
import { notificationRoutes } from "./features/notifications/routes";
import { adminPaymentRoutes } from "./features/payments/admin-routes";
import { startPaymentReconciler } from "./features/payments/reconciler";
import { paymentRoutes } from "./features/payments/routes";
import { sandboxRoutes } from "./features/payments/sandbox-routes";
import { placesRoutes } from "./features/places/routes";
import { preferencesRoutes } from "./features/preferences/routes";
import { profilePhotoRoutes } from "./features/profile-photos/routes";
import { profileViewsRoutes } from "./features/profile-views/routes";
import { profileRoutes } from "./features/profiles/routes";
import { pushRoutes } from "./features/push/routes";
import { pwaRoutes } from "./features/pwa/routes";
import { referenceRoutes } from "./features/reference/routes";
import { rejectionReasonRoutes } from "./features/rejection-reasons/routes";
import { reportRoutes } from "./features/reports/routes";
import { retentionRoutes } from "./features/retention/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { startSavedSearchNotices } from "./features/saved-searches/notices";
import { savedSearchRoutes } from "./features/saved-searches/routes";
import { settingsRoutes } from "./features/settings/routes";
import { applyTrustEnv, shippedExampleProblems } from "./features/settings/trust-setup";
import { shortlistRoutes } from "./features/shortlists/routes";
import { siteContentRoutes } from "./features/site-content/routes";
import { storyRoutes } from "./features/stories/routes";
import { adminUserRoutes } from "./features/users-admin/routes";
import { visibilityRoutes } from "./features/visibility/routes";
import { registerApiDocs } from "./platform/api-docs";
import { guardRoutes, registerRequestGuards, registerSessionHook } from "./platform/auth";
import { registerErrorHandling, sendNotFound } from "./platform/errors";
import { registerInputGuards } from "./platform/input";
import { type JobLeases, jobLeasesRepo } from "./platform/job-leases-repo";
import { registerJsonEtags } from "./platform/json-etag";
import { loggerOptions, requestId } from "./platform/logging";
import { registerMetrics } from "./platform/metrics";
import { registerRouteIndex } from "./platform/route-index";
import { registerRouteRateLimits } from "./platform/route-rate-limit";
import { registerSecurityHeaders, securityHeadersWith } from "./platform/security-headers";
import { inlineScriptHashes, registerWebApp } from "./platform/web";
import { createServices, type Services } from "./services";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    jobLeases: JobLeases;
  }
}

export interface BuildOptions {
  /** Use an already opened database (tests share one per file). */
  database?: DatabaseHandle;
  /** Write log lines here (tests read them). */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  assertUsableConfig(config);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream) as FastifyServerOptions["logger"],
    // Every log line of a request carries its id: the proxy's X-Request-Id, or a new UUID.
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Believe X-Forwarded-For only from the configured number of proxies: per-IP limits depend on it.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Every route validates and serializes with zod: Fastify's default compilers (ajv,
    // fast-json-stringify) would only be loaded at start to go unused.
    schemaController: {
      // (typed for JSON schemas; these compile zod schemas, as set*Compiler below does)
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? createDatabase(config.DATABASE_URL, { readWorkers: config.SQLITE_READ_WORKERS });
  if (!options.database) {
    await database.migrate();
    app.addHook("onClose", () => database.close());
  }
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("services", createServices(config, database, app.log));
  app.decorate("jobLeases", jobLeasesRepo(database.db));
  app.addHook("onClose", () => app.services.limiter.close());
  await app.services.settings.ensureSeeded();
  await applyTrustEnv(config, app.services, app.log);
  if (config.NODE_ENV === "production") {
    const problems = await shippedExampleProblems(app.services);
    if (problems.length) {
      await app.close();
      throw new Error(
        `Invalid configuration: the site would publish the shipped examples (set these, see deploy/README.md):\n  ${problems.join("\n  ")}`,
      );
    }
  }
  if (config.SUPER_ADMIN_MOBILE) await app.services.users.ensureSuperAdmin(config.SUPER_ADMIN_MOBILE);

  registerSecurityHeaders(
    app,
    securityHeadersWith(inlineScriptHashes(config.WEB_DIST)),
    `${config.BASE_PATH}assets/`,
  );
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerMetrics(app, app.services.metrics, config.METRICS_TOKEN, config.BASE_PATH);
  registerRouteIndex(app);
  registerErrorHandling(app);
  registerRequestGuards(app);
  registerInputGuards(app);
  registerJsonEtags(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRouteRateLimits(app);

  const apiPrefix = `${config.BASE_PATH}api/v1`;
  // OpenAPI document and Swagger UI, built on the first request under /api/docs.
  registerApiDocs(app, apiPrefix, `${config.BASE_PATH}api/docs`);

  await app.register(
    async (api) => {
      registerSessionHook(api);
      guardRoutes(api, `${apiPrefix}/admin`);
      await api.register(healthRoutes);
      await api.register(readinessRoutes);
      await api.register(settingsRoutes);
      await api.register(referenceRoutes);
      await api.register(authRoutes);
      // The dev outbox shows OTPs to anyone: only in demo mode, which assertUsableConfig keeps on loopback.
      if (config.DEMO && app.services.sms.outbox) await api.register(devOutboxRoutes);
      if (config.DEMO) await api.register(devFreshnessRoutes);
      await api.register(mediaRoutes);
      await api.register(profileRoutes);
      await api.register(profilePhotoRoutes);
      await api.register(visibilityRoutes);
      await api.register(interestRoutes);
      await api.register(approvalRoutes);
      await api.register(adminUserRoutes);
      await api.register(contactRoutes);
      await api.register(dashboardRoutes);
      await api.register(auditRoutes);
      await api.register(paymentRoutes);
      await api.register(sandboxRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(reviewRoutes);
      await api.register(committeeRoutes);
      await api.register(melavaRoutes);
      await api.register(melavaRegistrationRoutes);
      await api.register(melavaBookletRoutes);
      await api.register(melavaDeskRoutes);
      await api.register(melavaMembersRoutes);
      await api.register(siteContentRoutes);
      await api.register(jobRoutes);
      await api.register(jobAdminRoutes);
      await api.register(businessRoutes);
      await api.register(businessAdminRoutes);
      await api.register(backupRoutes);
      await api.register(kundliRoutes);
      await api.register(placesRoutes);
      await api.register(preferencesRoutes);
      await api.register(matchesRoutes);
      await api.register(profileViewsRoutes);
      await api.register(shortlistRoutes);
      await api.register(savedSearchRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(blockRoutes);
      await api.register(reportRoutes);
      await api.register(duplicateRoutes);
      await api.register(legalRoutes);
      await api.register(grievanceRoutes);
      await api.register(dataRightsRoutes);
      await api.register(retentionRoutes);
      await api.register(identityRoutes);
      await api.register(listingRoutes);
      await api.register(storyRoutes);
      await api.register(rejectionReasonRoutes);
    },
    { prefix: apiPrefix },
  );

  await app.register(pwaRoutes);

  startPaymentReconciler(app);
  startPhotoSweep(app);
  startNotificationDeliveries(app);
  startNewMatchNotices(app);
  startSavedSearchNotices(app);
  startErasureJob(app);
  startRulesReminders(app);
  startFreshnessJob(app);
  startMelavaReminders(app);
  startIdentityDocumentSweep(app);
  startDuplicateScan(app);
  startScheduledBackups(app);

  const sendIndex = await registerWebApp(app, config.WEB_DIST, config.BASE_PATH);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      sendIndex &&
      (request.method === "GET" || request.method === "HEAD") &&
      request.url.startsWith(config.BASE_PATH) &&
      !request.url.startsWith(`${config.BASE_PATH}api/`) &&
      (request.headers.accept ?? "").includes("text/html");
    if (wantsPage) return sendIndex(request, reply);
    return sendNotFound(request, reply);
  });

  return app;
}
