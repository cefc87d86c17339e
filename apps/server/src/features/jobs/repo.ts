import { JOBS_PAGE_SIZE, type JobListQuery } from "@vv/shared/jobs";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { JobRow, JobsTable, ResumesTable } from "../../db/schema";
import { containsAny, newestPage } from "../boards/list-repo";

export type NewJob = Insertable<JobsTable>;
export type JobPatch = Updateable<JobsTable>;

export function jobsRepo(db: DB, adapter: DialectAdapter) {
  return {
    /** Approved, open posts whose last date is today or later (India's date), newest first. */
    async publicList(query: JobListQuery, today: string) {
      let base = db
        .selectFrom("jobs")
        .where("status", "=", "approved")
        .where("is_closed", "=", 0)
        .where("last_date", ">=", today);
      if (query.districtId) base = base.where("district_id", "=", query.districtId);
      if (query.jobType) base = base.where("job_type", "=", query.jobType);
      if (query.qualificationId) base = base.where("qualification_id", "=", query.qualificationId);
      if (query.q) base = base.where(containsAny(adapter, ["title", "employer", "description"], query.q));
      return newestPage(base, query.page, JOBS_PAGE_SIZE);
    },

    findById: (id: number): Promise<JobRow | undefined> =>
      db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst(),

    async insert(values: NewJob): Promise<JobRow> {
      return db.insertInto("jobs").values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, patch: JobPatch): Promise<void> {
      await db
        .updateTable("jobs")
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    async countOpenBy(userId: number): Promise<number> {
      const row = await db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("poster_user_id", "=", userId)
        .where("is_closed", "=", 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The poster's own posts, every status, with how many applied to each. */
    listByPoster(userId: number) {
      return db
        .selectFrom("jobs")
        .selectAll("jobs")
        .select((eb) =>
          eb
            .selectFrom("job_applications")
            .whereRef("job_applications.job_id", "=", "jobs.id")
            .select((e) => e.fn.countAll<number>().as("n"))
            .as("applicant_count"),
        )
        .where("poster_user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** Who applied to a post, oldest first, with their current resume (if any). */
    applicants(jobId: number) {
      return db
        .selectFrom("job_applications")
        .innerJoin("users", "users.id", "job_applications.applicant_user_id")
        .leftJoin("resumes", "resumes.owner_user_id", "job_applications.applicant_user_id")
        .select([
          "users.id as user_id",
          "users.first_name",
          "users.last_name",
          "users.mobile",
          "job_applications.created_at as applied_at",
          "resumes.id as resume_id",
          "resumes.kind as resume_kind",
        ])
        .where("job_applications.job_id", "=", jobId)
        .orderBy("job_applications.created_at", "asc")
        .execute();
    },

    async hasApplied(jobId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("job_applications")
        .select("job_id")
        .where("job_id", "=", jobId)
        .where("applicant_user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async apply(jobId: number, userId: number): Promise<void> {
      await db
        .insertInto("job_applications")
        .values({ job_id: jobId, applicant_user_id: userId })
        .onConflict((oc) => oc.columns(["job_id", "applicant_user_id"]).doNothing())
        .execute();
    },

    async withdraw(jobId: number, userId: number): Promise<void> {
      await db
        .deleteFrom("job_applications")
        .where("job_id", "=", jobId)
        .where("applicant_user_id", "=", userId)
        .execute();
    },

    /** True when the applicant applied to at least one post of this poster. */
    async appliedToPosterOf(applicantId: number, posterId: number): Promise<boolean> {
      const row = await db
        .selectFrom("job_applications")
        .innerJoin("jobs", "jobs.id", "job_applications.job_id")
        .select("jobs.id")
        .where("job_applications.applicant_user_id", "=", applicantId)
        .where("jobs.poster_user_id", "=", posterId)
        .executeTakeFirst();
      return row !== undefined;
    },

    findResumeByOwner: (userId: number) =>
      db.selectFrom("resumes").selectAll().where("owner_user_id", "=", userId).executeTakeFirst(),
    findResume: (id: string) => db.selectFrom("resumes").selectAll().where("id", "=", id).executeTakeFirst(),

    /** Replaces the member's resume row; returns the storage key of the one it replaced. */
    async putResume(row: Insertable<ResumesTable>): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom("resumes")
          .select("storage_key")
          .where("owner_user_id", "=", row.owner_user_id)
          .executeTakeFirst();
        await trx.deleteFrom("resumes").where("owner_user_id", "=", row.owner_user_id).execute();
        await trx.insertInto("resumes").values(row).execute();
        return old?.storage_key ?? null;
      });
    },

    async deleteResume(userId: number): Promise<string | null> {
      const old = await db
        .deleteFrom("resumes")
        .where("owner_user_id", "=", userId)
        .returning("storage_key")
        .executeTakeFirst();
      return old?.storage_key ?? null;
    },
  };
}
export type JobsRepo = ReturnType<typeof jobsRepo>;
