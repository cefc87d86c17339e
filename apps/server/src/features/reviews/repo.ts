import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { ReviewsTable } from "../../db/schema";

export interface ReviewRecord {
  id: number;
  user_id: number;
  rating_halves: number;
  text: string;
  reply: string | null;
  reply_at: string | null;
  hidden: 0 | 1;
  created_at: string;
  updated_at: string;
  first_name: string;
  last_name: string;
}

export function reviewsRepo(db: DB) {
  const base = () =>
    db
      .selectFrom("reviews")
      .innerJoin("users", "users.id", "reviews.user_id")
      .select([
        "reviews.id",
        "reviews.user_id",
        "reviews.rating_halves",
        "reviews.text",
        "reviews.reply",
        "reviews.reply_at",
        "reviews.hidden",
        "reviews.created_at",
        "reviews.updated_at",
        "users.first_name",
        "users.last_name",
      ]);
  return {
    /** Newest first; hidden reviews only when asked for (admins). */
    list(includeHidden: boolean): Promise<ReviewRecord[]> {
      let q = base();
      if (!includeHidden) q = q.where("reviews.hidden", "=", 0);
      return q.orderBy("reviews.created_at", "desc").orderBy("reviews.id", "desc").execute();
    },
    /** Count and mean of the visible reviews, computed by the database. */
    async stats(): Promise<{ count: number; meanHalves: number }> {
      const row = await db
        .selectFrom("reviews")
        .where("hidden", "=", 0)
        .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.avg<number>("rating_halves").as("mean")])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), meanHalves: row.mean === null ? 0 : Number(row.mean) };
    },
    find: (id: number) => base().where("reviews.id", "=", id).executeTakeFirst(),
    findByUser: (userId: number) => base().where("reviews.user_id", "=", userId).executeTakeFirst(),
    async insert(row: Insertable<ReviewsTable>) {
      await db.insertInto("reviews").values(row).execute();
    },
    async update(id: number, patch: Updateable<ReviewsTable>) {
      await db.updateTable("reviews").set(patch).where("id", "=", id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom("reviews").where("id", "=", id).execute();
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
