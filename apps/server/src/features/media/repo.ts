import type { DB } from "../../db/database";

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
    async delete(photoId: string): Promise<boolean> {
      const result = await db.deleteFrom("photos").where("id", "=", photoId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type MediaRepo = ReturnType<typeof mediaRepo>;
