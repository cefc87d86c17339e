import type { Language } from "@vv/shared/i18n";
import type { SendInterest } from "@vv/shared/interests";
import { eventNumberLabel } from "@vv/shared/melava";
import type {
  MelavaBookletPage,
  MelavaBookletQuery,
  MelavaBulkInterest,
  MelavaBulkInterestResult,
} from "@vv/shared/melava-members";
import { asciiDigits, localNumber } from "@vv/shared/numbers";
import { VERIFICATION } from "@vv/shared/statuses";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { Viewer } from "../profiles/access";
import { toCard } from "../profiles/mapping";
import type { VisibilityService } from "../visibility/service";
import type { MembersBookletRepo, MembersBookletRow } from "./members-repo";
import type { MelavaRepo } from "./repo";

export interface MembersBookletDeps {
  events: MelavaRepo;
  repo: MembersBookletRepo;
  genders: (viewer: Viewer) => Promise<number[]>;
  visibility: () => Pick<VisibilityService, "forViewer">;
  /** The interests feature's own send: every rule of it (limits, blocks, paused, duplicates) applies. */
  sendInterest: (viewer: Viewer, input: SendInterest, lang: Language) => Promise<unknown>;
}

/**
 * The members' digital booklet: the event's candidates as this viewer may see them in any list,
 * each card as the browse list words it (blurred photo unless the family shows it to this viewer,
 * no photo at all where the family left it out of the booklet, never a contact detail: those stay
 * on the details page under its own rules), and interests sent to several of them at once.
 */
export function membersBookletService(deps: MembersBookletDeps) {
  async function visibleEntries(viewer: Viewer, slug: string) {
    const event = await deps.events.findBySlug(slug);
    if (!event || event.status === "draft") throw notFound("melava:errors.notFound");
    // The same doors as the browse list: a verified member with listing access.
    if (viewer.isVerified !== VERIFICATION.verified)
      throw new AppError(403, "verification_pending", "profile:list.verificationPending");
    if (!viewer.hasListingAccess) throw new AppError(403, "no_listing_access", "profile:list.noPermission");
    const genders = await deps.genders(viewer);
    if (genders.length === 0) throw new AppError(403, "no_profile", "profile:list.noProfile");
    return deps.repo.entries(event.id, viewer.id, genders);
  }

  function matches(row: MembersBookletRow, age: number, query: MelavaBookletQuery) {
    if (query.gender && String(row.gender) !== query.gender) return false;
    if (query.ageMin !== undefined && age < query.ageMin) return false;
    if (query.ageMax !== undefined && age > query.ageMax) return false;
    if (query.educationId !== undefined && row.education_id !== query.educationId) return false;
    if (query.districtId !== undefined && row.district_id !== query.districtId) return false;
    const q = asciiDigits(query.q ?? "").toLowerCase();
    if (!q) return true;
    if (/^\d+$/.test(q)) return String(row.registration_number) === q || Number(q) === row.event_number;
    const name = [row.first_name, row.middle_name, row.last_name].join(" ").toLowerCase();
    return name.includes(q);
  }

  return {
    async page(
      viewer: Viewer,
      slug: string,
      query: MelavaBookletQuery,
      lang: Language,
    ): Promise<MelavaBookletPage> {
      const rows = await visibleEntries(viewer, slug);
      const shown = await deps.visibility().forViewer(viewer);
      const items = [];
      for (const row of rows) {
        const card = toCard(row, lang, false, {
          manages: shown.manages(row),
          realPhoto: shown.seesRealPhoto(row),
        });
        if (!matches(row, card.age, query)) continue;
        // The family's booklet choice: no photo means none, not even a blurred one.
        if (row.show_photo !== 1) {
          card.photo = null;
          card.photoBlurred = false;
        }
        items.push({ registrationId: row.registration_id, eventNumber: row.event_number ?? 0, card });
      }
      const senders = (await deps.repo.senders(viewer.id)).map((p) => ({
        profileId: p.id,
        name: `${p.first_name} ${p.last_name}`,
        gender: p.gender,
      }));
      return { items, senders };
    },

    /** One interest per chosen candidate, each through the interests feature; the result per candidate. */
    async sendInterests(
      viewer: Viewer,
      slug: string,
      input: MelavaBulkInterest,
      lang: Language,
    ): Promise<MelavaBulkInterestResult> {
      const rows = new Map((await visibleEntries(viewer, slug)).map((r) => [r.registration_id, r]));
      const results: MelavaBulkInterestResult["results"] = [];
      for (const id of [...new Set(input.registrationIds)]) {
        const row = rows.get(id);
        if (!row || row.registration_number === null) {
          results.push({
            registrationId: id,
            label: translate(lang, "melava:members.unknownEntry"),
            outcome: "refused",
            message: translate(lang, "melava:members.notInBooklet"),
          });
          continue;
        }
        const label = `${eventNumberLabel(row.gender, row.event_number ?? 0, lang)} ${row.first_name} ${row.last_name}`;
        try {
          await deps.sendInterest(
            viewer,
            {
              fromProfileId: input.fromProfileId,
              to: String(row.registration_number),
              ...(input.noteTemplate ? { noteTemplate: input.noteTemplate } : {}),
            },
            lang,
          );
          results.push({
            registrationId: id,
            label,
            outcome: "sent",
            message: translate(lang, "melava:members.sentOne"),
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const fields = Object.values(error.fieldKeys ?? {});
          results.push({
            registrationId: id,
            label,
            outcome: "refused",
            message: translate(lang, fields[0] ?? error.messageKey, error.vars),
          });
        }
      }
      const sent = results.filter((r) => r.outcome === "sent").length;
      return {
        results,
        sent,
        message: translate(lang, "melava:members.sentSummary", {
          sent: localNumber(sent, lang),
          total: localNumber(results.length, lang),
        }),
      };
    },
  };
}
export type MembersBookletService = ReturnType<typeof membersBookletService>;
