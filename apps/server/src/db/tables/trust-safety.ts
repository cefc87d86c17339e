/** Trust and safety: notifications and their outbound deliveries, blocks, reports. */

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
  /** The profile the notification names (erasing it removes the notification). */
  subject_profile_id: number | null;
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

/** A device that shows the member's notifications with the site closed (Web Push, migration 098). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The session that subscribed: signing out removes the subscription with it. */
  session_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Generated<"en" | "mr">;
  user_agent: Generated<string>;
  created_at: Generated<string>;
  last_sent_at: string | null;
}

/** A member blocked a family from one of its profiles (see migration 026). */
export interface BlocksTable {
  blocker_user_id: number;
  profile_id: number;
  blocked_user_id: number;
  whole_family: Generated<0 | 1>;
  created_at: Generated<string>;
}

/** A member's report of a profile and, once decided, the committee's outcome. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_user_id: number;
  profile_id: number;
  reported_user_id: number;
  reason: string;
  details: Generated<string>;
  status: Generated<"open" | "closed">;
  outcome: "dismissed" | "warned" | "disabled" | "deactivated" | null;
  remark: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: Generated<string>;
}
export type ReportRow = Selectable<ReportsTable>;

/** A profile hidden from lists while open reports from enough members wait for a decision. */
export interface ReportHoldsTable {
  profile_id: number;
  since: Generated<string>;
}

/** A committee warning, shown to the member at their next sign-in until acknowledged. */
export interface MemberWarningsTable {
  id: Generated<number>;
  user_id: number;
  report_id: number | null;
  remark: string;
  created_at: Generated<string>;
  seen_at: string | null;
}
