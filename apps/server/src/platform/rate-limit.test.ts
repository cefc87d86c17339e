import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createDatabase } from "../db/database";
import { lastCode, uniqueIp, uniqueMobile } from "../test/auth-helpers";
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from "./rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL;
const prefix = () => `vv-test-${randomBytes(4).toString("hex")}:`;

const kinds: [string, () => RateLimiter][] = [["memory", memoryRateLimiter]];
if (REDIS_URL) kinds.push(["redis", () => redisRateLimiter(REDIS_URL, prefix())]);

for (const [kind, make] of kinds) {
  describe(`${kind} rate limiter`, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("allows up to the limit in a sliding window, then says how long to wait", async () => {
      const limiter = make();
      try {
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
        for (let i = 0; i < 3; i++) expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
        vi.setSystemTime(Date.now() + 4_000);
        const refused = await limiter.hit("k", 3, 10_000);
        expect(refused.allowed).toBe(false);
        expect(refused.retryAfterMs).toBeGreaterThan(5_000);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(6_000);
        vi.setSystemTime(Date.now() + 6_001);
        expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
        expect((await limiter.hit("other", 3, 10_000)).allowed).toBe(true);
      } finally {
        await limiter.close();
      }
    });

    it("looks without counting on check", async () => {
      const limiter = make();
      try {
        expect((await limiter.check("c", 1, 60_000)).allowed).toBe(true);
        expect((await limiter.check("c", 1, 60_000)).allowed).toBe(true);
        expect((await limiter.hit("c", 1, 60_000)).allowed).toBe(true);
        const full = await limiter.check("c", 1, 60_000);
        expect(full.allowed).toBe(false);
        expect(full.retryAfterMs).toBeGreaterThan(50_000);
      } finally {
        await limiter.close();
      }
    });

    it("does not count refused attempts, and forgets a key on reset", async () => {
      const limiter = make();
      try {
        expect((await limiter.hit("r", 1, 60_000)).allowed).toBe(true);
        for (let i = 0; i < 5; i++) expect((await limiter.hit("r", 1, 60_000)).allowed).toBe(false);
        await limiter.reset("r");
        expect((await limiter.hit("r", 1, 60_000)).allowed).toBe(true);
      } finally {
        await limiter.close();
      }
    });

    it("counts parallel attempts exactly", async () => {
      const limiter = make();
      try {
        const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("p", 10, 60_000)));
        expect(results.filter((r) => r.allowed)).toHaveLength(10);
      } finally {
        await limiter.close();
      }
    });
  });
}

describe.runIf(REDIS_URL)("rate limits shared through Redis", () => {
  it("applies one number's OTP limits across two app servers", async () => {
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix(), WEB_DIST: "/nonexistent" };
    const dbA = createDatabase("sqlite::memory:");
    const dbB = createDatabase("sqlite::memory:");
    await dbA.migrate();
    await dbB.migrate();
    const a = await buildApp(testConfig(shared), { database: dbA });
    const b = await buildApp(testConfig(shared), { database: dbB });
    try {
      expect(a.services.limiter.kind).toBe("redis");
      const mobile = uniqueMobile();
      const send = (app: typeof a) =>
        app.inject({
          method: "POST",
          url: "/api/v1/auth/otp",
          remoteAddress: uniqueIp(),
          payload: { mobile },
        });
      expect((await send(a)).statusCode).toBe(200);
      expect(lastCode(a, mobile)).toMatch(/^\d{6}$/);
      const onB = await send(b);
      expect(onB.statusCode).toBe(429);
      expect(onB.json().error.message).toMatch(/Please wait \d+ seconds/);
    } finally {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    }
  });

  it("answers 503 rather than letting requests through when Redis cannot be reached", async () => {
    const app = await buildApp(
      testConfig({ REDIS_URL: "redis://127.0.0.1:1", REDIS_KEY_PREFIX: prefix(), WEB_DIST: "/nonexistent" }),
    );
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        payload: { mobile: uniqueMobile() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe("unavailable");
    } finally {
      await app.close();
    }
  });
});
