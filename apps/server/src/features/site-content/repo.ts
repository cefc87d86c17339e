import type { SiteImageKind } from "@vv/shared/site-content";
import type { DB } from "../../db/database";

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
  };
}
export type SiteContentRepo = ReturnType<typeof siteContentRepo>;
