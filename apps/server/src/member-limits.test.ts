/**
 * Per-member limits on costly actions (photo uploads, biodata PDFs, resume uploads, job
 * applications): the attempt over the limit gets 429 with a translated message saying how many
 * minutes to wait, and a Retry-After header; another member is not affected. With TEST_REDIS_URL,
 * two app servers on one Redis count together, for member limits and route-level limits alike.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { testConfig } from "./config";
import { createDatabase } from "./db/database";
import { multipartBody, photoJpeg } from "./features/media/fixtures";
import { uniqueIp } from "./test/auth-helpers";
import { decide, postJob, uploadResume } from "./test/board-helpers";
import { describeEachDialect } from "./test/harness";
import { type Actor, actor, approve, createProfile } from "./test/profile-helpers";

const LIMITS = {
  LIMIT_PHOTO_UPLOADS: { max: 3, windowMinutes: 60 },
  LIMIT_PDF_DOWNLOADS: { max: 2, windowMinutes: 30 },
  LIMIT_RESUME_UPLOADS: { max: 2, windowMinutes: 60 },
  LIMIT_JOB_APPLICATIONS: { max: 2, windowMinutes: 1440 },
};

describeEachDialect(
  "per-member limits",
  (ctx) => {
    const upload = async (who: Actor, lang = "en") => {
      const body = multipartBody(await photoJpeg(200, 200));
      return ctx().app.inject({
        method: "POST",
        url: "/api/v1/media/photos",
        payload: body.payload,
        headers: { ...body.headers, ...who.headers, "accept-language": lang },
        remoteAddress: uniqueIp(),
      });
    };

    it("photo uploads: the fourth within the hour gets 429 with the minutes to wait, in both languages", async () => {
      const member = await actor(ctx().app);
      // createProfile uploads one photo itself.
      await createProfile(ctx().app, member, 2);
      expect((await upload(member)).statusCode).toBe(201);
      expect((await upload(member)).statusCode).toBe(201);
      const refused = await upload(member);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(refused.json().error.message).toBe(
        "You have uploaded many photos in a short while. Please try again in 60 minutes.",
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
      const marathi = await upload(member, "mr");
      expect(marathi.statusCode).toBe(429);
      expect(marathi.json().error.message).toContain("६० मिनिटांनी");
      // Someone else is not held back by it.
      expect((await upload(await actor(ctx().app))).statusCode).toBe(201);
    });

    it("biodata PDFs: the third within 30 minutes gets 429", async () => {
      const family = await actor(ctx().app);
      const profile = await createProfile(ctx().app, family, 2);
      await approve(ctx().app, profile.id);
      const admin = await actor(ctx().app, { role: "super_admin" });
      const pdf = () =>
        ctx().app.inject({
          method: "GET",
          url: `/api/v1/profiles/${profile.slug}/pdf`,
          headers: admin.headers,
        });
      expect((await pdf()).statusCode).toBe(200);
      expect((await pdf()).statusCode).toBe(200);
      const refused = await pdf();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(
        "You have downloaded many biodata PDFs in a short while. Please try again in 30 minutes.",
      );
    });

    it("resume uploads and job applications are limited per member", async () => {
      const { app } = ctx();
      const admin = await actor(app, { role: "super_admin" });
      const poster = await actor(app);
      const jobs: number[] = [];
      for (const title of ["Driver", "Clerk", "Teacher"]) {
        const id = await postJob(app, poster, { title });
        await decide(app, admin, "jobs", id, "approve");
        jobs.push(id);
      }
      const seeker = await actor(app);
      expect((await uploadResume(app, seeker)).statusCode).toBe(201);
      expect((await uploadResume(app, seeker)).statusCode).toBe(201);
      const third = await uploadResume(app, seeker);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toContain("uploaded your resume many times");

      const apply = (id: number) =>
        app.inject({ method: "POST", url: `/api/v1/jobs/${id}/apply`, headers: seeker.headers });
      expect((await apply(jobs[0] as number)).statusCode).toBe(200);
      expect((await apply(jobs[1] as number)).statusCode).toBe(200);
      const over = await apply(jobs[2] as number);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toBe(
        "You have applied for many jobs today. Please try again in 1440 minutes.",
      );
    });

    it("a visitor is answered 401, not counted", async () => {
      const res = await ctx().app.inject({ method: "POST", url: "/api/v1/jobs/1/apply" });
      expect(res.statusCode).toBe(401);
    });
  },
  LIMITS,
);

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(REDIS_URL)("limits shared by two app servers through Redis", () => {
  it("counts a member's uploads and a route-level limit on both servers together", async () => {
    const prefix = `vv-test-${randomBytes(4).toString("hex")}:`;
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, WEB_DIST: "/nonexistent", ...LIMITS };
    // One database behind both servers, as in production; each server has its own limiter client.
    const database = createDatabase("sqlite::memory:");
    await database.migrate();
    const a = await buildApp(testConfig(shared), { database });
    const b = await buildApp(testConfig(shared), { database });
    try {
      const member = await actor(a);
      const send = async (app: typeof a) => {
        const body = multipartBody(await photoJpeg(120, 120));
        return app.inject({
          method: "POST",
          url: "/api/v1/media/photos",
          payload: body.payload,
          headers: { ...body.headers, ...member.headers },
          remoteAddress: "10.77.0.1",
        });
      };
      expect((await send(a)).statusCode).toBe(201);
      expect((await send(b)).statusCode).toBe(201);
      expect((await send(a)).statusCode).toBe(201);
      const onB = await send(b);
      expect(onB.statusCode).toBe(429);
      expect(onB.json().error.message).toContain("uploaded many photos");

      // Route-level (@fastify/rate-limit): 20 reviews a minute per address, counted on both servers.
      const reviewer = await actor(a);
      const post = (app: typeof a) =>
        app.inject({
          method: "POST",
          url: "/api/v1/reviews",
          headers: { ...reviewer.headers, "content-type": "application/json" },
          remoteAddress: "10.77.0.2",
          payload: "null",
        });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await post(i % 2 === 0 ? a : b)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
      expect(statuses[20]).toBe(429);
      const last = await post(b);
      expect(last.json().error.message).toMatch(/Please try again in \d+ minutes/);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
