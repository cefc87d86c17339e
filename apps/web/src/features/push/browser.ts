/**
 * This device's Web Push subscription, as the browser keeps it. The permission is asked only from
 * a member's tap (subscribeThisDevice), never on a page load; the server learns the subscription
 * with the language this device reads the portal in.
 */
import type { Language } from "@vv/shared/i18n";
import type { PushSubscriptionResponse } from "@vv/shared/push";
import { apiRequest } from "../../lib/api";
import { hadLocalUser } from "../auth/local-data";

/** unsupported: no service worker, Push API or Notification here (an iPhone's Safari outside the home screen). */
export type PushState = "unsupported" | "denied" | "off" | "on";

/** The service worker registers only in production builds; past this, push counts as unsupported. */
const WORKER_WAIT_MS = 4000;

function supported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription().catch(() => null) : null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const reg = await registration();
  if (!reg) return "unsupported";
  const subscription = await reg.pushManager.getSubscription().catch(() => null);
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** The VAPID key as the Push API takes it (bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const SENT_LANGUAGE_KEY = "vv-push-language";

async function tell(subscription: PushSubscription, language: Language) {
  const answer = await apiRequest<PushSubscriptionResponse>("/push/subscriptions", {
    method: "POST",
    body: { ...subscription.toJSON(), language },
  });
  try {
    localStorage.setItem(SENT_LANGUAGE_KEY, language);
  } catch {
    // storage unavailable
  }
  return answer;
}

/**
 * Asks the browser's permission (call it from the member's tap), subscribes with the portal's key
 * and tells the server. Resolves to the state reached: "denied" when the member or the browser
 * refused, "unsupported" when this browser cannot.
 */
export async function subscribeThisDevice(publicKey: string, language: Language): Promise<PushState> {
  if (!supported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const reg = await registration();
  if (!reg) return "unsupported";
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the portal's keys were replaced) cannot be sent to.
  const key = subscription?.options.applicationServerKey;
  if (subscription && key && new Uint8Array(key).join() !== keyBytes(publicKey).join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await tell(subscription, language);
  return "on";
}

export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest("/push/subscriptions/remove", {
    method: "POST",
    body: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** At sign-out: the server already dropped it with the session; the browser forgets it too. */
export async function forgetPushSubscription(): Promise<void> {
  if (!supported()) return;
  try {
    localStorage.removeItem(SENT_LANGUAGE_KEY);
  } catch {
    // storage unavailable
  }
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

/**
 * The member may have switched language since this device subscribed: its notifications follow,
 * told to the server once per change (the notification pages call it; the header's language
 * switch is part of every first load and stays without it).
 */
export async function relanguagePush(language: Language): Promise<void> {
  if (!supported() || Notification.permission !== "granted" || !hadLocalUser()) return;
  try {
    if (localStorage.getItem(SENT_LANGUAGE_KEY) === language) return;
  } catch {
    // storage unavailable: tell the server each time
  }
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await tell(subscription, language);
}
