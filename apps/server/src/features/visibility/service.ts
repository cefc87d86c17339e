import type { Language } from "@vv/shared/i18n";
import type { ContactViewsByUser, ContactViewsResponse } from "@vv/shared/privacy";
import { isAdmin } from "@vv/shared/statuses";
import { notFound } from "../../platform/errors";
import { indiaDay } from "../../platform/india-time";
import { managesProfile, type Viewer } from "../profiles/access";
import type { ProfilesRepo } from "../profiles/repo";
import { ContactCapError, capVars } from "./contact-cap";
import type { VisibilityRepo } from "./repo";
import { type ViewerVisibility, viewerVisibility } from "./rules";

const LIST_LIMIT = 200;

export function visibilityService(deps: {
  repo: VisibilityRepo;
  /** LIMIT_CONTACT_VIEWS: other families whose contact details or PDF a member may see a day. */
  contactCap: () => number;
  profileRows: Pick<ProfilesRepo, "findById">;
}) {
  const { repo } = deps;
  return {
    /** The rules of rules.ts for this viewer (one query for the accepted interests of their profiles). */
    async forViewer(viewer: Viewer | null): Promise<ViewerVisibility> {
      if (!viewer || isAdmin(viewer)) return viewerVisibility(viewer, new Set());
      return viewerVisibility(viewer, new Set(await repo.acceptedPartnersOf(viewer.id)));
    },

    /**
     * A member is about to see another family's contact details (or download its biodata PDF): the
     * family counts once a day against LIMIT_CONTACT_VIEWS, whichever way it was reached, and every
     * showing of contacts is recorded. Over the cap: "withhold" answers false (the details page shows
     * no contacts and says why and when the count starts again: capVars), "throw" answers 429 with
     * the same (the PDF).
     */
    async admitContactView(
      viewer: Viewer,
      profileId: number,
      via: "details" | "pdf",
      options: { showsContacts: boolean; onLimit: "withhold" | "throw"; lang: Language },
    ): Promise<boolean> {
      const now = new Date();
      const day = indiaDay(now);
      const max = deps.contactCap();
      if (!(await repo.admitContactDay(viewer.id, profileId, day, max))) {
        if (options.onLimit === "withhold") return false;
        throw new ContactCapError(max, day, options.lang, now);
      }
      if (options.showsContacts)
        await repo.recordContactView({
          profileId,
          viewerUserId: viewer.id,
          via,
          day,
          at: now.toISOString(),
        });
      return true;
    },

    /** The words and time of the cap's notice on the details page (privacy:withheld.dailyLimit). */
    capNotice(lang: Language) {
      return capVars(deps.contactCap(), indiaDay(new Date()), lang);
    },

    /** "Who saw our contact details": the profile's family, its associate and admins only. */
    async viewsOf(viewer: Viewer, profileId: number): Promise<ContactViewsResponse> {
      const profile = await deps.profileRows.findById(profileId);
      if (!profile || !managesProfile(viewer, profile)) throw notFound("profile:errors.notFound");
      const rows = await repo.viewsOf(profileId, LIST_LIMIT);
      return {
        items: rows.map((r) => ({
          viewerName: [r.viewer_first_name, r.viewer_last_name].filter(Boolean).join(" "),
          viewedAt: r.viewed_at,
          via: r.via,
        })),
      };
    },

    /** Admins: whose contact details a member was shown. */
    async viewsBy(userId: number): Promise<ContactViewsByUser> {
      const rows = await repo.viewsBy(userId, LIST_LIMIT);
      return {
        items: rows.map((r) => ({
          profileId: r.profile_id,
          registrationNumber: r.registration_number,
          profileName: [r.first_name, r.last_name].join(" "),
          viewedAt: r.viewed_at,
          via: r.via,
        })),
      };
    },
  };
}
export type VisibilityService = ReturnType<typeof visibilityService>;
