/**
 * The job board's limits and lists without zod, for pages that filter or show posts but have no
 * form (/job-updates keeps zod off its first load). jobs.ts re-exports them.
 */
/** Job board: the limits and lists, written once for the form and the API. */
export const JOB_LIMITS = {
  title: 100,
  employer: 100,
  description: 2000,
  email: 120,
  url: 300,
  /** Monthly salary in rupees. */
  salaryMax: 10_000_000,
} as const;

/** How far ahead a last date may be set. */
export const JOB_MAX_DAYS_AHEAD = 366;
export const JOBS_PAGE_SIZE = 10;

export const JOB_TYPES = [
  { id: "full_time", en: "Full-time", mr: "पूर्ण वेळ" },
  { id: "part_time", en: "Part-time", mr: "अर्धवेळ" },
  { id: "government", en: "Government", mr: "सरकारी" },
  { id: "private", en: "Private", mr: "खासगी" },
  { id: "self_employment", en: "Self-employment", mr: "स्वयंरोजगार" },
] as const;
export type JobType = (typeof JOB_TYPES)[number]["id"];
export const JOB_TYPE_IDS = JOB_TYPES.map((t) => t.id) as [JobType, ...JobType[]];

/** The least schooling a post asks for. */
export const JOB_QUALIFICATIONS = [
  { id: 1, en: "No formal requirement", mr: "शिक्षणाची अट नाही" },
  { id: 2, en: "Up to 10th", mr: "इयत्ता १० वी पर्यंत" },
  { id: 3, en: "SSC (10th)", mr: "एस.एस.सी. (१० वी)" },
  { id: 4, en: "HSC (12th)", mr: "एच.एस.सी. (१२ वी)" },
  { id: 5, en: "ITI", mr: "आय.टी.आय." },
  { id: 6, en: "Diploma", mr: "डिप्लोमा (पदविका)" },
  { id: 7, en: "Graduate", mr: "पदवीधर" },
  { id: 8, en: "Post-graduate", mr: "पदव्युत्तर" },
  {
    id: 9,
    en: "Professional degree (BE, MBBS, CA, LLB…)",
    mr: "व्यावसायिक पदवी (बी.ई., एम.बी.बी.एस., सी.ए., एलएल.बी.…)",
  },
  { id: 10, en: "PhD", mr: "पीएच.डी." },
] as const;
export const JOB_QUALIFICATION_IDS: ReadonlySet<number> = new Set(JOB_QUALIFICATIONS.map((q) => q.id));
