import { expect, it } from "vitest";
import { makeUser, signIn } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { withSqliteFile } from "../../test/sqlite-file";
import { hashToken, SESSION_TTL_MS } from "./sessions";
import { sessionsRepo } from "./sessions-repo";

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describeEachDialect("the session read behind every request", (ctx) => {
  async function session() {
    const user = await makeUser(ctx().app);
    const { session: token } = await signIn(ctx().app, user.mobile);
    if (!token) throw new Error("not signed in");
    return { user, tokenHash: hashToken(token), repo: sessionsRepo(ctx().database.db) };
  }

  it("is kept on SQLite while nothing is written, and read again after any write", async () => {
    const { user, tokenHash, repo } = await session();
    const first = await repo.findUser(tokenHash, later(0));
    expect(first?.id).toBe(user.id);
    const again = await repo.findUser(tokenHash, later(0));
    if (ctx().dialect === "sqlite") expect(again).toBe(first);
    else expect(again).toEqual(first);

    await ctx().database.db.updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
    const promoted = await repo.findUser(tokenHash, later(0));
    expect(promoted?.role).toBe("admin");
    if (ctx().dialect === "sqlite") expect(await repo.findUser(tokenHash, later(0))).toBe(promoted);
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
