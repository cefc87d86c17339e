/** The admin dashboard: counts at a glance and three charts. */
import { z } from "zod";

/** Registrations per week are shown for this many weeks, the current one included. */
export const DASHBOARD_WEEKS = 12;

/**
 * Weeks start on Monday at midnight in India (UTC+05:30, no daylight saving), the committee's time.
 */
export const IST_OFFSET_MINUTES = 330;

const bar = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

export const dashboardResponseSchema = z.object({
  counts: z.object({
    pendingProfiles: z.number().int(),
    pendingPhotos: z.number().int(),
    pendingUsers: z.number().int(),
    unreadMessages: z.number().int(),
    /** Reports of profiles waiting for a decision. */
    openReports: z.number().int(),
    /** SMS/WhatsApp notifications that could not be delivered after every retry. */
    failedDeliveries: z.number().int(),
    /** Identity documents waiting for the committee. */
    pendingIdentity: z.number().int(),
    /** Possible duplicate profiles the daily scan found that nobody has dismissed. */
    duplicatePairs: z.number().int(),
    /** Success stories both families agreed to, waiting for the committee. */
    pendingStories: z.number().int(),
  }),
  /** The approval queue (pending profiles and new photos): what has waited longest, and how many over 48 hours. */
  queue: z.object({
    oldest: z
      .object({
        profileId: z.number().int(),
        slug: z.string(),
        fullName: z.string(),
        kind: z.enum(["profile", "photo"]),
        since: z.string(),
      })
      .nullable(),
    overdue: z.number().int(),
  }),
  /** Oldest week first; `key` is the Monday (YYYY-MM-DD, India time) that starts the week. */
  registrationsPerWeek: z.array(bar),
  byRegion: z.array(bar),
  byGender: z.array(bar),
  /** Profiles counted in the region and gender charts (every profile except deleted ones). */
  profileTotal: z.number().int(),
  /**
   * Matches made through the portal per year (India time), oldest first, the current year always
   * there: a family closed its profile as engaged or married naming the other profile; a pair that
   * named each other counts once. `key` is the year.
   */
  matchesPerYear: z.array(bar),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardBar = z.infer<typeof bar>;
