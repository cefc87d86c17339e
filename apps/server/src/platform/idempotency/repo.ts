import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export interface ReplayKey {
  scope: string;
  actorId: number;
  key: string;
}

/** SQL of the request_replays table (see idempotency/index.ts). */
export function requestReplaysRepo(db: Kysely<Database>) {
  const match = (k: ReplayKey) =>
    db
      .selectFrom("request_replays")
      .where("scope", "=", k.scope)
      .where("actor_id", "=", k.actorId)
      .where("request_key", "=", k.key);
  return {
    /** Claims the key for a first request; false when a row for it already exists. */
    async claim(k: ReplayKey, now: string): Promise<boolean> {
      const result = await db
        .insertInto("request_replays")
        .values({
          scope: k.scope,
          actor_id: k.actorId,
          request_key: k.key,
          response_json: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(["scope", "actor_id", "request_key"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    find(k: ReplayKey) {
      return match(k).select(["response_json", "created_at"]).executeTakeFirst();
    },
    async complete(k: ReplayKey, responseJson: string) {
      await db
        .updateTable("request_replays")
        .set({ response_json: responseJson })
        .where("scope", "=", k.scope)
        .where("actor_id", "=", k.actorId)
        .where("request_key", "=", k.key)
        .execute();
    },
    async release(k: ReplayKey) {
      await db
        .deleteFrom("request_replays")
        .where("scope", "=", k.scope)
        .where("actor_id", "=", k.actorId)
        .where("request_key", "=", k.key)
        .execute();
    },
    /** Forgets answers older than the cutoff (they hold what a create returned). */
    async purgeBefore(cutoff: string) {
      await db.deleteFrom("request_replays").where("created_at", "<", cutoff).execute();
    },
  };
}
export type RequestReplaysRepo = ReturnType<typeof requestReplaysRepo>;
