import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type NotificationType,
} from "@vv/shared/notifications";
import type { NotificationRow } from "../../db/schema";
import { notFound } from "../../platform/errors";
import type { PushService } from "../push/service";
import type { NotificationsRepo } from "./repo";

const KNOWN = new Set<string>(NOTIFICATION_TYPES);

export function parseParams(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return {};
  }
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type as NotificationType,
    params: parseParams(row.params),
    link: row.link,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/** A member's own notifications: list, unread count, mark read, channel opt-ins. */
export function notificationsService(
  repo: NotificationsRepo,
  available: () => NotificationChannel[],
  push: Pick<PushService, "publicKey" | "devices">,
) {
  return {
    async list(userId: number, query: NotificationListQuery): Promise<NotificationListResponse> {
      const [{ rows, total }, unread] = await Promise.all([
        repo.page(userId, query),
        repo.countUnread(userId),
      ]);
      return {
        items: rows.filter((r) => KNOWN.has(r.type)).map(toNotificationItem),
        total,
        page: query.page,
        pageSize: NOTIFICATION_PAGE_SIZE,
        unread,
      };
    },

    async unread(userId: number) {
      const [unread, warnings] = await Promise.all([
        repo.countUnread(userId),
        repo.countUnseenWarnings(userId),
      ]);
      return { unread, warnings };
    },

    async markRead(userId: number, id: number) {
      if (!(await repo.markRead(userId, id, new Date().toISOString())))
        throw notFound("notifications:errors.notFound");
      return { unread: await repo.countUnread(userId) };
    },

    async markAllRead(userId: number) {
      await repo.markAllRead(userId, new Date().toISOString());
      return { unread: 0 };
    },

    async preferences(userId: number): Promise<NotificationPreferencesResponse> {
      const [rows, pushDevices] = await Promise.all([repo.optIns(userId), push.devices(userId)]);
      const of = (channel: NotificationChannel) =>
        rows.filter((r) => r.channel === channel && KNOWN.has(r.type)).map((r) => r.type as NotificationType);
      return {
        sms: of("sms"),
        whatsapp: of("whatsapp"),
        push: of("push"),
        available: available(),
        pushKey: push.publicKey,
        pushDevices,
      };
    },

    /** Replaces the member's opt-ins; channels the site has not configured are ignored. */
    async savePreferences(userId: number, prefs: NotificationPreferences) {
      const on = new Set(available());
      const rows = NOTIFICATION_CHANNELS.filter((c) => on.has(c)).flatMap((channel) =>
        [...new Set(prefs[channel])].map((type) => ({ type, channel })),
      );
      await repo.setOptIns(userId, rows);
      return this.preferences(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
