import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser, signIn } from "../../test/auth-helpers";
import { holdClock, insertMemberRow, listening } from "../../test/change-mark";
import { describeEachDialect } from "../../test/harness";
import { eventually, withPostgresSchema } from "../../test/postgres-schema";
import { withSqliteFile } from "../../test/sqlite-file";
import { hashToken, SESSION_TTL_MS } from "./sessions";
import { sessionsRepo } from "./sessions-repo";

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachDialect("the session read behind every request", (ctx) => {
  async function session() {
    const user = await makeUser(ctx().app);
    const { session: token } = await signIn(ctx().app, user.mobile);
    if (!token) throw new Error("not signed in");
    return { user, tokenHash: hashToken(token), repo: sessionsRepo(ctx().database.db) };
  }

  it("is kept while nothing is written, and read again after any write", async () => {
    const { user, tokenHash, repo } = await session();
    holdClock();
    await listening(ctx().database.db);
    const first = await repo.findUser(tokenHash, later(0));
    expect(first?.id).toBe(user.id);
    expect(await repo.findUser(tokenHash, later(0))).toBe(first);

    await ctx().database.db.updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
    const promoted = await repo.findUser(tokenHash, later(0));
    expect(promoted?.role).toBe("admin");
    expect(await repo.findUser(tokenHash, later(0))).toBe(promoted);
    // Any write, even to another table, makes the next request read again.
    await ctx()
      .database.db.insertInto("settings")
      .values({ key: `k${user.id}`, value: "x" })
      .execute();
    const reread = await repo.findUser(tokenHash, later(0));
    expect(reread).not.toBe(promoted);
    expect(reread).toEqual(promoted);
  });

  it("answers nothing once the session has expired or was deleted, kept or not", async () => {
    const { user, tokenHash, repo } = await session();
    expect(await repo.findUser(tokenHash, later(0))).toBeDefined();
    expect(await repo.findUser(tokenHash, later(SESSION_TTL_MS + 60_000))).toBeUndefined();
    expect(await repo.findUser(tokenHash, later(0))).toBeDefined();
    await repo.deleteForUser(user.id);
    expect(await repo.findUser(tokenHash, later(0))).toBeUndefined();
  });
});

it("reads again after another connection to the SQLite file deactivates the member", () =>
  withSqliteFile(async (database, other) => {
    const now = new Date().toISOString();
    const [user] = other
      .prepare(
        `insert into users (mobile, first_name, last_name, role, row_status, created_at, updated_at)
         values ('9123456789', 'A', 'B', 'member', 1, ?, ?) returning id`,
      )
      .all(now, now) as { id: number }[];
    const tokenHash = hashToken("t".repeat(43));
    other
      .prepare(
        "insert into sessions (token_hash, user_id, expires_at, created_at, last_used_at, user_agent) values (?, ?, ?, ?, ?, '')",
      )
      .run(tokenHash, user?.id, later(SESSION_TTL_MS), now, now);
    const repo = sessionsRepo(database.db);
    const first = await repo.findUser(tokenHash, later(0));
    expect(first?.row_status).toBe(1);
    expect(await repo.findUser(tokenHash, later(0))).toBe(first);
    other.prepare("update users set row_status = 0 where id = ?").run(user?.id);
    expect((await repo.findUser(tokenHash, later(0)))?.row_status).toBe(0);
  }));

describe.skipIf(!process.env.TEST_POSTGRES_URL)("the session read on PostgreSQL", () => {
  it("reads again once another server deactivates the member or signs the session out", () =>
    withPostgresSchema(async (database, other) => {
      holdClock();
      const userId = await insertMemberRow(other.db);
      const tokenHash = hashToken("t".repeat(43));
      await sessionsRepo(other.db).insert({
        token_hash: tokenHash,
        user_id: userId,
        expires_at: later(SESSION_TTL_MS),
        user_agent: "",
      });
      const repo = sessionsRepo(database.db);
      await listening(database.db);
      const first = await repo.findUser(tokenHash, later(0));
      expect(first?.row_status).toBe(1);
      expect(await repo.findUser(tokenHash, later(0))).toBe(first);

      await other.db.updateTable("users").set({ row_status: 0 }).where("id", "=", userId).execute();
      expect(await eventually(async () => (await repo.findUser(tokenHash, later(0)))?.row_status === 0)).toBe(
        true,
      );

      await sessionsRepo(other.db).delete(tokenHash);
      expect(await eventually(async () => (await repo.findUser(tokenHash, later(0))) === undefined)).toBe(
        true,
      );
    }));
});
