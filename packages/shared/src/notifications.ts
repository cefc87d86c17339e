/**
 * Notifications: what the portal tells a member, in the app and, for members who opt in,
 * by SMS, WhatsApp or on the phone itself (Web Push, src/push.ts). Each type names the parameters its text interpolates; a parameter whose name
 * ends in "Key" holds a translation key ("ns:key"), translated before interpolation into the
 * placeholder without the suffix (outcomeKey -> {{outcome}}).
 */
import { z } from "zod";
import { rowId } from "./ids";

export const NOTIFICATION_PARAMS = {
  interest_received: ["profileName", "otherName"],
  interest_accepted: ["profileName", "otherName"],
  interest_declined: ["profileName", "otherName"],
  profile_approved: ["profileName"],
  profile_rejected: ["profileName"],
  photo_approved: ["profileName"],
  photo_rejected: ["profileName"],
  payment_confirmed: ["profileName"],
  payment_rejected: ["profileName"],
  account_verified: [],
  account_rejected: [],
  report_outcome: ["reference", "outcomeKey"],
  warning: [],
  id_verified: ["profileName"],
  id_rejected: ["profileName"],
  grievance_update: ["reference", "statusKey"],
  new_matches: ["profileName", "count"],
  rules_reminder: [],
  freshness_ask: ["profileName", "url", "count"],
  freshness_reminder: ["profileName", "url", "count"],
  listing_paused: ["profileName"],
  listing_resumed: ["profileName"],
  interest_closed: ["profileName", "otherName"],
  melava_registered: ["profileName", "eventName", "seriesKey", "eventNumber"],
  melava_promoted: ["profileName", "eventName"],
  melava_waiting: ["profileName", "eventName"],
  melava_payment_confirmed: ["profileName", "eventName"],
  melava_cancelled: ["profileName", "eventName"],
  melava_booklet_ready: ["eventName"],
  melava_reminder: ["eventName"],
  saved_search_new: ["count", "searchName"],
  story_request: ["profileName", "otherName"],
  story_agreed: ["profileName", "otherName"],
  story_declined: ["profileName", "otherName"],
  story_published: ["profileName"],
  story_rejected: ["profileName"],
} as const satisfies Record<string, readonly string[]>;

export type NotificationType = keyof typeof NOTIFICATION_PARAMS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_PARAMS) as NotificationType[];

/**
 * The parameters one type needs; `remark` (an admin's reason) may accompany any type, and
 * `remarkMr` its Marathi words when the reason came from the committee's bilingual list.
 */
export type NotificationParams<T extends NotificationType> = {
  [K in (typeof NOTIFICATION_PARAMS)[T][number]]: string;
} & { remark?: string; remarkMr?: string };

/** The placeholder a parameter fills: "outcomeKey" fills {{outcome}}. */
export const placeholderOf = (param: string) => (param.endsWith("Key") ? param.slice(0, -3) : param);

/** Channels besides the app; a member opts in per type. "push": the device's own notifications. */
export const NOTIFICATION_CHANNELS = ["sms", "whatsapp", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_PAGE_SIZE = 20;
/** Admin decisions' remarks are cut to this in a notification. */
export const NOTIFICATION_REMARK_MAX = 500;

const typeEnum = z.enum(NOTIFICATION_TYPES as [NotificationType, ...NotificationType[]]);

export const notificationSchema = z.object({
  id: z.number().int(),
  type: typeEnum,
  params: z.record(z.string(), z.string()),
  /** A page of the web app ("/profile/details/…"), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  unread: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true")
    .catch(false),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(NOTIFICATION_PAGE_SIZE),
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountSchema = z.object({
  unread: z.number().int(),
  /** Committee warnings not yet acknowledged (the bell then shows them; only on GET unread-count). */
  warnings: z.number().int().optional(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParams = z.object({ id: rowId });

/** Which types a member receives by SMS, by WhatsApp and on their devices (opt-in; nothing by default). */
export const notificationPreferencesSchema = z.object({
  sms: z.array(typeEnum).max(NOTIFICATION_TYPES.length),
  whatsapp: z.array(typeEnum).max(NOTIFICATION_TYPES.length),
  push: z.array(typeEnum).max(NOTIFICATION_TYPES.length).default([]),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = notificationPreferencesSchema.extend({
  /** The channels the portal has configured (a channel off for the site cannot be chosen). */
  available: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** The portal's VAPID public key a device subscribes with (null: Web Push is off). */
  pushKey: z.string().nullable(),
  /** How many of the member's devices receive push notifications. */
  pushDevices: z.number().int(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The admin's view of outbound messages that could not be delivered. */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  type: typeEnum,
  userId: z.number().int(),
  userName: z.string(),
  /** Masked: 98XXXXXX45. */
  mobile: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export const failedDeliveryListSchema = z.object({
  items: z.array(failedDeliverySchema),
  total: z.number().int(),
});
