import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { businessBody, decide, jobBody, postJob, uploadResume } from "../../test/board-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";

describeEachDialect("board creates retried with the same Idempotency-Key", (ctx) => {
  const send = (who: Actor, url: string, payload: unknown, key?: string) =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { ...who.headers, ...(key ? { "idempotency-key": key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const mine = async (who: Actor, board: "jobs" | "business") =>
    (await ctx().app.inject({ method: "GET", url: `/api/v1/${board}/mine`, headers: who.headers })).json()
      .items as { id: number; applicantCount?: number }[];

  for (const [board, body] of [
    ["jobs", jobBody],
    ["business", businessBody],
  ] as const) {
    it(`stores one ${board} row for a retried create, a new one for a new key`, async () => {
      const member = await actor(ctx().app);
      const key = randomUUID();
      const first = await send(member, `/${board}`, body(), key);
      expect(first.statusCode).toBe(201);
      const retry = await send(member, `/${board}`, body(), key);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await mine(member, board)).toHaveLength(1);

      const another = await send(member, `/${board}`, body(), randomUUID());
      expect(another.statusCode).toBe(201);
      expect(another.json().id).not.toBe(first.json().id);
      expect(await mine(member, board)).toHaveLength(2);

      // Without a key every submit is a create of its own.
      expect((await send(member, `/${board}`, body())).statusCode).toBe(201);
      expect(await mine(member, board)).toHaveLength(3);
    });
  }

  it("answers a retried job application with the first answer and keeps one application", async () => {
    const { app } = ctx();
    const poster = await actor(app);
    const seeker = await actor(app);
    const admin = await actor(app, { role: "admin" });
    const jobId = await postJob(app, poster);
    expect((await decide(app, admin, "jobs", jobId, "approve")).statusCode).toBe(200);
    await uploadResume(app, seeker);
    const key = randomUUID();
    const first = await send(seeker, `/jobs/${jobId}/apply`, undefined, key);
    expect(first.statusCode).toBe(200);
    const retry = await send(seeker, `/jobs/${jobId}/apply`, undefined, key);
    expect(retry.json()).toEqual(first.json());
    const posts = await mine(poster, "jobs");
    expect(posts.find((p) => p.id === jobId)?.applicantCount).toBe(1);
  });
});
