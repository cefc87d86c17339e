import { PUSH_DEVICES_MAX } from "@vv/shared/push";
import type { DB } from "../../db/database";

export interface NewPushSubscription {
  user_id: number;
  session_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: "en" | "mr";
  user_agent: string;
}

/** SQL for the devices that receive a member's notifications by Web Push. */
export function pushRepo(db: DB) {
  const countFor = async (userId: number) => {
    const row = await db
      .selectFrom("push_subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    countFor,

    /**
     * Keeps this device's subscription: the same endpoint (the browser subscribing again, or
     * another account signed in on it now) is taken over; past PUSH_DEVICES_MAX the oldest goes.
     */
    async save(row: NewPushSubscription) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("push_subscriptions").where("endpoint", "=", row.endpoint).execute();
        await trx.insertInto("push_subscriptions").values(row).execute();
        const keep = await trx
          .selectFrom("push_subscriptions")
          .select("id")
          .where("user_id", "=", row.user_id)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(PUSH_DEVICES_MAX)
          .execute();
        await trx
          .deleteFrom("push_subscriptions")
          .where("user_id", "=", row.user_id)
          .where(
            "id",
            "not in",
            keep.map((k) => k.id),
          )
          .execute();
      });
    },

    async removeEndpoint(userId: number, endpoint: string) {
      await db
        .deleteFrom("push_subscriptions")
        .where("user_id", "=", userId)
        .where("endpoint", "=", endpoint)
        .execute();
    },

    /** The push service said the subscription is gone (404/410): it never comes back. */
    async remove(id: number) {
      await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
    },

    /** The member's devices whose session is still live (an expired one is not yet swept). */
    devices(userId: number, now: string) {
      return db
        .selectFrom("push_subscriptions as p")
        .innerJoin("sessions as s", "s.token_hash", "p.session_hash")
        .select(["p.id", "p.endpoint", "p.p256dh", "p.auth", "p.language"])
        .where("p.user_id", "=", userId)
        .where("s.expires_at", ">", now)
        .orderBy("p.id")
        .execute();
    },

    async hasDevice(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("push_subscriptions")
        .select("id")
        .where("user_id", "=", userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async sent(id: number, at: string) {
      await db.updateTable("push_subscriptions").set({ last_sent_at: at }).where("id", "=", id).execute();
    },
  };
}
export type PushRepo = ReturnType<typeof pushRepo>;
