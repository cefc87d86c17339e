import { REPORT_PAGE_SIZE, type ReportListQuery } from "@vv/shared/reports";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { ReportRow } from "../../db/schema";

/** A report with the names an admin reads it by: the profile and the reporter. */
export function reportsRepo(db: DB) {
  const withNames = () =>
    db
      .selectFrom("reports as r")
      .innerJoin("profiles as p", "p.id", "r.profile_id")
      .innerJoin("users as u", "u.id", "r.reporter_user_id")
      .selectAll("r")
      .select([
        "p.first_name as p_first_name",
        "p.middle_name as p_middle_name",
        "p.last_name as p_last_name",
        "p.registration_number as p_registration_number",
        "p.row_status as p_row_status",
        "u.first_name as u_first_name",
        "u.last_name as u_last_name",
        "u.mobile as u_mobile",
      ])
      .select((eb) =>
        eb
          .selectFrom("reports as o")
          .select((o) => o.fn.count<number>("o.reporter_user_id").distinct().as("n"))
          .whereRef("o.profile_id", "=", "r.profile_id")
          .where("o.status", "=", "open")
          .as("open_reporters"),
      );
  return {
    async page(query: ReportListQuery) {
      const [rows, total, counts] = await Promise.all([
        withNames()
          .where("r.status", "=", query.status)
          .orderBy("r.created_at", query.status === "open" ? "asc" : "desc")
          .orderBy("r.id", query.status === "open" ? "asc" : "desc")
          .limit(REPORT_PAGE_SIZE)
          .offset((query.page - 1) * REPORT_PAGE_SIZE)
          .execute(),
        db
          .selectFrom("reports")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", query.status)
          .executeTakeFirstOrThrow(),
        this.counts(),
      ]);
      return { rows, total: Number(total.n), counts };
    },

    async counts() {
      const rows = await db
        .selectFrom("reports")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { open: of("open"), closed: of("closed") };
    },

    one(id: number) {
      return withNames().where("r.id", "=", id).executeTakeFirst();
    },

    onProfile(profileId: number, exceptId: number) {
      return withNames()
        .where("r.profile_id", "=", profileId)
        .where("r.id", "!=", exceptId)
        .orderBy("r.created_at", "desc")
        .orderBy("r.id", "desc")
        .execute();
    },

    async countByReporter(userId: number, since?: string): Promise<number> {
      let q = db
        .selectFrom("reports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("reporter_user_id", "=", userId);
      if (since) q = q.where("created_at", ">=", since);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    openBy(reporterUserId: number, profileId: number) {
      return db
        .selectFrom("reports")
        .select("id")
        .where("reporter_user_id", "=", reporterUserId)
        .where("profile_id", "=", profileId)
        .where("status", "=", "open")
        .executeTakeFirst();
    },

    async insert(row: {
      reporterUserId: number;
      profileId: number;
      reportedUserId: number;
      reason: string;
      details: string;
    }): Promise<number> {
      const inserted = await db
        .insertInto("reports")
        .values({
          reporter_user_id: row.reporterUserId,
          profile_id: row.profileId,
          reported_user_id: row.reportedUserId,
          reason: row.reason,
          details: row.details,
          outcome: null,
          remark: null,
          decided_by: null,
          decided_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    find(id: number) {
      return db.selectFrom("reports").selectAll().where("id", "=", id).executeTakeFirst();
    },

    openOnProfile(profileId: number) {
      return db
        .selectFrom("reports")
        .selectAll()
        .where("profile_id", "=", profileId)
        .where("status", "=", "open")
        .execute();
    },

    account(userId: number) {
      return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
    },

    profileRowStatus(profileId: number) {
      return db
        .selectFrom("profiles")
        .select("row_status")
        .where("id", "=", profileId)
        .executeTakeFirstOrThrow();
    },

    async disableProfile(profileId: number, at: string) {
      await db
        .updateTable("profiles")
        .set({ row_status: ROW_STATUS.inactive, updated_at: at })
        .where("id", "=", profileId)
        .execute();
    },

    async deactivateAccount(userId: number, at: string) {
      await db
        .updateTable("users")
        .set({ row_status: ROW_STATUS.inactive, updated_at: at })
        .where("id", "=", userId)
        .execute();
    },

    async insertWarning(userId: number, reportId: number, remark: string) {
      await db
        .insertInto("member_warnings")
        .values({ user_id: userId, report_id: reportId, remark })
        .execute();
    },

    async close(
      id: number,
      decision: { outcome: NonNullable<ReportRow["outcome"]>; remark: string; by: number; at: string },
    ) {
      await db
        .updateTable("reports")
        .set({
          status: "closed",
          outcome: decision.outcome,
          remark: decision.remark,
          decided_by: decision.by,
          decided_at: decision.at,
        })
        .where("id", "=", id)
        .execute();
    },

    unseenWarnings(userId: number) {
      return db
        .selectFrom("member_warnings")
        .select(["id", "remark", "created_at"])
        .where("user_id", "=", userId)
        .where("seen_at", "is", null)
        .orderBy("created_at", "asc")
        .execute();
    },

    async markWarningSeen(userId: number, id: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable("member_warnings")
        .set({ seen_at: at })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
export type ReportsRepo = ReturnType<typeof reportsRepo>;
export type ReportWithNames = NonNullable<Awaited<ReturnType<ReportsRepo["one"]>>>;
