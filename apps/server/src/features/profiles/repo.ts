import { ROW_STATUS } from "@vv/shared/statuses";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import { prepared } from "../../db/prepared";
import type { PhotoStatus, ProfilesTable } from "../../db/schema";
import { isProfileBlockedFor } from "../blocks/sql";
import { profilePhotosRepo } from "../profile-photos/repo";
import { rejectionReasonsRepo } from "../rejection-reasons/repo";
import { heldAmong } from "../visibility/holds-sql";
import { unlistedAmong } from "../visibility/listed-sql";
import { browseQuery } from "./browse-repo";
import { listGenerationReader } from "./list-generation-sql";

export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfileRow = Insertable<ProfilesTable>;
export type ProfilePatch = Updateable<ProfilesTable>;

/** Registration numbers start at 1001 and follow the row id, so they never collide. */
export const REGISTRATION_NUMBER_OFFSET = 1000;

export { type BrowseFilter, whereListFilters } from "./browse-repo";

import { managedProfileIds } from "./managed-sql";

/** `reader`: where the browse list's reads run (the SQLite read workers, or `db` itself). */
export function profilesRepo(db: DB, adapter: DialectAdapter, reader: DB = db) {
  // Every list and Matches answer asks this: built and compiled once (db/prepared.ts).
  const ownGenderRows = prepared(db, (userId: number) =>
    db
      .selectFrom("profiles")
      .select("gender")
      .distinct()
      .where("owner_user_id", "=", userId)
      .where("row_status", "!=", ROW_STATUS.deleted),
  );
  return {
    /** Of these accounts, the ones whose mobile passed an OTP ("Mobile verified" badge). */
    async mobileVerifiedOwners(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("users")
        .select("id")
        .where("id", "in", [...new Set(userIds)])
        .where("mobile_verified_at", "is not", null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async insert(row: NewProfileRow): Promise<ProfileRow> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto("profiles").values(row).returning("id").executeTakeFirstOrThrow();
        return trx
          .updateTable("profiles")
          .set({ registration_number: id + REGISTRATION_NUMBER_OFFSET })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async update(id: number, patch: ProfilePatch): Promise<ProfileRow | undefined> {
      return db
        .updateTable("profiles")
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Which of these profiles are held from everyone but their family and admins (visibility/holds-sql.ts). */
    heldAmong(profileIds: readonly number[]): Promise<Set<number>> {
      return heldAmong(db, profileIds);
    },

    /** The committee's listed rejection reasons of these rows (registration and photo), by id. */
    rejectionReasons(rows: readonly Pick<ProfileRow, "rejected_reason_id" | "photo_reason_id">[]) {
      return rejectionReasonsRepo(db).texts(rows.flatMap((r) => [r.rejected_reason_id, r.photo_reason_id]));
    },

    /** Which of these profiles are paused, engaged or married (visibility/listed-sql.ts), with why. */
    unlistedAmong(profileIds: readonly number[]): Promise<Map<number, string>> {
      return unlistedAmong(db, profileIds);
    },

    /** Whether a block (either way) hides this profile from this viewer. */
    isBlockedFor(viewerId: number, profileId: number): Promise<boolean> {
      return isProfileBlockedFor(db, viewerId, profileId);
    },

    findById(id: number) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", id)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst();
    },

    findByRegistrationNumber(registrationNumber: number) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("registration_number", "=", registrationNumber)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst();
    },

    /** The profiles a user registered for themselves or, as an associate, for others. */
    listManagedBy(userId: number) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where("id", "in", managedProfileIds(db, userId))
        .orderBy("id", "desc")
        .execute();
    },

    async countManagedBy(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom("profiles")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where("id", "in", managedProfileIds(db, userId))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Genders of the user's own (non-deleted) profiles: a groom's family browses brides. */
    async ownGenders(userId: number): Promise<number[]> {
      return (await ownGenderRows(userId)).map((r) => r.gender);
    },

    /** Approved, active profiles for the browse list: one page and a capped count, never the whole list. */
    browse: browseQuery(reader, adapter),

    /** The list's change counter ("epoch:n"; list-generation-sql.ts), null if missing. */
    listGeneration: listGenerationReader(db),

    async isWishlisted(userId: number, profileId: number): Promise<boolean> {
      const row = await db
        .selectFrom("wishlist")
        .select("profile_id")
        .where("user_id", "=", userId)
        .where("profile_id", "=", profileId)
        .executeTakeFirst();
      return !!row;
    },

    async setWishlisted(userId: number, profileId: number, wished: boolean): Promise<void> {
      if (wished) {
        await db
          .insertInto("wishlist")
          .values({ user_id: userId, profile_id: profileId })
          .onConflict((oc) => oc.columns(["user_id", "profile_id"]).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom("wishlist")
          .where("user_id", "=", userId)
          .where("profile_id", "=", profileId)
          .execute();
      }
    },

    /**
     * Which live profile (if any) has this photo among its photos, and the committee's decision on
     * that photo; for photo access checks. A profile written without a gallery (an old seed) is
     * found by its photo columns.
     */
    async findByPhoto(photoId: string): Promise<(ProfileRow & { gallery_status: PhotoStatus }) | undefined> {
      const inGallery = await profilePhotosRepo(db).findProfileOf(photoId);
      if (inGallery) return inGallery;
      const row = await db
        .selectFrom("profiles")
        .selectAll()
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where((eb) => eb.or([eb("photo_id", "=", photoId), eb("pending_photo_id", "=", photoId)]))
        .executeTakeFirst();
      return row && { ...row, gallery_status: photoId === row.photo_id ? row.photo_status : "pending" };
    },

    /** The profile's photos, first to last (profile-photos). */
    galleryOf(profileId: number) {
      return profilePhotosRepo(db).list(profileId);
    },

    /**
     * The photo a profile is registered with, as its photo 1 waiting for the committee; null: the
     * gallery its photo columns describe (a seed writing them directly).
     */
    async startGallery(profileId: number, photoId: string | null) {
      if (photoId) await profilePhotosRepo(db).add(profileId, photoId, 1);
      await profilePhotosRepo(db).project(profileId);
    },
  };
}
export type ProfilesRepo = ReturnType<typeof profilesRepo>;
