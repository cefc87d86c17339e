import type { Language } from "@vv/shared/i18n";
import {
  REPORT_OUTCOMES,
  REPORT_PAGE_SIZE,
  type ReportActionBody,
  type ReportDetails,
  type ReportListQuery,
  type ReportListResponse,
  type reportBodySchema,
  reportReference,
} from "@vv/shared/reports";
import { isAdmin, ROW_STATUS } from "@vv/shared/statuses";
import type { z } from "zod";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { sessionsRepo } from "../auth/sessions-repo";
import { notify } from "../notifications/notify";
import type { Viewer } from "../profiles/access";
import type { ProfilesService } from "../profiles/service";
import type { SettingsService } from "../settings/service";
import { type ReportsRepo, reportsRepo } from "./repo";
import { refreshAllReportHolds, refreshReportHold } from "./sql";
import { toReportItem } from "./view";

/** A member may send this many reports a day (a guard against flooding the committee's queue). */
export const REPORTS_PER_DAY = 10;

/** Members report profiles; the committee decides; reporters hear the outcome. */
export function reportsService(
  db: DB,
  repo: ReportsRepo,
  profiles: ProfilesService,
  settings: SettingsService,
) {
  const threshold = async () => (await settings.get()).reportHideThreshold;

  return {
    /** A report of a profile the member may see; answered with the reference to quote. */
    async create(viewer: Viewer, idOrSlug: string, body: z.output<typeof reportBodySchema>, lang: Language) {
      const { row, manages } = await profiles.resolveVisible(viewer, idOrSlug, { unlisted: "allow" });
      if (manages || row.owner_user_id === viewer.id) throw conflict("safety:reports.errors.ownProfile");
      if (await repo.openBy(viewer.id, row.id)) throw conflict("safety:reports.errors.alreadyOpen");
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      if ((await repo.countByReporter(viewer.id, dayAgo)) >= REPORTS_PER_DAY)
        throw new AppError(429, "rate_limited", "safety:reports.errors.tooMany");
      const limit = await threshold();
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await reportsRepo(trx).insert({
          reporterUserId: viewer.id,
          profileId: row.id,
          reportedUserId: row.owner_user_id,
          reason: body.reason,
          details: body.details,
        });
        await refreshReportHold(trx, row.id, limit);
        return inserted;
      });
      const reference = reportReference(id);
      return { reference, message: translate(lang, "safety:reports.ack", { reference }) };
    },

    async list(query: ReportListQuery): Promise<ReportListResponse> {
      const { rows, total, counts } = await repo.page(query);
      return { items: rows.map(toReportItem), total, page: query.page, pageSize: REPORT_PAGE_SIZE, counts };
    },

    async countOpen(): Promise<number> {
      return (await repo.counts()).open;
    },

    async details(id: number): Promise<ReportDetails> {
      const row = await repo.one(id);
      if (!row) throw notFound("safety:reports.errors.notFound");
      const [earlier, member, reporterReports] = await Promise.all([
        repo.onProfile(row.profile_id, row.id),
        repo.account(row.reported_user_id),
        repo.countByReporter(row.reporter_user_id),
      ]);
      return {
        report: toReportItem(row),
        member: {
          id: member.id,
          name: [member.first_name, member.last_name].filter(Boolean).join(" "),
          mobile: member.mobile,
          rowStatus: member.row_status,
          role: member.role,
        },
        earlier: earlier.map(toReportItem),
        reporterReports,
      };
    },

    /**
     * The committee's decision on a report: it closes every open report on the same profile, does
     * what the action says, writes the audit log, and tells each reporter the outcome.
     */
    async decide(admin: UserRow, id: number, body: ReportActionBody, lang: Language) {
      const outcome = REPORT_OUTCOMES[body.action];
      const limit = await threshold();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const rows = reportsRepo(trx);
        const report = await rows.find(id);
        if (!report) throw notFound("safety:reports.errors.notFound");
        if (report.status !== "open") throw conflict("safety:reports.errors.decided");
        const open = await rows.openOnProfile(report.profile_id);
        const target = await rows.account(report.reported_user_id);
        const audit = auditRepo(trx);

        if (body.action === "warn") {
          await rows.insertWarning(target.id, report.id, body.remark);
          await notify(trx, { userId: target.id, type: "warning", params: { remark: body.remark } });
        } else if (body.action === "disableProfile") {
          const profile = await rows.profileRowStatus(report.profile_id);
          if (profile.row_status !== ROW_STATUS.inactive) {
            await rows.disableProfile(report.profile_id, now);
            await audit.insert({
              actor_user_id: admin.id,
              entity_type: "profile",
              entity_id: report.profile_id,
              action: "disable",
              before_state: JSON.stringify({ row_status: profile.row_status }),
              after_state: JSON.stringify({ row_status: ROW_STATUS.inactive }),
              remark: body.remark,
            });
          }
        } else if (body.action === "deactivateAccount") {
          if (isAdmin(target)) throw conflict("safety:reports.errors.protectedAccount");
          if (target.row_status !== ROW_STATUS.inactive) {
            await rows.deactivateAccount(target.id, now);
            await sessionsRepo(trx).deleteForUser(target.id);
            await audit.insert({
              actor_user_id: admin.id,
              entity_type: "user",
              entity_id: target.id,
              action: "deactivate",
              before_state: JSON.stringify({ row_status: target.row_status }),
              after_state: JSON.stringify({ row_status: ROW_STATUS.inactive }),
              remark: body.remark,
            });
          }
        }

        for (const r of open) {
          await rows.close(r.id, { outcome, remark: body.remark, by: admin.id, at: now });
          await audit.insert({
            actor_user_id: admin.id,
            entity_type: "report",
            entity_id: r.id,
            action: body.action,
            before_state: JSON.stringify({ status: "open" }),
            after_state: JSON.stringify({ status: "closed", outcome }),
            remark: body.remark,
          });
          await notify(trx, {
            userId: r.reporter_user_id,
            type: "report_outcome",
            params: { reference: reportReference(r.id), outcomeKey: `notifications:outcomes.${outcome}` },
          });
        }
        await refreshReportHold(trx, report.profile_id, limit);
      });
      return { message: translate(lang, `safety:admin.done.${body.action}`) };
    },

    /** After the site setting changes, holds follow the new threshold. */
    refreshHolds: async () => refreshAllReportHolds(db, await threshold()),

    async warnings(userId: number) {
      const rows = await repo.unseenWarnings(userId);
      return { items: rows.map((r) => ({ id: r.id, remark: r.remark, createdAt: r.created_at })) };
    },

    async acknowledgeWarning(userId: number, id: number) {
      if (!(await repo.markWarningSeen(userId, id, new Date().toISOString())))
        throw notFound("errors.notFound");
      return this.warnings(userId);
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
