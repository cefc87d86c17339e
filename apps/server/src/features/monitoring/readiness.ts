/**
 * Readiness: can this app server do its work now? The database answers, Redis answers (when
 * configured), and the storage answers a look-up. Liveness stays GET /health (database only).
 */
import { createRequire } from "node:module";
import type { Redis as RedisClient } from "ioredis";
import type { DatabaseHandle } from "../../db/database";
import type { BlobStorage } from "../../platform/storage";

const TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
  ]);
}

export function readinessChecks(deps: { database: DatabaseHandle; storage: BlobStorage; redisUrl?: string }) {
  // A connection of its own, opened on the first probe (ioredis is loaded only then): a probe never
  // waits behind the limiter's traffic.
  let redis: RedisClient | null = null;
  const redisClient = () => {
    if (!redis && deps.redisUrl) {
      const { Redis } = createRequire(import.meta.url)("ioredis") as typeof import("ioredis");
      redis = new Redis(deps.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on("error", () => {}); // reported through the probe, not as an unhandled event
    }
    return redis;
  };
  const ok = async (probe: () => Promise<unknown>) => {
    try {
      await withTimeout(probe());
      return true;
    } catch {
      return false;
    }
  };
  return {
    async check() {
      const [database, storage, redisOk] = await Promise.all([
        ok(async () => {
          if (!(await deps.database.isReachable())) throw new Error("database unreachable");
        }),
        ok(() => deps.storage.exists("health/ready-probe")),
        deps.redisUrl
          ? ok(async () => {
              const client = redisClient() as RedisClient;
              if (client.status === "wait" || client.status === "end") await client.connect();
              await client.ping();
            })
          : Promise.resolve(null),
      ]);
      return { database, storage, redis: redisOk, ready: database && storage && redisOk !== false };
    },
    async close() {
      const client = redis as RedisClient | null;
      if (client && client.status !== "end") client.disconnect();
    },
  };
}
