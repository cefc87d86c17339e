import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { withSqliteFile } from "../test/sqlite-file";
import { changeMark } from "./sqlite-connection";

describeEachDialect("the database's change mark", (ctx) => {
  it("stays while only reads run and moves with every write, one that fails included (SQLite); null on PostgreSQL", async () => {
    const { db, adapter } = ctx().database;
    const before = changeMark(db);
    if (adapter.name !== "sqlite") {
      expect(before).toBeNull();
      return;
    }
    expect(before).not.toBeNull();
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

  it("is null while a transaction is open", async () => {
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
