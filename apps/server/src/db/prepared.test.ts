import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { prepared } from "./prepared";
import { readDirectly } from "./sqlite-connection";

describeEachDialect("prepared queries", (ctx) => {
  it("answer as the builder does, with new values on every call and constants kept", async () => {
    const db = ctx().database.db;
    const build = (key: string) =>
      db.selectFrom("settings").select(["key"]).where("key", "=", key).where("key", "<>", "never");
    const query = prepared(db, build);
    const keys = (await db.selectFrom("settings").select("key").execute()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of [...keys, "missing"]) expect(await query(key)).toEqual(await build(key).execute());
  });

  it("take raw sql`…` too", async () => {
    const db = ctx().database.db;
    const add = prepared(
      db,
      (a: number, b: number) => sql<{ n: number }>`select cast(${a} as integer) + cast(${b} as integer) as n`,
    );
    expect(Number((await add(2, 3))[0]?.n)).toBe(5);
    expect(Number((await add(40, 2))[0]?.n)).toBe(42);
  });

  it("refuse an argument that does not become a parameter of its own", async () => {
    const db = ctx().database.db;
    const unused = prepared(db, (_key: string) => db.selectFrom("settings").select("key"));
    await expect(unused("x")).rejects.toThrow(/argument 0 is not a parameter/);
  });

  it("are read at once on SQLite outside a transaction, through Kysely on PostgreSQL", async () => {
    const { db, adapter } = ctx().database;
    const query = db.selectFrom("settings").select("key").compile();
    const rows = readDirectly(db, query);
    if (adapter.name === "sqlite") expect(rows).toEqual((await db.executeQuery(query)).rows);
    else expect(rows).toBeNull();
    // Not a SELECT: never run outside Kysely.
    expect(readDirectly(db, db.deleteFrom("settings").where("key", "=", "never").compile())).toBeNull();
  });

  it("never see what an open transaction wrote and then rolled back", async () => {
    const db = ctx().database.db;
    const find = prepared(db, (key: string) =>
      db.selectFrom("settings").select("key").where("key", "=", key),
    );
    let seen: Promise<{ key: string }[]> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("settings").values({ key: "uncommitted", value: "x" }).execute();
        // Asked by another request while the transaction is open (on SQLite, the same connection).
        seen = find("uncommitted");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await seen).toEqual([]);
  });
});
