import type { Language } from "@vv/shared/i18n";
import { NOTIFICATION_PARAMS, type NotificationType } from "@vv/shared/notifications";
import { MANGAL_FILTER_LABELS } from "@vv/shared/saved-searches";
import type { UserRow } from "../../../db/schema";
import { translate } from "../../../platform/i18n";
import { values as notificationVars } from "../../notifications/deliveries";
import { parseParams } from "../../notifications/service";
import { filtersOf } from "../../saved-searches/repo";
import type { DataRightsRepo } from "../repo";
import { nameOf, type Record_, readable } from "./readable";

type Rows = Awaited<ReturnType<DataRightsRepo["exportRows"]>>;
type Relations = Awaited<ReturnType<DataRightsRepo["exportRelations"]>>;
type Melava = Awaited<ReturnType<DataRightsRepo["exportMelava"]>>;
type ProfileRow = Awaited<ReturnType<DataRightsRepo["profilesOf"]>>[number];

/** "Who viewed our profile" as the family sees it: the visiting profile's public name and number. */
export interface ProfileVisit {
  ourProfile: string;
  profileName: string;
  registrationNumber: number | null;
  viewedAt: string;
}

/** The export's sections, in the order the summary shows them; each key stays the same in data.json. */
export interface ExportDocument {
  exportedAt: string;
  language: string;
  account: Record_;
  sections: Record<string, Record_[]>;
}

const other = (r: { first_name: string; last_name: string; registration_number: number | null }) => ({
  profileName: nameOf(r.first_name, r.last_name),
  registrationNumber: r.registration_number,
});
const ours = (r: { our_first_name: string; our_last_name: string }) => ({
  ourProfile: nameOf(r.our_first_name, r.our_last_name),
});

/** A notification's text as the member was shown it. */
function notificationText(type: string, params: string, lang: Language): string | null {
  if (!(type in NOTIFICATION_PARAMS)) return null;
  const t = type as NotificationType;
  return translate(lang, `notifications:types.${t}.body`, notificationVars(t, parseParams(params), lang));
}

export function buildDocument(input: {
  user: UserRow;
  profiles: ProfileRow[];
  photos: Map<number, string[]>;
  rows: Rows;
  relations: Relations;
  melava: Melava;
  visits: ProfileVisit[];
  lang: Language;
  now: Date;
}): ExportDocument {
  const { user, profiles, rows, relations: rel, lang } = input;
  const r = (row: Record<string, unknown>, omit: string[] = []) => readable(row, lang, omit);
  const sections: Record<string, Record_[]> = {
    profiles: profiles.map((p) => ({
      ...r(p, ["erased_at"]),
      photos: input.photos.get(p.id) ?? [],
    })),
    partnerPreferences: rel.partnerPreferences.map((p) => ({
      ...ours(p),
      ...r(p, ["our_first_name", "our_last_name"]),
    })),
    listingPauses: rel.listing.map((l) => ({
      ...ours(l),
      reason: l.reason,
      since: l.since,
      resumeOn: l.resume_on,
      partnerProfile: l.first_name === null ? null : nameOf(l.first_name, l.last_name),
      partnerRegistrationNumber: l.registration_number,
    })),
    stillLookingChecks: rel.freshness.map((f) => ({
      ...ours(f),
      askedAt: f.asked_at,
      remindedAt: f.reminded_at,
      confirmedAt: f.confirmed_at,
    })),
    successStories: rel.stories.map((st) => ({
      ...ours(st),
      role: st.role,
      month: st.month,
      text: st.text,
      language: st.language,
      status: st.status,
      rejectedRemark: st.rejected_remark,
      writtenAt: st.created_at,
    })),
    interestsSent: rel.interestsSent.map((i) => ({
      ...ours(i),
      ...other(i),
      status: i.status,
      note: i.note_text ?? i.note_template,
      sentAt: i.created_at,
      expiresAt: i.expires_at,
      answeredAt: i.responded_at,
    })),
    interestsReceived: rel.interestsReceived.map((i) => ({
      ...ours(i),
      ...other(i),
      status: i.status,
      ourReason: i.reason_template,
      receivedAt: i.created_at,
      expiresAt: i.expires_at,
      answeredAt: i.responded_at,
    })),
    wishlist: rel.wishlist.map(other),
    blocks: rel.blocks.map((b) => ({
      ...other(b),
      wholeFamily: Number(b.whole_family) === 1,
      createdAt: b.created_at,
    })),
    reportsFiled: rel.reportsFiled.map((x) => ({
      ...other(x),
      reason: x.reason,
      details: x.details,
      status: x.status,
      outcome: x.outcome,
      createdAt: x.created_at,
      decidedAt: x.decided_at,
    })),
    contactsIViewed: rel.contactsIViewed.map((c) => ({ ...other(c), via: c.via, viewedAt: c.viewed_at })),
    contactViewsOfOurProfiles: rel.contactViewsOfOurs.map((c) => ({
      ...ours(c),
      viewerName: nameOf(c.viewer_first_name, c.viewer_last_name),
      via: c.via,
      viewedAt: c.viewed_at,
    })),
    whoViewedOurProfiles: input.visits.map((v) => ({ ...v })),
    profilesIViewed: rel.profilesIViewed.map((v) => ({ ...other(v), viewedAt: v.viewed_at })),
    melavaRegistrations: input.melava.registrations.map((m) => ({
      ...ours(m),
      melava: lang === "mr" ? m.name_mr : m.name_en,
      startsAt: m.starts_at,
      status: m.status,
      eventNumber: m.event_number,
      showPhoto: Number(m.show_photo) === 1,
      showContact: Number(m.show_contact) === 1,
      amountRupees: m.fee_paise / 100,
      paid: Number(m.paid) === 1,
      checkedInAt: m.checked_in_at,
      createdAt: m.created_at,
    })),
    melavaBookletChoices: input.melava.bookletChoices.map((c) => ({
      showPhoto: Number(c.show_photo) === 1,
      showContact: Number(c.show_contact) === 1,
      ip: c.ip,
      userAgent: c.user_agent,
      createdAt: c.created_at,
    })),
    consents: rows.consents.map((c) => r(c)),
    notificationChoices: rows.notificationChoices.map((c) => r(c)),
    notifications: rows.notifications.map((n) => ({
      ...r(n, ["subject_profile_id"]),
      text: notificationText(String(n.type), String(n.params), lang),
    })),
    warnings: rows.warnings.map((w) => r(w, ["report_id"])),
    rulesReminders: rows.rulesReminders.map((x) => r(x)),
    savedSearches: rows.savedSearches.map((s) => {
      const f = filtersOf(s as never);
      // The filters in the export's own words: reference ids become names like any other column.
      return r({
        name: s.name,
        gender: f.gender ?? null,
        education_id: f.educationId ?? null,
        region_id: f.regionId ?? null,
        profile_name: f.name ?? null,
        age_min: f.ageMin ?? null,
        age_max: f.ageMax ?? null,
        height_min: f.heightMin ?? null,
        height_max: f.heightMax ?? null,
        id_verified_only: f.idVerified ? 1 : null,
        mangal: f.mangal
          ? translate(lang, `matches:searches.filters.${MANGAL_FILTER_LABELS[f.mangal]}`)
          : null,
        sort: f.sort ? translate(lang, "matches:searches.filters.active") : null,
        new_count: s.new_count,
        opened_at: s.opened_at,
        created_at: s.created_at,
      });
    }),
    nominee: rows.nominee.map((n) => r(n)),
    payments: rows.payments.map((p) => ({
      ...r(p, ["amount_paise", "decided_by", "checked_at", "provider_code"]),
      amountRupees: p.amount_paise / 100,
    })),
    identityChecks: rows.identityChecks.map((x) => r(x)),
    grievances: rows.grievances.map((g) => r(g)),
    reviews: rows.reviews.map((x) => r(x)),
    jobs: rows.jobs.map((x) => r(x, ["poster_user_id"])),
    jobApplications: rows.applications.map((x) => r(x, ["applicant_user_id", "job_id", "resume_id"])),
    businesses: rows.businesses.map((x) => r(x, ["owner_user_id"])),
    sessions: rows.sessions.map((x) => r(x)),
    pushDevices: rows.pushDevices.map((x) => ({
      ...r(x, ["language"]),
      language: x.language === "mr" ? "मराठी" : "English",
    })),
  };
  return {
    exportedAt: input.now.toISOString(),
    language: lang,
    account: r(user, ["erased_at"]),
    sections,
  };
}
