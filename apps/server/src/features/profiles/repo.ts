import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { ProfileListQuery } from "@vv/shared/profile-views";
import { ROW_STATUS } from "@vv/shared/statuses";
import { type Insertable, type Selectable, type SelectQueryBuilder, sql, type Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { Database, ProfilesTable } from "../../db/schema";
import { isProfileBlockedFor, notBlockedWith } from "../blocks/sql";
import { notOnReportHold } from "../reports/sql";

export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfileRow = Insertable<ProfilesTable>;
export type ProfilePatch = Updateable<ProfilesTable>;

/** Registration numbers start at 1001 and follow the row id, so they never collide. */
export const REGISTRATION_NUMBER_OFFSET = 1000;

/** yyyy-mm-dd of the day someone born on it turns `years` today. */
function bornOnOrBefore(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface BrowseFilter extends ProfileListQuery {
  genders: number[];
  viewerId: number;
}

/** The browse list's filters (also applied on top of a profile's matches), on the profiles table. */
export function whereListFilters<Q extends SelectQueryBuilder<Database, "profiles", object>>(
  query: Q,
  filter: Omit<BrowseFilter, "genders" | "gender">,
  adapter: DialectAdapter,
): Q {
  // Blocks hide profiles both ways, in every list (browse, wish list, matches).
  let q = (query as SelectQueryBuilder<Database, "profiles", object>).where(notBlockedWith(filter.viewerId));
  // Profiles reported by enough members wait, out of every list, for the committee's decision.
  q = q.where(notOnReportHold);
  if (filter.educationId) q = q.where("education_id", "=", filter.educationId);
  if (filter.regionId) q = q.where("region_id", "=", filter.regionId);
  if (filter.regNo) {
    const n = Number(filter.regNo.replace(/\D/g, ""));
    q = q.where("registration_number", "=", Number.isFinite(n) ? n : -1);
  }
  if (filter.name) q = q.where(adapter.containsInsensitive(sql.ref("search_name"), filter.name));
  if (filter.ageMin) q = q.where("date_of_birth", "<=", bornOnOrBefore(filter.ageMin));
  if (filter.ageMax) q = q.where("date_of_birth", ">", bornOnOrBefore(filter.ageMax + 1));
  if (filter.heightMin) q = q.where("height_inches", ">=", filter.heightMin);
  if (filter.heightMax) q = q.where("height_inches", "<=", filter.heightMax);
  if (filter.wishlist) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("wishlist")
          .select("wishlist.profile_id")
          .whereRef("wishlist.profile_id", "=", "profiles.id")
          .where("wishlist.user_id", "=", filter.viewerId),
      ),
    );
  }
  return q as Q;
}

export function profilesRepo(db: DB, adapter: DialectAdapter) {
  return {
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
        .where((eb) => eb.or([eb("owner_user_id", "=", userId), eb("associate_user_id", "=", userId)]))
        .orderBy("id", "desc")
        .execute();
    },

    async countManagedBy(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom("profiles")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where((eb) => eb.or([eb("owner_user_id", "=", userId), eb("associate_user_id", "=", userId)]))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Genders of the user's own (non-deleted) profiles: a groom's family browses brides. */
    async ownGenders(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("profiles")
        .select("gender")
        .distinct()
        .where("owner_user_id", "=", userId)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .execute();
      return rows.map((r) => r.gender);
    },

    /** Approved, active profiles for the browse list: one page and the total, never the whole list. */
    async browse(filter: BrowseFilter) {
      let query = db
        .selectFrom("profiles")
        .where("registration_status", "=", "approved")
        .where("row_status", "=", ROW_STATUS.active)
        .where("gender", "in", filter.genders.length ? filter.genders : [-1]);
      if (filter.gender) query = query.where("gender", "=", filter.gender);
      query = whereListFilters(query, filter, adapter);
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        query
          .selectAll("profiles")
          .select((eb) =>
            eb
              .exists(
                eb
                  .selectFrom("wishlist")
                  .select("wishlist.profile_id")
                  .whereRef("wishlist.profile_id", "=", "profiles.id")
                  .where("wishlist.user_id", "=", filter.viewerId),
              )
              .as("is_wishlisted"),
          )
          .orderBy("approved_at", "desc")
          .orderBy("id", "desc")
          .limit(LIST_PAGE_SIZE)
          .offset((filter.page - 1) * LIST_PAGE_SIZE)
          .execute(),
      ]);
      return {
        total: Number(total),
        rows: rows.map((r) => ({ ...r, is_wishlisted: Boolean(r.is_wishlisted) })),
      };
    },

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

    /** Which profile (if any) shows this photo, current or awaiting review; for photo access checks. */
    findByPhoto(photoId: string) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("row_status", "!=", ROW_STATUS.deleted)
        .where((eb) => eb.or([eb("photo_id", "=", photoId), eb("pending_photo_id", "=", photoId)]))
        .executeTakeFirst();
    },
  };
}
export type ProfilesRepo = ReturnType<typeof profilesRepo>;
