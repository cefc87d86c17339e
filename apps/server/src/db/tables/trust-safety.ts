/** Trust and safety (issue 14): notifications and their outbound deliveries, blocks, reports. */

import type { NotificationChannel } from "@vv/shared/notifications";
import type { Generated, Selectable } from "kysely";

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON object of string values. */
  params: string;
  link: string | null;
  read_at: string | null;
  created_at: Generated<string>;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** A member's opt-in: this type also by this channel. */
export interface NotificationPreferencesTable {
  user_id: number;
  type: string;
  channel: NotificationChannel;
}

/** One outbound SMS or WhatsApp message for a notification, sent by the delivery job. */
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  channel: NotificationChannel;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: Generated<string>;
}
