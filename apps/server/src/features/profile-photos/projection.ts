import type { PhotoStatus } from "../../db/schema";

export interface GalleryPhoto {
  photo_id: string;
  position: number;
  status: PhotoStatus;
  remark: string | null;
}

/** The profile columns every other feature reads, as one gallery makes them. */
export interface PhotoProjection {
  photo_id: string | null;
  pending_photo_id: string | null;
  photo_status: PhotoStatus;
  photo_remark: string | null;
}

const byPosition = (a: GalleryPhoto, b: GalleryPhoto) => a.position - b.position;

/** The first approved photo in the family's order, or null while none is approved. */
export function mainPhotoOf(photos: readonly GalleryPhoto[]): GalleryPhoto | null {
  return [...photos].sort(byPosition).find((p) => p.status === "approved") ?? null;
}

/**
 * Cards, lists, the PDF, the booklet and the approvals queue read profiles.photo_id and its
 * neighbours; they are rewritten from the gallery so that none of them needs to know it exists.
 * photo_id: the main photo, else (nothing approved yet) the first one, shown to the family alone;
 * pending_photo_id: the next other photo waiting for the committee (the approvals "photos" tab),
 * unless the main one itself waits (a first photo: photo_status "pending"); photo_remark: why a
 * photo still in the gallery was refused. A refused photo stays, marked, until the family deletes it.
 */
export function projectPhotos(photos: readonly GalleryPhoto[]): PhotoProjection {
  const ordered = [...photos].sort(byPosition);
  const main = mainPhotoOf(ordered) ?? ordered[0] ?? null;
  // While the main photo itself waits, it is the one under review (photo_status says so).
  const waiting =
    main?.status === "pending"
      ? null
      : (ordered.find((p) => p.status === "pending" && p.photo_id !== main?.photo_id) ?? null);
  return {
    photo_id: main?.photo_id ?? null,
    pending_photo_id: waiting?.photo_id ?? null,
    photo_status: main?.status ?? "pending",
    // Why the committee refused a photo, for the family's My Profile: the main one's, else another's.
    photo_remark:
      main?.status === "rejected"
        ? main.remark
        : (ordered.find((p) => p.status === "rejected")?.remark ?? null),
  };
}
