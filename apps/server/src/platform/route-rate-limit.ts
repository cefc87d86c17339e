/**
 * Route-level limits (`config: { rateLimit: { max, timeWindow } }` on a route) with
 * @fastify/rate-limit: counted in Redis whenever REDIS_URL is set, so every app server counts
 * together; in memory otherwise. Over the limit: the translated 429 with the minutes to wait.
 */
import { createRequire } from "node:module";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { RateLimitedError } from "./member-limit";

export async function registerRouteRateLimits(app: FastifyInstance) {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  // Required only with REDIS_URL: a single server without Redis never loads the client.
  const Redis = REDIS_URL
    ? (createRequire(import.meta.url)("ioredis") as typeof import("ioredis")).Redis
    : undefined;
  const redis =
    REDIS_URL && Redis
      ? new Redis(REDIS_URL, { connectTimeout: 5_000, maxRetriesPerRequest: 2, lazyConnect: true })
      : undefined;
  if (redis) {
    redis.on("error", () => {
      // while Redis is away route limits are skipped (skipOnError); the member limits answer 503
    });
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${REDIS_KEY_PREFIX}route-rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError("limits:tooMany", Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
