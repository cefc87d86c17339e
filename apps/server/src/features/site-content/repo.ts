import type { SiteImageKind } from "@vv/shared/site-content";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { SiteImagesTable } from "../../db/schema";

export function siteContentRepo(db: DB) {
  return {
    list: (kind?: SiteImageKind) => {
      let q = db.selectFrom("site_images").selectAll();
      if (kind) q = q.where("kind", "=", kind);
      return q.orderBy("kind").orderBy("position").orderBy("id").execute();
    },
    find: (id: number) => db.selectFrom("site_images").selectAll().where("id", "=", id).executeTakeFirst(),
    async isUsed(photoId: string): Promise<boolean> {
      const row = await db
        .selectFrom("site_images")
        .select("id")
        .where("photo_id", "=", photoId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Positions of one kind, highest first. */
    positions: (kind: SiteImageKind) =>
      db
        .selectFrom("site_images")
        .select("position")
        .where("kind", "=", kind)
        .orderBy("position", "desc")
        .execute(),
    insert: async (row: Insertable<SiteImagesTable>) =>
      (await db.insertInto("site_images").values(row).returning("id").executeTakeFirstOrThrow()).id,
    async update(id: number, patch: Updateable<SiteImagesTable>) {
      await db.updateTable("site_images").set(patch).where("id", "=", id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom("site_images").where("id", "=", id).execute();
    },
  };
}
export type SiteContentRepo = ReturnType<typeof siteContentRepo>;
