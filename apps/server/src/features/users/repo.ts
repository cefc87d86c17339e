import { ROW_STATUS } from "@vv/shared/statuses";
import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { UserRow, UsersTable } from "../../db/schema";

export type NewUser = Insertable<UsersTable>;
export type UserPatch = Omit<Updateable<UsersTable>, "id" | "mobile" | "created_at">;

export function usersRepo(db: DB) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    },
    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      return db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
    },
    /** Inserts a user; undefined when the mobile number is already taken (unique index). */
    async insertIfAbsent(user: NewUser): Promise<UserRow | undefined> {
      const now = new Date().toISOString();
      return db
        .insertInto("users")
        .values({ created_at: now, updated_at: now, ...user })
        .onConflict((oc) => oc.column("mobile").doNothing())
        .returningAll()
        .executeTakeFirst();
    },
    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      return db
        .updateTable("users")
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async findAssociate(id: number): Promise<UserRow | undefined> {
      return db
        .selectFrom("users")
        .selectAll()
        .where("id", "=", id)
        .where("role", "=", "associate")
        .where("row_status", "=", ROW_STATUS.active)
        .executeTakeFirst();
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
