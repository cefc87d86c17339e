import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { prepared } from "./prepared";

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
});
