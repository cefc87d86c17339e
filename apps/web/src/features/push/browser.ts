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

/**
 * How long a tap on "Allow" waits for the service worker to be active: on a first visit it is still
 * installing (the whole app shell), and development builds register none.
 */
const WORKER_WAIT_MS = 30_000;

function supported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The active service worker's registration, waiting for it up to `waitMs`; null past that. */
async function activeRegistration(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
  clearTimeout(timer);
  return reg;
}

/** The registration as it stands (it may still be installing on a first visit). */
const knownRegistration = () => navigator.serviceWorker.getRegistration().catch(() => undefined);

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await knownRegistration();
  return reg ? reg.pushManager.getSubscription().catch(() => null) : null;
}

/**
 * This device's state, without waiting for the service worker: one still installing (or none yet)
 * is "off" — the member may allow, and the tap then waits for it.
 */
export async function pushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await currentSubscription();
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
  const reg = await activeRegistration(WORKER_WAIT_MS);
  if (!reg) throw new Error("no active service worker");
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
  const subscription = await currentSubscription();
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
  const subscription = await currentSubscription();
  if (!subscription) return;
  await tell(subscription, language);
}
