import {
  NOTIFICATION_REMARK_MAX,
  type NotificationChannel,
  type NotificationParams,
  type NotificationType,
} from "@vv/shared/notifications";
import type { DB } from "../../db/database";

export interface NotifyInput<T extends NotificationType> {
  /** Who is told (the account, not a profile). */
  userId: number;
  type: T;
  params: NotificationParams<T>;
  /** A page of the web app to open from the notification ("/profile/details/…"). */
  link?: string | null;
  /** The profile the notification names: erasing that profile removes it (data-rights/repo.ts). */
  subjectProfileId?: number | null;
}

/**
 * Tells a member something: one notifications row and, for each channel the member opted into for
 * this type (push only with a subscribed device), a pending delivery the background job sends (so a slow or failing SMS/WhatsApp gateway
 * never delays or fails the request). Call it with the transaction of the change it reports, so the
 * notification exists exactly when the change does.
 */
export async function notify<T extends NotificationType>(trx: DB, input: NotifyInput<T>): Promise<void> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.params as Record<string, string | undefined>)) {
    if (typeof v === "string" && v !== "")
      params[k] = k === "remark" || k === "remarkMr" ? v.slice(0, NOTIFICATION_REMARK_MAX) : v;
  }
  const inserted = await trx
    .insertInto("notifications")
    .values({
      user_id: input.userId,
      type: input.type,
      params: JSON.stringify(params),
      link: input.link ?? null,
      subject_profile_id: input.subjectProfileId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  let channels = await trx
    .selectFrom("notification_preferences")
    .select("channel")
    .where("user_id", "=", input.userId)
    .where("type", "=", input.type)
    .execute();
  if (channels.length === 0) return;
  // A push waits in the outbox only for a member with a device to show it on.
  if (channels.some((c) => c.channel === "push")) {
    const device = await trx
      .selectFrom("push_subscriptions")
      .select("id")
      .where("user_id", "=", input.userId)
      .limit(1)
      .executeTakeFirst();
    if (!device) channels = channels.filter((c) => c.channel !== "push");
    if (channels.length === 0) return;
  }
  const now = new Date().toISOString();
  await trx
    .insertInto("notification_deliveries")
    .values(
      channels.map((c) => ({
        notification_id: inserted.id,
        user_id: input.userId,
        channel: c.channel as NotificationChannel,
        next_attempt_at: now,
      })),
    )
    .execute();
}
