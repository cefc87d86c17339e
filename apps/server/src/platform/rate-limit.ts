/**
 * Sliding-window rate limits. In memory for one app server; in Redis (REDIS_URL) when several app
 * servers must share the counts. Only attempts that are allowed are counted.
 */
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { AppError } from "./errors";

export interface RateLimitResult {
  allowed: boolean;
  /** How long until the next attempt would be allowed (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly kind: "memory" | "redis";
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Like `hit`, but only looks: nothing is counted. */
  check(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function memoryRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = (now: number, windowMs: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  };
  return {
    kind: "memory",
    async hit(key, limit, windowMs) {
      const now = Date.now();
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (times.length >= limit) {
        hits.set(key, times);
        return { allowed: false, retryAfterMs: Math.max(1, (times[0] ?? now) + windowMs - now) };
      }
      times.push(now);
      hits.set(key, times);
      if (hits.size > MAX_MEMORY_KEYS) sweep(now, windowMs);
      return { allowed: true, retryAfterMs: 0 };
    },
    async check(key, limit, windowMs) {
      const now = Date.now();
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (times.length < limit) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1, (times[0] ?? now) + windowMs - now) };
    },
    async reset(key) {
      hits.delete(key);
    },
    async close() {
      hits.clear();
    },
  };
}

// Atomic in Redis: drop old entries, count, add this one only when under the limit.
const SLIDING_WINDOW_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
`;

const CHECK_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
if count < tonumber(ARGV[3]) then
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
`;

export function redisRateLimiter(url: string, keyPrefix = "vv:rl:"): RateLimiter {
  // Required here, not imported at the top: a server without REDIS_URL never loads the client.
  const { Redis } = createRequire(import.meta.url)("ioredis") as typeof import("ioredis");
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    lazyConnect: true,
  });
  redis.on("error", () => {
    // reported per request below; keep the process alive while Redis is away
  });
  const unavailable = () => new AppError(503, "unavailable", "errors.unavailable");
  return {
    kind: "redis",
    async hit(key, limit, windowMs) {
      const now = Date.now();
      const member = `${now}-${randomBytes(6).toString("hex")}`;
      try {
        const [allowed, retryAfterMs] = (await redis.eval(
          SLIDING_WINDOW_LUA,
          1,
          key,
          now,
          windowMs,
          limit,
          member,
        )) as [number, number];
        return { allowed: allowed === 1, retryAfterMs: allowed === 1 ? 0 : Math.max(1, retryAfterMs) };
      } catch {
        throw unavailable();
      }
    },
    async check(key, limit, windowMs) {
      try {
        const [allowed, retryAfterMs] = (await redis.eval(
          CHECK_LUA,
          1,
          key,
          Date.now(),
          windowMs,
          limit,
        )) as [number, number];
        return { allowed: allowed === 1, retryAfterMs: allowed === 1 ? 0 : Math.max(1, retryAfterMs) };
      } catch {
        throw unavailable();
      }
    },
    async reset(key) {
      try {
        await redis.del(key);
      } catch {
        throw unavailable();
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, keyPrefix?: string): RateLimiter {
  return redisUrl ? redisRateLimiter(redisUrl, keyPrefix) : memoryRateLimiter();
}
