import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./database";
import { READ_WORKER_NICE } from "./sqlite-read-workers";

const dir = mkdtempSync(join(tmpdir(), "vv-read-workers-"));
const handle = createDatabase(`sqlite:${join(dir, "portal.db")}`, { readWorkers: 2 });
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A read that keeps SQLite busy for a while (counts to n in a recursive query). */
const slowCount = (n: number) =>
  sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n})
    select count(*) as n from c`;

/** How many 5 ms timer ticks the event loop ran while `work` was under way. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe("SQLite reads on worker threads", () => {
  it("see what the main connection committed, at once", async () => {
    expect(handle.reader).not.toBe(handle.db);
    await handle.db.schema
      .createTable("notes")
      .addColumn("id", "integer")
      .addColumn("text", "text")
      .execute();
    await handle.db
      .insertInto("notes" as never)
      .values({ id: 1, text: "वधू" } as never)
      .execute();
    const rows = await handle.reader
      .selectFrom("notes" as never)
      .selectAll()
      .execute();
    expect(rows).toEqual([{ id: 1, text: "वधू" }]);
    await handle.db
      .updateTable("notes" as never)
      .set({ text: "वर" } as never)
      .execute();
    expect(
      await handle.reader
        .selectFrom("notes" as never)
        .selectAll()
        .execute(),
    ).toEqual([{ id: 1, text: "वर" }]);
  });

  it("leave the event loop free while a heavy read runs, where the main connection holds it", async () => {
    const n = 2_000_000;
    const onWorker = await ticksDuring(() => slowCount(n).execute(handle.reader));
    const onMain = await ticksDuring(() => slowCount(n).execute(handle.db));
    expect(onMain, "a synchronous read on the main connection lets no timer run").toBeLessThanOrEqual(1);
    expect(onWorker, "timers keep running while the worker reads").toBeGreaterThan(3);
  });

  it.runIf(process.platform === "linux")(
    "run below the main thread's priority, so the event loop gets a core first",
    async () => {
      await slowCount(10).execute(handle.reader);
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the "(name)" field).
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);
      const threads = readdirSync("/proc/self/task").map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(threads.filter((nice) => nice === READ_WORKER_NICE).length).toBeGreaterThanOrEqual(2);
    },
  );

  it("answer several reads at once, each with its own rows", async () => {
    const answers = await Promise.all([10, 20, 30, 40, 50].map((n) => slowCount(n).execute(handle.reader)));
    expect(answers.map((a) => Number(a.rows[0]?.n))).toEqual([10, 20, 30, 40, 50]);
  });

  it("refuse writes and transactions, and report a failing statement's error", async () => {
    await expect(
      handle.reader
        .insertInto("notes" as never)
        .values({ id: 2, text: "x" } as never)
        .execute(),
    ).rejects.toThrow(/only statements that return rows|readonly/);
    await expect(handle.reader.transaction().execute(async () => 1)).rejects.toThrow(/no transactions/);
    await expect(sql`select * from no_such_table`.execute(handle.reader)).rejects.toThrow(/no such table/);
    expect(
      await handle.db
        .selectFrom("notes" as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it("are not used for an in-memory database (a worker cannot see it)", async () => {
    const memory = createDatabase("sqlite::memory:", { readWorkers: 2 });
    expect(memory.reader).toBe(memory.db);
    await memory.close();
  });
});
