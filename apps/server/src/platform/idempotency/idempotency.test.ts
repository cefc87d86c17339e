import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, uploadPhoto } from "../../test/profile-helpers";
import { idempotency } from "./index";
import { requestReplaysRepo } from "./repo";

describeEachDialect("create requests retried with the same Idempotency-Key", (ctx) => {
  const post = (who: Actor, url: string, payload: unknown, key?: string) =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { ...who.headers, ...(key ? { "idempotency-key": key } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const mine = async (who: Actor) =>
    (await ctx().app.inject({ method: "GET", url: "/api/v1/profiles/mine", headers: who.headers })).json()
      .items as unknown[];

  it("stores a profile once and answers the retry with the first answer", async () => {
    const app = ctx().app;
    const family = await actor(app);
    const body = { ...demoProfileInput(seededRandom(77), 1), photoId: await uploadPhoto(app, family) };
    const key = randomUUID();
    const first = await post(family, "/profiles", body, key);
    expect(first.statusCode).toBe(201);
    const retry = await post(family, "/profiles", body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await mine(family)).toHaveLength(1);

    // Another member's request with the same key is a request of its own.
    const other = await actor(app);
    const theirs = await post(
      other,
      "/profiles",
      { ...demoProfileInput(seededRandom(78), 2), photoId: await uploadPhoto(app, other) },
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(await mine(other)).toHaveLength(1);
  });

  it("lets a refused request be sent again with its key, and stores a review once", async () => {
    const app = ctx().app;
    const member = await actor(app);
    const key = randomUUID();
    const refused = await post(member, "/reviews", { rating: 0, text: "" }, key);
    expect(refused.statusCode).toBe(400);
    const first = await post(member, "/reviews", { rating: 4.5, text: "Helpful committee" }, key);
    expect(first.statusCode).toBe(201);
    const retry = await post(member, "/reviews", { rating: 4.5, text: "Helpful committee" }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // Without the key, a second review is what it always was: refused.
    expect((await post(member, "/reviews", { rating: 4, text: "Again" })).statusCode).toBe(409);
  });

  it("answers 409 to a retry while the first is still being handled, and retakes a dead claim", async () => {
    const { database } = ctx();
    const member = await actor(ctx().app);
    let now = new Date("2026-11-23T10:00:00Z");
    const store = idempotency(requestReplaysRepo(database.db), () => now);
    const key = { scope: "test.create", actorId: member.user.id, key: randomUUID() };
    let release: () => void = () => {};
    const slow = store.once(key, () => new Promise<{ id: number }>((r) => (release = () => r({ id: 1 }))));
    await new Promise((r) => setTimeout(r, 50));
    await expect(store.once(key, async () => ({ id: 2 }))).rejects.toMatchObject({ status: 409 });
    release();
    expect(await slow).toEqual({ id: 1 });
    expect(await store.once(key, async () => ({ id: 3 }))).toEqual({ id: 1 });

    // A claim left without an answer (the server stopped half-way) is taken over after two minutes.
    const dead = { ...key, key: randomUUID() };
    await requestReplaysRepo(database.db).claim(dead, now.toISOString());
    await expect(store.once(dead, async () => ({ id: 4 }))).rejects.toMatchObject({ status: 409 });
    now = new Date(now.getTime() + 3 * 60_000);
    expect(await store.once(dead, async () => ({ id: 5 }))).toEqual({ id: 5 });
  });
});
