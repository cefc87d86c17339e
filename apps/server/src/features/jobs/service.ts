import type { Language } from "@vv/shared/i18n";
import {
  JOBS_PAGE_SIZE,
  type JobDetails,
  type JobInput,
  type JobListQuery,
  type JobListResponse,
  type MyJob,
  todayInIndia,
} from "@vv/shared/jobs";
import { isAdmin } from "@vv/shared/statuses";
import type { JobRow, UserRow } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { boardAdminService } from "../boards/admin-service";
import { boardPage } from "../boards/page";
import { isActiveUser, userDisplayName } from "../boards/place";
import type { BoardReview } from "../boards/review-repo";
import { jobFormValues, jobInputToColumns, resumePath, toJobCard } from "./mapping";
import type { JobsRepo } from "./repo";

/** A member keeps at most this many posts open at a time (closing one frees a place). */
export const MAX_OPEN_JOBS_PER_MEMBER = 20;

const notFoundError = () => notFound("jobs:errors.notFound");

function isPublic(row: JobRow, today: string) {
  return row.status === "approved" && row.is_closed === 0 && row.last_date >= today;
}

export function jobsService(repo: JobsRepo, review: BoardReview<"jobs">) {
  /** The post if this viewer may manage it (its poster); admins may read but not edit. */
  async function ownPost(user: UserRow, id: number) {
    const row = await repo.findById(id);
    if (!row || row.poster_user_id !== user.id) throw notFoundError();
    return row;
  }

  function mine(row: JobRow, today: string) {
    return {
      status: row.status,
      rejectedRemark: row.rejected_remark,
      isClosed: row.is_closed === 1,
      isExpired: row.last_date < today,
    };
  }

  return {
    async list(query: JobListQuery, lang: Language): Promise<JobListResponse> {
      const found = await repo.publicList(query, todayInIndia());
      return boardPage(found, query.page, JOBS_PAGE_SIZE, (r) => toJobCard(r, lang));
    },

    /** Public posts for everyone; a pending, rejected, closed or expired one only for its poster and admins. */
    async details(viewer: UserRow | null, id: number, lang: Language): Promise<JobDetails> {
      const row = await repo.findById(id);
      const today = todayInIndia();
      if (!row) throw notFoundError();
      const isPoster = viewer?.id === row.poster_user_id;
      const open = isPublic(row, today);
      if (!open && !isPoster && !isAdmin(viewer)) throw notFoundError();
      const hasApplied = viewer ? await repo.hasApplied(row.id, viewer.id) : false;
      const applicants = isPoster ? await repo.applicants(row.id) : null;
      return {
        ...toJobCard(row, lang),
        ...mine(row, today),
        isPoster,
        hasApplied,
        canApply: open && !isPoster && !hasApplied,
        applicants:
          applicants?.map((a) => ({
            userId: a.user_id,
            name: userDisplayName(a),
            appliedAt: a.applied_at,
            resumeUrl: a.resume_id ? resumePath(a.resume_id) : null,
            resumeType: a.resume_kind ?? null,
          })) ?? null,
      };
    },

    async listMine(user: UserRow, lang: Language): Promise<MyJob[]> {
      const today = todayInIndia();
      const rows = await repo.listByPoster(user.id);
      return rows.map((r) => ({
        ...toJobCard(r, lang),
        ...mine(r, today),
        applicantCount: Number(r.applicant_count ?? 0),
      }));
    },

    async formValues(user: UserRow, id: number) {
      const row = await ownPost(user, id);
      return { status: row.status, isClosed: row.is_closed === 1, values: jobFormValues(row) };
    },

    async create(user: UserRow, input: JobInput, lang: Language) {
      if (!isActiveUser(user)) throw forbidden();
      if ((await repo.countOpenBy(user.id)) >= MAX_OPEN_JOBS_PER_MEMBER) {
        throw new AppError(409, "conflict", "jobs:errors.tooMany", { max: MAX_OPEN_JOBS_PER_MEMBER });
      }
      const row = await repo.insert({ ...jobInputToColumns(input), poster_user_id: user.id });
      return { id: row.id, message: translate(lang, "jobs:messages.created") };
    },

    /** Any change goes back to the committee: an approved post leaves the board until approved again. */
    async update(user: UserRow, id: number, input: JobInput, lang: Language) {
      const row = await ownPost(user, id);
      if (row.is_closed === 1) throw new AppError(409, "conflict", "jobs:errors.closed");
      await repo.update(id, {
        ...jobInputToColumns(input),
        status: "pending",
        rejected_remark: null,
        approved_at: null,
      });
      return { id, message: translate(lang, "jobs:messages.updated") };
    },

    async close(user: UserRow, id: number, lang: Language) {
      const row = await ownPost(user, id);
      if (row.is_closed === 0) await repo.update(id, { is_closed: 1 });
      return { message: translate(lang, "jobs:messages.closed") };
    },

    async apply(user: UserRow, id: number, lang: Language) {
      if (!isActiveUser(user)) throw forbidden();
      const row = await repo.findById(id);
      if (!row || !isPublic(row, todayInIndia())) {
        if (row && (row.poster_user_id === user.id || isAdmin(user)))
          throw new AppError(409, "conflict", "jobs:errors.notOpen");
        throw notFoundError();
      }
      if (row.poster_user_id === user.id) throw new AppError(409, "conflict", "jobs:errors.ownPost");
      if (!(await repo.findResumeByOwner(user.id))) {
        throw new AppError(409, "conflict", "jobs:errors.resumeRequired");
      }
      await repo.apply(id, user.id);
      return { message: translate(lang, "jobs:messages.applied") };
    },

    async withdraw(user: UserRow, id: number, lang: Language) {
      await repo.withdraw(id, user.id);
      return { message: translate(lang, "jobs:messages.withdrawn") };
    },

    ...boardAdminService(review, "jobs", (r, poster, lang) => ({
      ...toJobCard(r, lang),
      ...mine(r, todayInIndia()),
      posterName: poster.name,
      posterMobile: poster.mobile,
      createdAt: r.created_at,
    })),
  };
}
export type JobsService = ReturnType<typeof jobsService>;
