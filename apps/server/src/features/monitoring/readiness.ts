/**
 * Readiness: can this app server do its work now? The database answers, Redis answers (when
 * configured), and the storage answers a look-up. Liveness stays GET /health (database only).
 */
import { Redis } from "ioredis";
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
  // A connection of its own, opened on the first probe: a probe never waits behind the limiter's traffic.
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on("error", () => {}); // reported through the probe, not as an unhandled event
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
        redis
          ? ok(async () => {
              if (redis.status === "wait" || redis.status === "end") await redis.connect();
              await redis.ping();
            })
          : Promise.resolve(null),
      ]);
      return { database, storage, redis: redisOk, ready: database && storage && redisOk !== false };
    },
    async close() {
      if (redis && redis.status !== "end") redis.disconnect();
    },
  };
}
