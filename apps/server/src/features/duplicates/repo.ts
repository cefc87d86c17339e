import type { AccountFlag } from "@vv/shared/duplicates";
import { DUPLICATE_PAGE_SIZE } from "@vv/shared/duplicates";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { PhotoHashKind } from "../../db/tables/duplicates";
import type { ProfileRow } from "../profiles/repo";

export interface HashRow {
  photo_id: string;
  kind: PhotoHashKind;
  hash: string;
}

/** What the scan reads of each approved profile. */
export interface ScanRow {
  id: number;
  owner_user_id: number;
  photo_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  father_mobile: string;
  contact_person_mobile_1: string;
  contact_person_mobile_2: string | null;
  registration_status: string;
  row_status: number;
}

export interface FoundPair {
  low: number;
  high: number;
  reasons: string;
  photoDistance: number | null;
}

const live = ROW_STATUS.deleted;

/** The queries behind duplicate signals and the daily scan. */
export function duplicatesRepo(db: DB) {
  return {
    hashesOf(photoIds: string[]): Promise<HashRow[]> {
      if (photoIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("photo_hashes")
        .select(["photo as photo_id", "kind", "hash"])
        .where("photo", "in", photoIds)
        .execute();
    },

    /** Hashes sharing at least one 16-bit band with one of these band sets (each band an index look-up). */
    sharingBand(bands: Array<[number, number, number, number]>, limit = 500): Promise<HashRow[]> {
      return db
        .selectFrom("photo_hashes")
        .select(["photo as photo_id", "kind", "hash"])
        .where((eb) =>
          eb.or(
            (["band0", "band1", "band2", "band3"] as const).map((column, i) =>
              eb(column, "in", [...new Set(bands.map((b) => b[i] as number))]),
            ),
          ),
        )
        .limit(limit)
        .execute();
    },

    /** Live profiles showing (or waiting to show) one of these photos among theirs, other than `except`. */
    profilesWithPhotos(photoIds: string[], except: number): Promise<ProfileRow[]> {
      if (photoIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("row_status", "!=", live)
        .where("id", "!=", except)
        .where((eb) =>
          eb.or([
            eb("photo_id", "in", photoIds),
            eb("pending_photo_id", "in", photoIds),
            // Any of a profile's other photos (profile-photos) counts as well.
            eb(
              "id",
              "in",
              eb.selectFrom("profile_photos").select("profile_id").where("photo_id", "in", photoIds),
            ),
          ]),
        )
        .limit(20)
        .execute();
    },

    /** Live profiles of other accounts giving one of these mobile numbers. */
    profilesWithMobiles(mobiles: string[], exceptOwner: number): Promise<ProfileRow[]> {
      if (mobiles.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("row_status", "!=", live)
        .where("owner_user_id", "!=", exceptOwner)
        .where((eb) =>
          eb.or([
            eb("father_mobile", "in", mobiles),
            eb("contact_person_mobile_1", "in", mobiles),
            eb("contact_person_mobile_2", "in", mobiles),
          ]),
        )
        .limit(20)
        .execute();
    },

    /** Live profiles born on this day, other than `except` (a few per day even at 100,000 profiles). */
    profilesBornOn(date: string, except: number): Promise<ProfileRow[]> {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("date_of_birth", "=", date)
        .where("row_status", "!=", live)
        .where("id", "!=", except)
        .limit(200)
        .execute();
    },

    /** For each of these accounts, what the committee already did or heard about it. */
    async accountFlags(userIds: number[]): Promise<Map<number, AccountFlag[]>> {
      const ids = [...new Set(userIds)];
      const flags = new Map<number, AccountFlag[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return flags;
      const [warned, reported, deactivated] = await Promise.all([
        db.selectFrom("member_warnings").select("user_id").distinct().where("user_id", "in", ids).execute(),
        db
          .selectFrom("reports")
          .select("reported_user_id as user_id")
          .distinct()
          .where("reported_user_id", "in", ids)
          .execute(),
        db
          .selectFrom("users")
          .select("id as user_id")
          .where("id", "in", ids)
          .where("row_status", "=", ROW_STATUS.inactive)
          .execute(),
      ]);
      for (const [flag, rows] of [
        ["warned", warned],
        ["reported", reported],
        ["deactivated", deactivated],
      ] as const) {
        for (const r of rows) flags.get(r.user_id)?.push(flag);
      }
      return flags;
    },

    /**
     * One page of profiles by id for the scan (the primary key's order; the caller keeps the approved
     * live ones, so no status index turns each page into a sort of all of them), with photo hashes.
     */
    async scanPage(afterId: number, limit: number): Promise<{ rows: ScanRow[]; hashes: HashRow[] }> {
      const rows = await db
        .selectFrom("profiles")
        .select([
          "id",
          "owner_user_id",
          "photo_id",
          "first_name",
          "last_name",
          "date_of_birth",
          "father_mobile",
          "contact_person_mobile_1",
          "contact_person_mobile_2",
          "registration_status",
          "row_status",
        ])
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      const photoIds = rows.flatMap((r) =>
        r.photo_id && r.registration_status === "approved" && r.row_status !== live ? [r.photo_id] : [],
      );
      return { rows, hashes: await this.hashesOf(photoIds) };
    },

    existingPairs() {
      return db
        .selectFrom("duplicate_pairs")
        .select(["id", "low_profile_id", "high_profile_id", "reasons", "photo_distance", "dismissed_at"])
        .execute();
    },

    /** The scan's result written in one transaction: new pairs added, open ones updated or gone. */
    async saveScan(
      add: FoundPair[],
      update: Array<{ id: number } & FoundPair>,
      remove: number[],
      now: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < add.length; i += 200) {
          await trx
            .insertInto("duplicate_pairs")
            .values(
              add.slice(i, i + 200).map((p) => ({
                low_profile_id: p.low,
                high_profile_id: p.high,
                reasons: p.reasons,
                photo_distance: p.photoDistance,
                found_at: now,
              })),
            )
            .execute();
        }
        for (const p of update) {
          await trx
            .updateTable("duplicate_pairs")
            .set({ reasons: p.reasons, photo_distance: p.photoDistance })
            .where("id", "=", p.id)
            .where("dismissed_at", "is", null)
            .execute();
        }
        for (let i = 0; i < remove.length; i += 500) {
          await trx
            .deleteFrom("duplicate_pairs")
            .where("id", "in", remove.slice(i, i + 500))
            .where("dismissed_at", "is", null)
            .execute();
        }
      });
    },

    async openCount(): Promise<number> {
      const row = await db
        .selectFrom("duplicate_pairs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("dismissed_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Open pairs, newest first. */
    async openPage(page: number) {
      const rows = await db
        .selectFrom("duplicate_pairs")
        .selectAll()
        .where("dismissed_at", "is", null)
        .orderBy("found_at", "desc")
        .orderBy("id", "desc")
        .limit(DUPLICATE_PAGE_SIZE)
        .offset((page - 1) * DUPLICATE_PAGE_SIZE)
        .execute();
      return { rows, total: await this.openCount() };
    },

    profilesByIds(ids: number[]): Promise<ProfileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "in", [...new Set(ids)])
        .execute();
    },

    findPair(id: number) {
      return db.selectFrom("duplicate_pairs").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Marks the pair "not a duplicate" only while open; false when someone else just did. */
    async dismiss(db2: DB, id: number, by: number, now: string): Promise<boolean> {
      const result = await db2
        .updateTable("duplicate_pairs")
        .set({ dismissed_at: now, dismissed_by: by })
        .where("id", "=", id)
        .where("dismissed_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type DuplicatesRepo = ReturnType<typeof duplicatesRepo>;
