import { z } from "zod";
import {
  BOARD_STATUSES,
  optionalId,
  optionalText,
  optionalWebLink,
  pageNumber,
  req,
  requiredText,
  searchText,
  tooLong,
} from "./board-review";
import { stateAndDistrictRule, whenValid } from "./cross-field";
import { JOB_LIMITS, JOB_MAX_DAYS_AHEAD, JOB_QUALIFICATION_IDS, JOB_TYPE_IDS } from "./job-options";
import { normalizeMobile } from "./mobile";

export * from "./job-options";

/** Today's date in India (YYYY-MM-DD): a post is open through the whole of its last date there. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const msg = (key: string) => `jobs:validation.${key}`;

const isoDate = z
  .string(req)
  .trim()
  .min(1, req)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    msg("dateFormat"),
  );

const salary = z
  .union([z.literal(""), z.null(), z.coerce.number(msg("salaryNumber"))])
  .optional()
  .transform((v) => (v === "" || v === null || v === undefined ? null : v))
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= 0 && v <= JOB_LIMITS.salaryMax),
    msg("salaryNumber"),
  );

const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const normal = normalizeMobile(v);
    if (!normal) {
      ctx.addIssue({ code: "custom", message: msg("phone") });
      return z.NEVER;
    }
    return normal;
  });

const optionalEmail = z
  .string()
  .trim()
  .max(JOB_LIMITS.email, tooLong(JOB_LIMITS.email))
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) {
      ctx.addIssue({ code: "custom", message: msg("email") });
      return z.NEVER;
    }
    return v.toLowerCase();
  });

/** Create and edit share one body. */
export const jobInputSchema = z
  .object({
    title: requiredText(JOB_LIMITS.title),
    employer: requiredText(JOB_LIMITS.employer),
    description: optionalText(JOB_LIMITS.description),
    stateId: z.coerce.number(req).int(req),
    districtId: z.coerce.number(req).int(req),
    jobType: z.enum(JOB_TYPE_IDS, "common:validation.invalidChoice"),
    qualificationId: z.coerce
      .number(req)
      .int(req)
      .refine((v) => JOB_QUALIFICATION_IDS.has(v), "common:validation.invalidChoice"),
    salaryMin: salary,
    salaryMax: salary,
    lastDate: isoDate,
    applyPhone: optionalPhone,
    applyEmail: optionalEmail,
    applyUrl: optionalWebLink(JOB_LIMITS.url, msg("url")),
  })
  .superRefine(...stateAndDistrictRule)
  .superRefine(
    (job, ctx) => {
      if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
        ctx.addIssue({ code: "custom", path: ["salaryMax"], message: msg("salaryOrder") });
      }
    },
    whenValid("salaryMin", "salaryMax"),
  )
  .superRefine((job, ctx) => {
    const today = todayInIndia();
    if (job.lastDate < today) {
      ctx.addIssue({ code: "custom", path: ["lastDate"], message: msg("lastDatePast") });
    } else if (job.lastDate > addDays(today, JOB_MAX_DAYS_AHEAD)) {
      ctx.addIssue({ code: "custom", path: ["lastDate"], message: msg("lastDateTooFar") });
    }
  }, whenValid("lastDate"))
  .superRefine(
    (job, ctx) => {
      if (!job.applyPhone && !job.applyEmail && !job.applyUrl) {
        ctx.addIssue({ code: "custom", path: ["applyPhone"], message: msg("howToApply") });
      }
    },
    whenValid("applyPhone", "applyEmail", "applyUrl"),
  );
export type JobInput = z.output<typeof jobInputSchema>;
export type JobFormValues = z.input<typeof jobInputSchema>;

/** Public list filters; they live in the page URL, so every field is forgiving. */
export const jobListQuerySchema = z.object({
  districtId: optionalId,
  jobType: z.enum(JOB_TYPE_IDS).optional().catch(undefined),
  qualificationId: optionalId,
  q: searchText,
  page: pageNumber,
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const JOB_STATUSES = BOARD_STATUSES;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  employer: z.string(),
  description: z.string().nullable(),
  stateId: z.number().int(),
  districtId: z.number().int(),
  /** "District, State" in the viewer's language. */
  place: z.string(),
  jobType: z.enum(JOB_TYPE_IDS),
  jobTypeLabel: z.string(),
  qualificationId: z.number().int(),
  qualification: z.string(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  lastDate: z.string(),
  applyPhone: z.string().nullable(),
  applyEmail: z.string().nullable(),
  applyUrl: z.string().nullable(),
  postedAt: z.string(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobListResponseSchema = z.object({
  items: z.array(jobCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobApplicantSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  appliedAt: z.string(),
  /** Path below the API root; null when the applicant has since removed their resume. */
  resumeUrl: z.string().nullable(),
  resumeType: z.enum(["pdf", "image"]).nullable(),
});
export type JobApplicant = z.infer<typeof jobApplicantSchema>;

export const jobDetailsSchema = jobCardSchema.extend({
  status: z.enum(JOB_STATUSES),
  rejectedRemark: z.string().nullable(),
  isClosed: z.boolean(),
  isExpired: z.boolean(),
  /** The signed-in viewer posted it (or an admin is looking). */
  isPoster: z.boolean(),
  hasApplied: z.boolean(),
  canApply: z.boolean(),
  /** Only for the poster; null for everyone else. */
  applicants: z.array(jobApplicantSchema).nullable(),
});
export type JobDetails = z.infer<typeof jobDetailsSchema>;

export const myJobSchema = jobCardSchema.extend({
  status: z.enum(JOB_STATUSES),
  rejectedRemark: z.string().nullable(),
  isClosed: z.boolean(),
  isExpired: z.boolean(),
  applicantCount: z.number().int(),
});
export type MyJob = z.infer<typeof myJobSchema>;

export const jobFormResponseSchema = z.object({
  status: z.enum(JOB_STATUSES),
  isClosed: z.boolean(),
  values: z.object({
    title: z.string(),
    employer: z.string(),
    description: z.string().nullable(),
    stateId: z.number().int(),
    districtId: z.number().int(),
    jobType: z.enum(JOB_TYPE_IDS),
    qualificationId: z.number().int(),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    lastDate: z.string(),
    applyPhone: z.string().nullable(),
    applyEmail: z.string().nullable(),
    applyUrl: z.string().nullable(),
  }),
});
export type JobFormResponse = z.infer<typeof jobFormResponseSchema>;

export const jobSavedResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** A member's resume: PDF or a photo of one. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const resumeInfoSchema = z.object({
  resume: z
    .object({
      url: z.string(),
      type: z.enum(["pdf", "image"]),
      bytes: z.number().int(),
      uploadedAt: z.string(),
    })
    .nullable(),
});
export type ResumeInfo = z.infer<typeof resumeInfoSchema>;

export const adminJobItemSchema = jobCardSchema.extend({
  status: z.enum(JOB_STATUSES),
  rejectedRemark: z.string().nullable(),
  isClosed: z.boolean(),
  isExpired: z.boolean(),
  posterName: z.string(),
  posterMobile: z.string(),
  createdAt: z.string(),
});
export type AdminJobItem = z.infer<typeof adminJobItemSchema>;

/** The schemas of the board routes every board shares (apps/server boards/routes.ts). */
export const jobBoardSchemas = {
  listQuery: jobListQuerySchema,
  listResponse: jobListResponseSchema,
  myItem: myJobSchema,
  input: jobInputSchema,
  saved: jobSavedResponseSchema,
  details: jobDetailsSchema,
  form: jobFormResponseSchema,
};
