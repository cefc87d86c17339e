import type { Language } from "@vv/shared/i18n";
import { photoUrlsOf } from "@vv/shared/media";
import { localNumber } from "@vv/shared/numbers";
import { type ManagedPhotosResponse, PROFILE_PHOTOS_MAX } from "@vv/shared/profile-photos";
import type { PhotoUrls } from "@vv/shared/profile-views";
import type { DB } from "../../db/database";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { managesProfile, mayEditProfile, type Viewer } from "../profiles/access";
import type { ProfileRow } from "../profiles/repo";
import { profileRowsRepo } from "../profiles/rows-repo";
import { type GalleryPhoto, mainPhotoOf } from "./projection";
import { profilePhotosRepo } from "./repo";

export interface GalleryMedia {
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  deletePhoto(photoId: string): Promise<unknown>;
}

function managedView(
  row: ProfileRow,
  photos: readonly GalleryPhoto[],
  viewer: Viewer,
): ManagedPhotosResponse {
  const main = mainPhotoOf(photos);
  return {
    items: photos.map((p, index) => ({
      photoId: p.photo_id,
      position: index + 1,
      status: p.status,
      remark: p.status === "rejected" ? p.remark : null,
      isMain: p.photo_id === main?.photo_id,
      urls: photoUrlsOf(p.photo_id),
    })),
    max: PROFILE_PHOTOS_MAX,
    canChange: mayEditProfile(viewer, row),
  };
}

/**
 * The approved photos others may swipe through on the details page, main photo first. Only for a
 * viewer entitled to the real photo (visibility/rules.ts): anyone else gets none of them, not even
 * as a URL, and keeps the one blurred main photo of the card.
 */
export function galleryUrls(row: ProfileRow, photos: readonly GalleryPhoto[]): PhotoUrls[] {
  // The main photo as cards show it (its columns), then the other approved ones in the family's order.
  if (row.photo_status !== "approved" || !row.photo_id) return [];
  const others = photos.filter((p) => p.status === "approved" && p.photo_id !== row.photo_id);
  return [row.photo_id, ...others.map((p) => p.photo_id)].map(photoUrlsOf);
}

/** A family's photos: add (to the end, for the committee), delete, reorder; the committee decides. */
export function profilePhotosService(db: DB, media: GalleryMedia) {
  /** The profile when this viewer manages it (and, to change it, may edit it); 404/403 otherwise. */
  async function managed(trx: DB, viewer: Viewer, profileId: number, change: boolean) {
    const row = await profileRowsRepo(trx).findLive(profileId);
    if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
    if (change && !mayEditProfile(viewer, row)) throw forbidden("profile:errors.locked");
    // Taken first so that two uploads of one family at once cannot pass the limit together.
    await profilePhotosRepo(trx).project(profileId);
    return row;
  }

  async function changed(viewer: Viewer, profileId: number, lang: Language, key: string) {
    const row = await profileRowsRepo(db).findLive(profileId);
    if (!row) throw notFound("profile:errors.notFound");
    return {
      ...managedView(row, await profilePhotosRepo(db).list(profileId), viewer),
      message: translate(lang, key),
    };
  }

  return {
    async list(viewer: Viewer, profileId: number): Promise<ManagedPhotosResponse> {
      const row = await profileRowsRepo(db).findLive(profileId);
      if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
      await profilePhotosRepo(db).adopt(profileId);
      return managedView(row, await profilePhotosRepo(db).list(profileId), viewer);
    },

    /**
     * Adds an uploaded photo to the end (or, `first`, before the others: a replaced main photo stays
     * shown until the committee approves the new one). Each new photo waits for the committee.
     */
    async add(viewer: Viewer, profileId: number, photoId: string, lang: Language, first = false) {
      if (!(await media.isUploadedBy(photoId, viewer.id)))
        throw badRequest("errors.validation", { photoId: "profile:validation.photoRequired" });
      await db.transaction().execute(async (trx) => {
        await managed(trx, viewer, profileId, true);
        const repo = profilePhotosRepo(trx);
        const photos = await repo.list(profileId);
        if (photos.some((p) => p.photo_id === photoId)) return;
        if (photos.length >= PROFILE_PHOTOS_MAX)
          throw new AppError(409, "conflict", "photos:tooMany", {
            max: localNumber(PROFILE_PHOTOS_MAX, lang),
          });
        if ((await repo.findProfileOf(photoId)) !== undefined)
          throw badRequest("errors.validation", { photoId: "profile:validation.photoRequired" });
        if (first) {
          await repo.add(profileId, photoId, 0);
          await repo.order(profileId, [photoId, ...photos.map((p) => p.photo_id)]);
        } else {
          await repo.add(profileId, photoId, photos.length + 1);
        }
        await repo.project(profileId);
      });
      return changed(viewer, profileId, lang, "photos:added");
    },

    /** Deletes one photo, row and files; the last one stays (a profile is registered with a photo). */
    async remove(viewer: Viewer, profileId: number, photoId: string, lang: Language) {
      await db.transaction().execute(async (trx) => {
        await managed(trx, viewer, profileId, true);
        const repo = profilePhotosRepo(trx);
        const photos = await repo.list(profileId);
        if (!photos.some((p) => p.photo_id === photoId)) throw notFound("photos:notFound");
        if (photos.length === 1) throw new AppError(409, "conflict", "photos:keepOne");
        await repo.remove(profileId, photoId);
        await repo.order(
          profileId,
          photos.filter((p) => p.photo_id !== photoId).map((p) => p.photo_id),
        );
        await repo.project(profileId);
      });
      // Files go only after the change is committed; a failed delete leaves an orphan for the sweep.
      await media.deletePhoto(photoId).catch(() => undefined);
      return changed(viewer, profileId, lang, "photos:deleted");
    },

    /** The family's new order; it must name each of the profile's photos once. */
    async reorder(viewer: Viewer, profileId: number, photoIds: readonly string[], lang: Language) {
      await db.transaction().execute(async (trx) => {
        await managed(trx, viewer, profileId, true);
        const repo = profilePhotosRepo(trx);
        const current = (await repo.list(profileId)).map((p) => p.photo_id);
        const same =
          photoIds.length === current.length &&
          new Set(photoIds).size === current.length &&
          photoIds.every((id) => current.includes(id));
        if (!same) throw new AppError(409, "conflict", "photos:orderStale");
        await repo.order(profileId, photoIds);
        await repo.project(profileId);
      });
      return changed(viewer, profileId, lang, "photos:reordered");
    },
  };
}
export type ProfilePhotosService = ReturnType<typeof profilePhotosService>;
