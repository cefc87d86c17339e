import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { PhotoStatus } from "../../db/schema";
import { type GalleryPhoto, projectPhotos } from "./projection";

/** A profile's photos (profile_photos, 090); the caller's transaction or the database. */
export function profilePhotosRepo(db: DB) {
  return {
    /** The profile's photos, first to last. */
    list(profileId: number): Promise<GalleryPhoto[]> {
      return db
        .selectFrom("profile_photos")
        .select(["photo_id", "position", "status", "remark"])
        .where("profile_id", "=", profileId)
        .orderBy("position")
        .orderBy("created_at")
        .execute();
    },

    /** The photos of several profiles at once, each profile's first to last. */
    async listMany(profileIds: readonly number[]): Promise<Map<number, GalleryPhoto[]>> {
      const out = new Map<number, GalleryPhoto[]>();
      if (profileIds.length === 0) return out;
      const rows = await db
        .selectFrom("profile_photos")
        .select(["profile_id", "photo_id", "position", "status", "remark"])
        .where("profile_id", "in", [...profileIds])
        .orderBy("profile_id")
        .orderBy("position")
        .execute();
      for (const { profile_id, ...photo } of rows)
        out.set(profile_id, [...(out.get(profile_id) ?? []), photo]);
      return out;
    },

    /** The live profile a photo belongs to, and the photo's own decision; for photo access checks. */
    findProfileOf(photoId: string) {
      return db
        .selectFrom("profile_photos")
        .innerJoin("profiles", "profiles.id", "profile_photos.profile_id")
        .selectAll("profiles")
        .select(["profile_photos.status as gallery_status"])
        .where("profile_photos.photo_id", "=", photoId)
        .where("profiles.row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst();
    },

    async add(profileId: number, photoId: string, position: number, status: PhotoStatus = "pending") {
      await db
        .insertInto("profile_photos")
        .values({ photo_id: photoId, profile_id: profileId, position, status, remark: null })
        .execute();
    },

    async remove(profileId: number, photoId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("profile_photos")
        .where("profile_id", "=", profileId)
        .where("photo_id", "=", photoId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async decide(profileId: number, photoId: string, status: PhotoStatus, remark: string | null) {
      await db
        .updateTable("profile_photos")
        .set({ status, remark })
        .where("profile_id", "=", profileId)
        .where("photo_id", "=", photoId)
        .execute();
    },

    /** Numbers the given photos 1, 2, … in this order. */
    async order(profileId: number, photoIds: readonly string[]) {
      for (const [index, photoId] of photoIds.entries()) {
        await db
          .updateTable("profile_photos")
          .set({ position: index + 1 })
          .where("profile_id", "=", profileId)
          .where("photo_id", "=", photoId)
          .execute();
      }
    },

    /**
     * Gives a profile written without a gallery (by a seed or a tool writing the columns directly)
     * the gallery its columns describe, as migration 090 did for the profiles of its day.
     */
    async adopt(profileId: number) {
      const has = await db
        .selectFrom("profile_photos")
        .select("photo_id")
        .where("profile_id", "=", profileId)
        .executeTakeFirst();
      if (has) return;
      const row = await db
        .selectFrom("profiles")
        .select(["photo_id", "pending_photo_id", "photo_status", "photo_remark"])
        .where("id", "=", profileId)
        .executeTakeFirst();
      if (!row) return;
      const rows = [
        ...(row.pending_photo_id
          ? [{ photo_id: row.pending_photo_id, status: "pending" as const, remark: null }]
          : []),
        ...(row.photo_id
          ? [{ photo_id: row.photo_id, status: row.photo_status, remark: row.photo_remark }]
          : []),
      ];
      if (rows.length === 0) return;
      await db
        .insertInto("profile_photos")
        .values(rows.map((r, index) => ({ ...r, profile_id: profileId, position: index + 1 })))
        .execute();
    },

    /** Rewrites the profile's photo columns from its gallery (projection.ts); returns what they now say. */
    async project(profileId: number) {
      await this.adopt(profileId);
      const projection = projectPhotos(await this.list(profileId));
      await db.updateTable("profiles").set(projection).where("id", "=", profileId).execute();
      return projection;
    },

    /** Every photo of a profile's gallery (erasure, export). */
    async photoIdsOf(profileIds: readonly number[]): Promise<string[]> {
      if (profileIds.length === 0) return [];
      const rows = await db
        .selectFrom("profile_photos")
        .select("photo_id")
        .where("profile_id", "in", [...profileIds])
        .execute();
      return rows.map((r) => r.photo_id);
    },
  };
}
export type ProfilePhotosRepo = ReturnType<typeof profilePhotosRepo>;
