import { MAX_PROFILES_PER_MEMBER } from "@vv/shared/constants";
import type { Language } from "@vv/shared/i18n";
import { isBlurredVariant } from "@vv/shared/media";
import { type ProfileInput, profileSlug, registrationNumberFromSlug } from "@vv/shared/profile";
import { isAdmin } from "@vv/shared/statuses";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors";
import { type HeavyWorkGate, unlimitedHeavyWork } from "../../platform/heavy-work-gate";
import { translate } from "../../platform/i18n";
import { resolvePlace } from "../../platform/places/gazetteer";
import { mayPay, paymentsOffered } from "../payments/visibility";
import type { ProfilePhotosService } from "../profile-photos/service";
import type { SettingsService } from "../settings/service";
import type { VisibilityService } from "../visibility/service";
import {
  browseGenders,
  isAssociateViewer,
  managesProfile,
  mayBrowseProfile,
  mayEditProfile,
  type Viewer,
} from "./access";
import { profileListService } from "./list-service";
import { inputToColumns, rowToFormValues, toCard } from "./mapping";
import { familyRemarks, profileReadViews } from "./read-views";
import type { ProfileRow, ProfilesRepo } from "./repo";

/** Associates register profiles for many families (members: MAX_PROFILES_PER_MEMBER). */
const MAX_PROFILES_PER_ASSOCIATE = 1000;

export interface PhotoOwnership {
  /** True when the photo exists and was uploaded by this user. */
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  /** The 1080 px JPEG variant, for the biodata PDF; null when missing. */
  openFullJpeg(photoId: string): Promise<Buffer | null>;
  /** The blurred JPEG the server makes for viewers not entitled to the real photo. */
  openBlurredJpeg(photoId: string): Promise<Buffer | null>;
}

/** The visibility feature, as the profiles service uses it (wired in services.ts). */
export type ProfilePrivacyDeps = Pick<VisibilityService, "forViewer" | "admitContactView" | "capNotice">;

export function profilesService(
  repo: ProfilesRepo,
  settings: SettingsService,
  photos: PhotoOwnership,
  privacy: () => ProfilePrivacyDeps,
  gallery: Pick<ProfilePhotosService, "add">,
  heavyAnswers: HeavyWorkGate = unlimitedHeavyWork,
) {
  async function genders(viewer: Viewer) {
    return browseGenders(viewer, await repo.ownGenders(viewer.id));
  }

  /**
   * Resolves "1001-Priya-Patil", "1001" or an internal id to a profile the viewer may see. A paused,
   * engaged or married profile is out of the lists and, like a held one, gone for other families;
   * `unlisted: "allow"` is for the few callers that answer such a profile with words of their own
   * (an interest to a paused profile is refused kindly) or must not be escaped by pausing (report, block).
   */
  async function resolveVisible(viewer: Viewer, idOrSlug: string, options?: { unlisted: "allow" }) {
    const regNo = registrationNumberFromSlug(idOrSlug);
    const row = regNo === null ? undefined : await repo.findByRegistrationNumber(regNo);
    if (!row) throw notFound("profile:errors.notFound");
    const manages = managesProfile(viewer, row);
    if (!manages && !mayBrowseProfile(viewer, row, await genders(viewer)))
      throw notFound("profile:errors.notFound");
    // A block hides the profile both ways, as if it did not exist (the committee is not bound by it).
    if (!manages && !isAdmin(viewer) && (await repo.isBlockedFor(viewer.id, row.id)))
      throw notFound("profile:errors.notFound");
    // Held (reported by enough members, or its account's deletion pending): gone for other families.
    if (!manages && (await repo.heldAmong([row.id])).size > 0) throw notFound("profile:errors.notFound");
    if (!manages && options?.unlisted !== "allow" && (await repo.unlistedAmong([row.id])).size > 0)
      throw notFound("profile:errors.notFound");
    return { row, manages };
  }

  function assertPlace(input: ProfileInput) {
    if (input.birthPlaceRef && !resolvePlace(input.birthPlaceRef))
      throw badRequest("errors.validation", { birthPlaceRef: "common:validation.invalidChoice" });
  }

  async function assertPhoto(viewer: Viewer, photoId: string | undefined, current?: ProfileRow) {
    if (!photoId) throw badRequest("errors.validation", { photoId: "profile:validation.photoRequired" });
    if (current && (photoId === current.photo_id || photoId === current.pending_photo_id)) return;
    if (!(await photos.isUploadedBy(photoId, viewer.id))) {
      throw badRequest("errors.validation", { photoId: "profile:validation.photoRequired" });
    }
  }

  const readViews = profileReadViews({ repo, settings, photos, privacy, resolveVisible });

  return {
    genders,
    /** The profile behind a slug when this viewer may see it (404 otherwise), and whether they manage it. */
    resolveVisible,

    browse: profileListService(repo, privacy, { gate: heavyAnswers }),

    ...readViews,

    /** The stored values for the edit form. */
    async formValues(viewer: Viewer, id: number) {
      const row = await repo.findById(id);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      return {
        registrationNumber: row.registration_number,
        isLocked: row.is_locked === 1,
        values: rowToFormValues(row),
      };
    },

    async create(viewer: Viewer, input: ProfileInput, associateUserId: number | null, lang: Language) {
      await assertPhoto(viewer, input.photoId);
      assertPlace(input);
      const limit =
        isAssociateViewer(viewer) || isAdmin(viewer) ? MAX_PROFILES_PER_ASSOCIATE : MAX_PROFILES_PER_MEMBER;
      if ((await repo.countManagedBy(viewer.id)) >= limit)
        throw new AppError(409, "conflict", "profile:errors.tooMany");
      const row = await repo.insert({
        // The committee's defaults when the family did not choose (site settings).
        contact_visibility: (await settings.get()).defaultContactVisibility,
        photo_visibility: (await settings.get()).defaultPhotoVisibility,
        ...inputToColumns(input),
        owner_user_id: viewer.id,
        associate_user_id: isAssociateViewer(viewer) ? viewer.id : associateUserId,
        photo_id: input.photoId ?? null,
        photo_status: "pending",
        registration_status: "pending",
      });
      if (input.photoId) await repo.startGallery(row.id, input.photoId);
      const registrationNumber = row.registration_number ?? row.id;
      const config = await settings.get();
      return {
        id: row.id,
        registrationNumber,
        slug: profileSlug(registrationNumber, row.first_name, row.last_name),
        paymentRequired: paymentsOffered(config, viewer),
        message: translate(lang, "profile:messages.created", { number: registrationNumber }),
      };
    },

    async update(viewer: Viewer, id: number, input: ProfileInput, lang: Language) {
      const row = await repo.findById(id);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      if (!mayEditProfile(viewer, row)) throw forbidden("profile:errors.locked");
      assertPlace(input);
      const columns = inputToColumns(input);
      // A rejected profile, once corrected, goes back to the committee.
      const resubmit =
        row.registration_status === "rejected" ? { registration_status: "pending" as const } : {};
      await repo.update(id, { ...columns, ...resubmit });
      if (input.photoId && input.photoId !== row.photo_id && input.photoId !== row.pending_photo_id) {
        await this.changePhoto(viewer, id, input.photoId, lang);
      }
      return { message: translate(lang, "profile:messages.updated") };
    },

    /**
     * A new photo before the others (profile-photos): it waits for the committee while the approved
     * main photo stays shown, and once approved it is the main photo.
     */
    async changePhoto(viewer: Viewer, id: number, photoId: string, lang: Language) {
      const row = await repo.findById(id);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      if (!mayEditProfile(viewer, row)) throw forbidden("profile:errors.locked");
      await assertPhoto(viewer, photoId, row);
      await gallery.add(viewer, id, photoId, lang, true);
      // A reason of the committee's list was about the photo this one replaces.
      await repo.update(id, { photo_reason_id: null });
    },

    async setWishlist(viewer: Viewer, idOrSlug: string, wished: boolean, lang: Language) {
      const { row } = await resolveVisible(viewer, idOrSlug);
      await repo.setWishlisted(viewer.id, row.id, wished);
      const name = [row.first_name, row.last_name].join(" ");
      return {
        wished,
        message: translate(lang, wished ? "profile:messages.wishAdded" : "profile:messages.wishRemoved", {
          name,
        }),
      };
    },

    async listMine(viewer: Viewer, lang: Language) {
      const [rows, config] = await Promise.all([repo.listManagedBy(viewer.id), settings.get()]);
      const reasons = await repo.rejectionReasons(rows);
      return rows.map((r) => ({
        ...toCard(r, lang, false, { manages: true, realPhoto: true }),
        contactVisibility: r.contact_visibility,
        photoVisibility: r.photo_visibility,
        registrationStatus: r.registration_status,
        ...familyRemarks(r, reasons, lang),
        photoStatus: r.photo_status,
        hasPendingPhoto: r.pending_photo_id !== null,
        paymentStatus: r.payment_status,
        rowStatus: r.row_status,
        isLocked: r.is_locked === 1,
        canEdit: mayEditProfile(viewer, r),
        canPay: mayPay(viewer, r, config),
        paymentsOffered: paymentsOffered(config, viewer),
        birthPlacePicked: r.birth_place_ref !== null,
      }));
    },

    /**
     * Photo files follow the profile: managers always; others only an approved photo of a profile they
     * may browse, and its real bytes only when the family's photo setting lets them (visibility/rules.ts)
     * — everyone else may read the blurred variants ("blur", "blur-card") alone.
     */
    async mayReadPhoto(viewer: Viewer | null, photoId: string, variant: string): Promise<boolean> {
      const row = await repo.findByPhoto(photoId);
      if (!row) return false;
      if (managesProfile(viewer, row)) return true;
      // The main photo by its columns, as cards show it; the others by the committee's decision on each.
      const approved = photoId === row.photo_id ? row.photo_status : row.gallery_status;
      if (!viewer || approved !== "approved" || row.photo_status !== "approved") return false;
      if (!isAdmin(viewer) && (await repo.isBlockedFor(viewer.id, row.id))) return false;
      if (!mayBrowseProfile(viewer, row, await genders(viewer))) return false;
      if ((await repo.heldAmong([row.id])).size > 0) return false;
      if ((await repo.unlistedAmong([row.id])).size > 0) return false;
      // The blurred copy stands in for the main photo alone; the others are for entitled viewers.
      if (isBlurredVariant(variant)) return photoId === row.photo_id;
      return (await privacy().forViewer(viewer)).seesRealPhoto(row);
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
