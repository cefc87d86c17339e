import { createHash } from "node:crypto";
import { afterEach, expect, it, vi } from "vitest";
import { cookieOf, makeUser, me, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";

const DAY = 24 * 60 * 60 * 1000;

/** Sessions: opaque, hashed at rest, sliding 30 days, revoked at once; Origin check. */
describeEachDialect("sessions", (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedIn(overrides = {}) {
    const user = await makeUser(ctx().app, overrides);
    const { session } = await signIn(ctx().app, user.mobile);
    if (!session) throw new Error("not signed in");
    return { user, token: session };
  }

  const logout = (auth: { cookie?: string; bearer?: string }) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      cookies: auth.cookie ? { vv_session: auth.cookie } : undefined,
      headers: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : undefined,
    });

  it("stores only the SHA-256 of the token", async () => {
    const { user, token } = await signedIn();
    const rows = await ctx()
      .database.db.selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("accepts the token as a cookie and as a Bearer header", async () => {
    const { user, token } = await signedIn();
    expect((await me(ctx().app, { cookie: token })).json().user.id).toBe(user.id);
    expect((await me(ctx().app, { bearer: token })).json().user.id).toBe(user.id);
  });

  it("ends the session at once on logout and clears the cookie", async () => {
    const { token } = await signedIn();
    const res = await logout({ cookie: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("You have been logged out.");
    expect(cookieOf(res, "vv_session")?.value).toBe("");
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(401);
    expect((await me(ctx().app, { bearer: token })).statusCode).toBe(401);
  });

  it("ends a Bearer session on logout too", async () => {
    const { token } = await signedIn();
    await logout({ bearer: token });
    expect((await me(ctx().app, { bearer: token })).statusCode).toBe(401);
  });

  it("ends every session of a user who is deactivated", async () => {
    const { user, token } = await signedIn();
    const second = (await signIn(ctx().app, user.mobile)).session as string;
    expect(await ctx().app.services.sessions.countForUser(user.id)).toBe(2);
    await ctx().app.services.users.setRowStatus(user.id, 0);
    expect(await ctx().app.services.sessions.countForUser(user.id)).toBe(0);
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(401);
    expect((await me(ctx().app, { cookie: second })).statusCode).toBe(401);
  });

  it("does not honour a session of a user deactivated behind its back", async () => {
    const { user, token } = await signedIn();
    await ctx().database.db.updateTable("users").set({ row_status: 0 }).where("id", "=", user.id).execute();
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(401);
  });

  it("ends every session when the role changes", async () => {
    const { user, token } = await signedIn();
    await ctx().app.services.users.setRole(user.id, "admin");
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(401);
    const again = await signIn(ctx().app, user.mobile);
    expect(again.res.json().user.roles).toEqual(["admin"]);
  });

  it("answers 401 to forged and malformed tokens, and clears such a cookie", async () => {
    const forged = "A".repeat(43);
    const res = await me(ctx().app, { cookie: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
    expect(cookieOf(res, "vv_session")?.value).toBe("");
    for (const token of ["x", "' or 1=1 --", "a".repeat(5000), "🙂".repeat(43)]) {
      expect((await me(ctx().app, { bearer: token })).statusCode).toBe(401);
    }
  });

  it("slides the expiry forward with use and ends it after 30 idle days", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { token } = await signedIn();
    vi.setSystemTime(Date.now() + 20 * DAY);
    const renewed = await me(ctx().app, { cookie: token });
    expect(renewed.statusCode).toBe(200);
    expect(cookieOf(renewed, "vv_session")?.maxAge).toBeGreaterThan(29 * 24 * 3600);
    vi.setSystemTime(Date.now() + 20 * DAY); // 40 days after sign-in, 20 after last use
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 31 * DAY);
    expect((await me(ctx().app, { cookie: token })).statusCode).toBe(401);
  });

  it("signs the browser's earlier session out when it signs in again", async () => {
    const { user, token } = await signedIn();
    const { app } = ctx();
    await app.inject({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile: user.mobile } });
    const code = app.services.sms.outbox?.().find((m) => m.mobile === user.mobile)?.code;
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify",
      cookies: { vv_session: token },
      payload: { mobile: user.mobile, otp: code },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(app, { cookie: token })).statusCode).toBe(401);
    expect((await me(app, { cookie: cookieOf(res, "vv_session")?.value })).statusCode).toBe(200);
  });

  it("refuses unsafe requests whose Origin is another site", async () => {
    const post = (headers: Record<string, string>) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        headers: { host: "vadhuvar.example", ...headers },
        payload: { mobile: uniqueMobile() },
      });
    const evil = await post({ origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe("forbidden");
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect((await post({ origin: "https://vadhuvar.example.evil.example" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // The request came over plain HTTP (no PUBLIC_URL, no trusted proxy): its own origin is http://.
    expect((await post({ origin: "http://vadhuvar.example" })).statusCode).toBe(200);
    expect((await post({ origin: "https://vadhuvar.example" })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(200);
    const logoutFromElsewhere = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { host: "vadhuvar.example", origin: "https://evil.example" },
    });
    expect(logoutFromElsewhere.statusCode).toBe(403);
    const read = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: { host: "vadhuvar.example", origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });
});
