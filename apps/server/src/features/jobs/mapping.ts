import type { Language } from "@vv/shared/i18n";
import { JOB_QUALIFICATIONS, JOB_TYPES, type JobCard, type JobInput, type JobType } from "@vv/shared/jobs";
import type { JobRow, JobsTable } from "../../db/schema";
import { itemLabel, placeLabel } from "../boards/place";

export function resumePath(resumeId: string): string {
  return `/jobs/resumes/${resumeId}`;
}

export function toJobCard(row: JobRow, lang: Language): JobCard {
  return {
    id: row.id,
    title: row.title,
    employer: row.employer,
    description: row.description,
    stateId: row.state_id,
    districtId: row.district_id,
    place: placeLabel(row.state_id, row.district_id, lang),
    jobType: row.job_type as JobType,
    jobTypeLabel: itemLabel(JOB_TYPES, row.job_type, lang),
    qualificationId: row.qualification_id,
    qualification: itemLabel(JOB_QUALIFICATIONS, row.qualification_id, lang),
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    lastDate: row.last_date,
    applyPhone: row.apply_phone,
    applyEmail: row.apply_email,
    applyUrl: row.apply_url,
    postedAt: row.created_at,
  };
}

export function jobInputToColumns(input: JobInput) {
  return {
    title: input.title,
    employer: input.employer,
    description: input.description,
    state_id: input.stateId,
    district_id: input.districtId,
    job_type: input.jobType,
    qualification_id: input.qualificationId,
    salary_min: input.salaryMin,
    salary_max: input.salaryMax,
    last_date: input.lastDate,
    apply_phone: input.applyPhone,
    apply_email: input.applyEmail,
    apply_url: input.applyUrl,
  } satisfies Partial<Record<keyof JobsTable, unknown>>;
}

export function jobFormValues(row: JobRow) {
  return {
    title: row.title,
    employer: row.employer,
    description: row.description,
    stateId: row.state_id,
    districtId: row.district_id,
    jobType: row.job_type as JobType,
    qualificationId: row.qualification_id,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    lastDate: row.last_date,
    applyPhone: row.apply_phone,
    applyEmail: row.apply_email,
    applyUrl: row.apply_url,
  };
}
