import type { DB } from "../../db/database";

/** The member's nominee (SQL only): one row per account at most. */
export function nomineeRepo(db: DB) {
  return {
    get: (userId: number) =>
      db.selectFrom("nominees").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    async put(userId: number, nominee: { name: string; relation: string; mobile: string }, now: string) {
      await db
        .insertInto("nominees")
        .values({ user_id: userId, ...nominee, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...nominee, updated_at: now }))
        .execute();
    },
    async remove(userId: number) {
      await db.deleteFrom("nominees").where("user_id", "=", userId).execute();
    },
  };
}
export type NomineeRepo = ReturnType<typeof nomineeRepo>;

/** Naming, changing and removing the nominee (DPDP Act 2023 s14); the nominee is the member's own data. */
export function nomineeService(repo: NomineeRepo) {
  async function get(userId: number) {
    const row = await repo.get(userId);
    return {
      nominee: row
        ? { name: row.name, relation: row.relation, mobile: row.mobile, updatedAt: row.updated_at }
        : null,
    };
  }
  return {
    get,
    async put(userId: number, nominee: { name: string; relation: string; mobile: string }) {
      await repo.put(userId, nominee, new Date().toISOString());
      return get(userId);
    },
    async remove(userId: number) {
      await repo.remove(userId);
      return get(userId);
    },
  };
}
export type NomineeService = ReturnType<typeof nomineeService>;
