/**
 * Web Push settings. Without a VAPID key pair the channel is simply off: the preferences page does
 * not offer it and nothing is sent. Generate a pair once with `npm run vapid-keys` and keep it:
 * a new pair makes every device subscribed with the old one stop receiving.
 */
import { z } from "zod";

/** The push services of Chrome/Android/Edge/Samsung (FCM), Firefox, Windows and Safari/iOS. */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  "fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com";

export const pushEnvSchema = {
  /** VAPID key pair (base64url, as `npm run vapid-keys` prints them); both or neither. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Who runs the sender, for the push services: mailto:address or the site's https:// address. */
  VAPID_SUBJECT: z.string().trim().min(1).optional(),
  /**
   * The only hosts the portal sends push messages to ("*.example.com": its subdomains): a browser
   * names its push service's address, so without this list anyone signed in could make the server
   * post to any address, internal ones included.
   */
  PUSH_SERVICE_HOSTS: z.string().default(DEFAULT_PUSH_SERVICE_HOSTS),
};

export interface PushConfig {
  NODE_ENV: "development" | "production" | "test";
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_SERVICE_HOSTS: string;
}

const bytesOf = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, "base64url").length : -1);

/** Web Push is on when the key pair is set (pushConfigProblems has checked it at start). */
export const pushEnabled = (config: PushConfig) =>
  Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY);

/** What is wrong with the Web Push settings, one sentence each (assertUsableConfig lists them). */
export function pushConfigProblems(config: PushConfig): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    problems.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (npm run vapid-keys) or neither.",
    );
  }
  if (publicKey && bytesOf(publicKey) !== 65) {
    problems.push(
      "VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes), as npm run vapid-keys prints it.",
    );
  }
  if (privateKey && bytesOf(privateKey) !== 32) {
    problems.push(
      "VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes), as npm run vapid-keys prints it.",
    );
  }
  if (publicKey && privateKey && !subject) {
    problems.push(
      "VAPID_SUBJECT (mailto:committee@example.org or https://…) must be set with the VAPID keys.",
    );
  }
  if (subject && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/.test(subject)) {
    problems.push("VAPID_SUBJECT must be a mailto: address or an https:// address.");
  }
  for (const host of hostList(config.PUSH_SERVICE_HOSTS)) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) {
      problems.push(`PUSH_SERVICE_HOSTS: "${host}" is not a host name (or *.domain).`);
    }
  }
  return problems;
}

export const hostList = (text: string) =>
  text
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
