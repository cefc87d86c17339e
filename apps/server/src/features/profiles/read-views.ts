import type { Language } from "@vv/shared/i18n";
import type { ContactsWithheld } from "@vv/shared/privacy";
import { profileSlug } from "@vv/shared/profile";
import type { ProfileDetails } from "@vv/shared/profile-views";
import { toMarathiDigits } from "@vv/shared/reference";
import { type RejectionReason, rejectionText } from "@vv/shared/rejection-reasons";
import { isAdmin } from "@vv/shared/statuses";
import { translate } from "../../platform/i18n";
import { mayPay } from "../payments/visibility";
import { galleryUrls } from "../profile-photos/service";
import type { SettingsService } from "../settings/service";
import { mayEditProfile, type Viewer } from "./access";
import { detailSections, fullName } from "./labels";
import { biodataContacts, detailContacts, photoUrls, toCard, visiblePhotoId } from "./mapping";
import type { BiodataView } from "./pdf/types";
import type { ProfileRow, ProfilesRepo } from "./repo";
import type { PhotoOwnership, ProfilePrivacyDeps } from "./service";

/** The family reads a rejection in its own language: the committee's listed reason, then the note. */
export const familyRemarks = (
  row: ProfileRow,
  reasons: Map<number, RejectionReason>,
  lang: Language,
): { rejectedRemark: string | null; photoRemark: string | null } => ({
  rejectedRemark: rejectionText(
    row.rejected_reason_id === null ? undefined : reasons.get(row.rejected_reason_id),
    row.rejected_remark,
    lang,
  ),
  photoRemark: rejectionText(
    row.photo_reason_id === null ? undefined : reasons.get(row.photo_reason_id),
    row.photo_remark,
    lang,
  ),
});

/**
 * What another family (or the committee) reads of one profile: the details page and the biodata PDF,
 * under the same rules — the family's privacy choices, then the viewer's daily contact cap.
 */
export function profileReadViews(deps: {
  repo: ProfilesRepo;
  settings: SettingsService;
  photos: PhotoOwnership;
  privacy: () => ProfilePrivacyDeps;
  resolveVisible: (viewer: Viewer, idOrSlug: string) => Promise<{ row: ProfileRow; manages: boolean }>;
}) {
  const { repo, settings, photos, privacy, resolveVisible } = deps;
  return {
    async details(viewer: Viewer, idOrSlug: string, lang: Language): Promise<ProfileDetails> {
      const { row, manages } = await resolveVisible(viewer, idOrSlug);
      const config = await settings.get();
      const wished = await repo.isWishlisted(viewer.id, row.id);
      const shown = await privacy().forViewer(viewer);
      // Contact details: the family's choice, then the viewer's daily cap (each showing is recorded).
      let withheld: ContactsWithheld | null = shown.seesContacts(row) ? null : "acceptedOnly";
      if (!withheld && !manages) {
        const admitted = await privacy().admitContactView(viewer, row.id, "details", {
          showsContacts: true,
          onLimit: "withhold",
          lang,
        });
        if (!admitted) withheld = "dailyLimit";
      }
      const mobileVerified = (await repo.mobileVerifiedOwners([row.owner_user_id])).has(row.owner_user_id);
      const realPhoto = shown.seesRealPhoto(row);
      const told = manages ? familyRemarks(row, await repo.rejectionReasons([row]), lang) : null;
      return {
        ...toCard(row, lang, wished, { manages, realPhoto, mobileVerified }),
        // Every approved photo, for the gallery: viewers entitled to the real photo only.
        gallery: manages || realPhoto ? galleryUrls(row, await repo.galleryOf(row.id)) : [],
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
        registrationStatus: row.registration_status,
        rejectedRemark: told?.rejectedRemark ?? null,
        photoStatus: row.photo_status,
        photoRemark: told?.photoRemark ?? null,
        pendingPhoto: manages ? photoUrls(row.pending_photo_id) : null,
        rowStatus: row.row_status,
        isLocked: row.is_locked === 1,
        paymentStatus: row.payment_status,
        createdAt: row.created_at,
        sections: detailSections(row, lang),
        // Entitled viewers only (visibility/rules.ts): managers, "members" profiles, accepted interests.
        contacts: withheld ? null : detailContacts(row),
        contactsWithheld: withheld,
        contactsNotice: withheld
          ? translate(
              lang,
              `privacy:withheld.${withheld}`,
              withheld === "dailyLimit" ? privacy().capNotice(lang) : undefined,
            )
          : null,
        privacy: manages
          ? { contactVisibility: row.contact_visibility, photoVisibility: row.photo_visibility }
          : null,
        permissions: {
          canEdit: mayEditProfile(viewer, row),
          canChangePhoto: mayEditProfile(viewer, row),
          canApprove: isAdmin(viewer),
          canPay: mayPay(viewer, row, config),
          canDownloadPdf: true,
        },
      };
    },

    /** What the biodata PDF shows this viewer, in their language (the same rules as the details page). */
    async biodata(viewer: Viewer, idOrSlug: string, lang: Language): Promise<BiodataView & { slug: string }> {
      const { row, manages } = await resolveVisible(viewer, idOrSlug);
      const shown = await privacy().forViewer(viewer);
      const showsContacts = shown.seesContacts(row);
      // Another family's biodata counts against the daily cap (429 beyond it); contacts are recorded.
      if (!manages)
        await privacy().admitContactView(viewer, row.id, "pdf", { showsContacts, onLimit: "throw", lang });
      const photoId = visiblePhotoId(row, manages);
      const realPhoto = manages || shown.seesRealPhoto(row);
      const photo = photoId
        ? await (realPhoto ? photos.openFullJpeg(photoId) : photos.openBlurredJpeg(photoId))
        : null;
      const regNo = String(row.registration_number ?? row.id);
      return {
        slug: profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name),
        fullName: fullName(row),
        registrationNumber: lang === "mr" ? toMarathiDigits(regNo) : regNo,
        ...(photo ? { photoJpeg: photo } : {}),
        sections: detailSections(row, lang).map((s) => ({
          titleKey: s.key,
          rows: s.rows.map((r) => ({ labelKey: r.key, value: r.value })),
        })),
        ...(showsContacts ? { contacts: biodataContacts(row) } : {}),
      };
    },
  };
}
