import { QUEUE_OVERDUE_HOURS } from "@vv/shared/approvals";
import { DASHBOARD_WEEKS, type DashboardBar, type DashboardResponse } from "@vv/shared/dashboard";
import type { Language } from "@vv/shared/i18n";
import { localNumber } from "@vv/shared/numbers";
import { profileSlug } from "@vv/shared/profile";
import { GENDERS, REGIONS } from "@vv/shared/reference";
import { translate } from "../../platform/i18n";
import { bucketByWeek, indiaDay, indiaDayStart, lastWeekStarts } from "../../platform/india-time";
import type { ApprovalsRepo } from "../approvals/repo";
import { fullName } from "../profiles/labels";
import type { DashboardRepo } from "./repo";

interface Deps {
  repo: DashboardRepo;
  approvals: Pick<ApprovalsRepo, "counts">;
  unreadMessages: () => Promise<number>;
  openReports: () => Promise<number>;
  failedDeliveries: () => Promise<number>;
  pendingIdentity: () => Promise<number>;
  duplicatePairs: () => Promise<number>;
  /** Success stories both families agreed to, waiting for the committee. */
  pendingStories?: () => Promise<number>;
  now?: () => Date;
}

function weekLabel(monday: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "mr" ? "mr-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${monday}T00:00:00.000Z`));
}

/** Each pair once (the earlier closing's year), counted per India-time year up to `thisYear`. */
function matchesPerYear(
  rows: { profile_id: number; partner_profile_id: number | null; since: string }[],
  thisYear: string,
  lang: Language,
): DashboardBar[] {
  const pairs = new Map<string, string>();
  for (const r of rows) {
    const key = [r.profile_id, r.partner_profile_id ?? 0].sort((a, b) => a - b).join("-");
    const year = indiaDay(r.since).slice(0, 4);
    const seen = pairs.get(key);
    if (!seen || year < seen) pairs.set(key, year);
  }
  const perYear = new Map<string, number>([[thisYear, 0]]);
  for (const year of pairs.values()) perYear.set(year, (perYear.get(year) ?? 0) + 1);
  return [...perYear.keys()]
    .sort()
    .map((year) => ({ key: year, label: localNumber(year, lang), count: perYear.get(year) ?? 0 }));
}

/** Counts at a glance and the charts of the admin dashboard. */
export function dashboardService({
  repo,
  approvals,
  unreadMessages,
  openReports,
  failedDeliveries,
  pendingIdentity,
  duplicatePairs,
  pendingStories = async () => 0,
  now = () => new Date(),
}: Deps) {
  return {
    async overview(lang: Language): Promise<DashboardResponse> {
      const weeks = lastWeekStarts(now(), DASHBOARD_WEEKS);
      const since = indiaDayStart(weeks[0] as string);
      const cutoff = new Date(now().getTime() - QUEUE_OVERDUE_HOURS * 3_600_000).toISOString();
      const [
        tabs,
        pendingUsers,
        unread,
        created,
        regions,
        genders,
        reports,
        failed,
        identity,
        matches,
        pairs,
        queue,
        stories,
      ] = await Promise.all([
        approvals.counts(),
        repo.pendingUsers(),
        unreadMessages(),
        repo.createdSince(since),
        repo.byRegion(),
        repo.byGender(),
        openReports(),
        failedDeliveries(),
        pendingIdentity(),
        repo.matchesMade(),
        duplicatePairs(),
        repo.queue(cutoff),
        pendingStories(),
      ]);
      const candidates = [
        queue.profile && { ...queue.profile, kind: "profile" as const },
        queue.photo && { ...queue.photo, kind: "photo" as const },
      ].filter((c) => c !== undefined);
      const first = candidates.sort((a, b) => a.since.localeCompare(b.since))[0];
      const perWeek = bucketByWeek(created, weeks);

      const regionCount = new Map(regions.map((r) => [r.region_id, Number(r.n)]));
      const byRegion: DashboardBar[] = REGIONS.map((r) => ({
        key: String(r.id),
        label: lang === "mr" ? r.mr : r.en,
        count: regionCount.get(r.id) ?? 0,
      }));
      const known = new Set<number | null>(REGIONS.map((r) => r.id));
      const unknownRegions = regions
        .filter((r) => !known.has(r.region_id))
        .reduce((s, r) => s + Number(r.n), 0);
      if (unknownRegions > 0) {
        byRegion.push({
          key: "none",
          label: translate(lang, "dashboard:charts.noRegion"),
          count: unknownRegions,
        });
      }

      const genderCount = new Map(genders.map((g) => [g.gender, Number(g.n)]));
      const byGender: DashboardBar[] = GENDERS.map((g) => ({
        key: String(g.id),
        label: lang === "mr" ? g.mr : g.en,
        count: genderCount.get(g.id) ?? 0,
      }));

      return {
        counts: {
          pendingProfiles: tabs.pending,
          pendingPhotos: tabs.photos,
          pendingUsers,
          unreadMessages: unread,
          openReports: reports,
          failedDeliveries: failed,
          pendingIdentity: identity,
          duplicatePairs: pairs,
          pendingStories: stories,
        },
        queue: {
          oldest: first
            ? {
                profileId: first.id,
                slug: profileSlug(first.registration_number ?? first.id, first.first_name, first.last_name),
                fullName: fullName(first),
                kind: first.kind,
                since: first.since,
              }
            : null,
          overdue: queue.overdue,
        },
        registrationsPerWeek: weeks.map((w, i) => ({
          key: w,
          label: weekLabel(w, lang),
          count: perWeek[i] ?? 0,
        })),
        byRegion,
        byGender,
        profileTotal: genders.reduce((s, g) => s + Number(g.n), 0),
        matchesPerYear: matchesPerYear(matches, indiaDay(now()).slice(0, 4), lang),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
