/**
 * Web Push: a member's phone or computer shows the portal's notifications with the site closed.
 * One subscription per device (browser), made on the member's action on the notification settings
 * page; which types go out this way is the "push" channel of the notification preferences.
 */
import { z } from "zod";
import { LANGUAGES } from "./i18n";

/** Push services' addresses are about 200 characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1000;
/** Devices one account may keep subscribed; a new one beyond this replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

/**
 * PushSubscription.toJSON() as the browser gives it. p256dh is the device's P-256 public key
 * (65 bytes, uncompressed, so its base64url starts with "B"), auth its 16-byte secret.
 */
export const pushSubscribeSchema = z.object({
  endpoint: z
    .string("notifications:push.errors.endpoint")
    .trim()
    .max(PUSH_ENDPOINT_MAX, "notifications:push.errors.endpoint")
    .regex(/^https?:\/\/[^\s]+$/, "notifications:push.errors.endpoint"),
  keys: z.object(
    {
      p256dh: z
        .string("notifications:push.errors.keys")
        .regex(/^B[A-Za-z0-9_-]{86}=?$/, "notifications:push.errors.keys"),
      auth: z
        .string("notifications:push.errors.keys")
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, "notifications:push.errors.keys"),
    },
    "notifications:push.errors.keys",
  ),
  /** The language this device reads the portal in: its notifications are written in it. */
  language: z.enum(LANGUAGES).default("mr"),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string("notifications:push.errors.endpoint").trim().max(PUSH_ENDPOINT_MAX).min(1),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeSchema>;

export const pushSubscriptionResponseSchema = z.object({
  /** How many devices of this account receive notifications now. */
  devices: z.number().int(),
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** What a push message carries, decrypted by the service worker. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A page of the web app, relative to its base ("notifications"). */
  url: z.string(),
  /** One notification shows once on a device, however often it is delivered. */
  tag: z.string(),
  lang: z.enum(LANGUAGES),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
