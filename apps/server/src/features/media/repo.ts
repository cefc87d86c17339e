import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/database";
import type { Database } from "../../db/schema";

/** Every column that can show a photo; a new one must be added here or the sweep would take it. */
export const PHOTO_COLUMNS = [
  ["profiles", "photo_id"],
  ["profiles", "pending_photo_id"],
  ["committee_members", "photo_id"],
  ["site_images", "photo_id"],
  ["businesses", "photo_id"],
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
    async insert(photo: Omit<PhotoRecord, "createdAt">): Promise<void> {
      await db
        .insertInto("photos")
        .values({
          id: photo.photoId,
          owner_user_id: photo.ownerUserId,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
        })
        .execute();
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
