import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdClock, insertMemberRow, listening } from "../test/change-mark";
import { describeEachDialect } from "../test/harness";
import { eventually, withPostgresSchema } from "../test/postgres-schema";
import { withSqliteFile } from "../test/sqlite-file";
import { changeMark } from "./change-mark";
import { LISTENER_NAME } from "./postgres-connection";

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachDialect("the database's change mark", (ctx) => {
  it("stays while only reads run and moves with every write, one that fails included", async () => {
    const { db } = ctx().database;
    holdClock();
    const before = await listening(db);
    await db.selectFrom("settings").selectAll().execute();
    expect(changeMark(db)).toBe(before);

    await db.insertInto("settings").values({ key: "mark-test", value: "1" }).execute();
    const afterInsert = changeMark(db);
    expect(afterInsert).not.toBe(before);
    await db.updateTable("settings").set({ value: "2" }).where("key", "=", "mark-test").execute();
    const afterUpdate = changeMark(db);
    expect(afterUpdate).not.toBe(afterInsert);
    // A write that matches nothing or fails still counts: the mark never claims more than it knows.
    await expect(
      db.insertInto("settings").values({ key: "mark-test", value: "3" }).execute(),
    ).rejects.toThrow();
    expect(changeMark(db)).not.toBe(afterUpdate);
    const afterFailed = changeMark(db);
    await db.deleteFrom("settings").where("key", "=", "mark-test").execute();
    expect(changeMark(db)).not.toBe(afterFailed);
  });

  it("is null while a transaction is open on SQLite's one connection", async () => {
    const { db, adapter } = ctx().database;
    if (adapter.name !== "sqlite") return;
    await db.transaction().execute(async () => {
      expect(changeMark(db)).toBeNull();
    });
    expect(changeMark(db)).not.toBeNull();
  });
});

it("moves when another connection to the SQLite file commits", () =>
  withSqliteFile(async (database, other) => {
    const before = changeMark(database.db);
    expect(changeMark(database.db)).toBe(before);
    other.prepare("insert into settings (key, value) values ('elsewhere', 'x')").run();
    expect(changeMark(database.db)).not.toBe(before);
  }));

describe.skipIf(!process.env.TEST_POSTGRES_URL)("the change mark on PostgreSQL", () => {
  it("moves when another server commits to users, sessions or the list counter, not to other tables", () =>
    withPostgresSchema(async ({ db }, other) => {
      holdClock();
      const now = new Date().toISOString();
      const stays = async () => {
        const before = changeMark(db);
        await new Promise((ok) => setTimeout(ok, 300));
        return changeMark(db) === before;
      };
      await listening(db);
      await other.db.insertInto("settings").values({ key: "elsewhere", value: "x" }).execute();
      expect(await stays()).toBe(true);

      let before = changeMark(db);
      const userId = await insertMemberRow(other.db);
      expect(await eventually(() => changeMark(db) !== before)).toBe(true);

      before = changeMark(db);
      await other.db
        .insertInto("sessions")
        .values({
          token_hash: "h".repeat(64),
          user_id: userId,
          expires_at: now,
          created_at: now,
          last_used_at: now,
          user_agent: "",
        })
        .execute();
      expect(await eventually(() => changeMark(db) !== before)).toBe(true);

      before = changeMark(db);
      await other.db
        .updateTable("list_generation")
        .set((eb) => ({ n: eb("n", "+", 1) }))
        .execute();
      expect(await eventually(() => changeMark(db) !== before)).toBe(true);
      expect(await stays()).toBe(true);
    }));

  it("moves every few seconds whatever happens", () =>
    withPostgresSchema(async ({ db }) => {
      const clock = holdClock();
      const before = await listening(db);
      clock.mockReturnValue(Date.now() + 5_000);
      expect(changeMark(db)).not.toBe(before);
    }));

  it("is null while its listening connection is down, and differs from any earlier mark once back", () =>
    withPostgresSchema(async ({ db }, _other, admin) => {
      holdClock();
      const before = await listening(db);
      const { rows: schema } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
      const { rows: cut } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [`${LISTENER_NAME} ${schema[0]?.name}`],
      );
      expect(cut).toHaveLength(1);
      expect(await eventually(() => changeMark(db) === null)).toBe(true);
      const back = await listening(db);
      expect(back).not.toBe(before);
    }));
});
