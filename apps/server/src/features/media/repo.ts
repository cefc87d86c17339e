import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/database";
import type { Database } from "../../db/schema";
import { bandsOf, type PhotoHashes } from "./phash";

/** Every column that can show a photo; a new one must be added here or the sweep would take it. */
export const PHOTO_COLUMNS = [
  ["profiles", "photo_id"],
  ["profiles", "pending_photo_id"],
  ["profile_photos", "photo_id"],
  ["committee_members", "photo_id"],
  ["site_images", "photo_id"],
  ["businesses", "photo_id"],
  ["success_stories", "photo_id"],
] as const;

/** No record points at this row of photos (each check an index look-up, see migration 012). */
function unused(eb: ExpressionBuilder<Database, "photos">) {
  return eb.and(
    PHOTO_COLUMNS.map(([table, column]) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom(table)
            .select(eb.lit(1).as("used"))
            .whereRef(`${table}.${column}` as `profiles.photo_id`, "=", "photos.id"),
        ),
      ),
    ),
  );
}

export interface PhotoRecord {
  photoId: string;
  ownerUserId: number | null;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
}

export function mediaRepo(db: DB) {
  return {
    /** The photo's row and its hashes, in one transaction. */
    async insert(photo: Omit<PhotoRecord, "createdAt">, hashes?: PhotoHashes): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("photos")
          .values({
            id: photo.photoId,
            owner_user_id: photo.ownerUserId,
            width: photo.width,
            height: photo.height,
            bytes: photo.bytes,
          })
          .execute();
        if (hashes) await insertHashes(trx, photo.photoId, hashes);
      });
    },
    /** Hashes for a photo stored before they were kept (the backfill); nothing when already there. */
    async addHashes(photoId: string, hashes: PhotoHashes): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom("photo_hashes")
          .select("photo")
          .where("photo", "=", photoId)
          .executeTakeFirst();
        const exists = await trx
          .selectFrom("photos")
          .select("id")
          .where("id", "=", photoId)
          .executeTakeFirst();
        if (!known && exists) await insertHashes(trx, photoId, hashes);
      });
    },
    /** Photos (oldest first) that have no hashes yet, after `afterId` in id order. */
    async unhashed(afterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("photos")
        .select("id")
        .where("id", ">", afterId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom("photo_hashes").select("photo").whereRef("photo_hashes.photo", "=", "photos.id"),
            ),
          ),
        )
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async find(photoId: string): Promise<PhotoRecord | undefined> {
      const row = await db.selectFrom("photos").selectAll().where("id", "=", photoId).executeTakeFirst();
      return (
        row && {
          photoId: row.id,
          ownerUserId: row.owner_user_id,
          width: row.width,
          height: row.height,
          bytes: row.bytes,
          createdAt: row.created_at,
        }
      );
    },
    /** Photos uploaded before `before` that no profile, committee member, site image or business uses. */
    async unusedBefore(before: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("photos")
        .select("id")
        .where("created_at", "<", before)
        .where(unused)
        .orderBy("created_at")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    /** Deletes the row only while still unused, in one statement, so a photo attached meanwhile stays. */
    async deleteIfUnused(photoId: string): Promise<boolean> {
      const result = await db.deleteFrom("photos").where("id", "=", photoId).where(unused).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async delete(photoId: string): Promise<boolean> {
      const result = await db.deleteFrom("photos").where("id", "=", photoId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type MediaRepo = ReturnType<typeof mediaRepo>;

async function insertHashes(db: DB, photoId: string, hashes: PhotoHashes) {
  await db
    .insertInto("photo_hashes")
    .values(
      (["full", "inner"] as const).map((kind) => {
        const [band0, band1, band2, band3] = bandsOf(hashes[kind]);
        return { photo: photoId, kind, hash: hashes[kind], band0, band1, band2, band3 };
      }),
    )
    .execute();
}
