import type { PushPayload } from "@vv/shared/push";
import type { PushConfig } from "./config";
import { endpointProblem } from "./endpoint";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: the push service took it; gone: the subscription no longer exists (404/410). */
export type PushOutcome = { kind: "delivered" } | { kind: "gone" } | { kind: "error"; message: string };

/** A push service keeps an undelivered message this long for a phone that is off (seconds). */
const TTL_SECONDS = 24 * 60 * 60;

type WebPush = typeof import("web-push");
let library: Promise<WebPush> | undefined;
/** web-push (and its crypto helpers) load with the first message, not at every start. */
const webPush = () => {
  library ??= import("web-push").then((m) => (m as unknown as { default?: WebPush }).default ?? m);
  return library;
};

/**
 * Sends one encrypted push message (RFC 8291 aes128gcm, VAPID RFC 8292): web-push builds the
 * request (encryption, the signed VAPID JWT, TTL and Urgency headers); it goes out by fetch with a
 * timeout and no redirects followed, to an endpoint checked again here, as configured now.
 */
export function pushSender(
  config: PushConfig & { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string },
  options: { timeoutMs?: number } = {},
) {
  return {
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const problem = endpointProblem(target.endpoint, config);
      if (problem) return { kind: "gone" };
      const details = (await webPush()).generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          TTL: TTL_SECONDS,
          urgency: "normal",
          vapidDetails: {
            subject: config.VAPID_SUBJECT,
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
          },
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch writes the length of the body itself.
        if (name.toLowerCase() !== "content-length") headers[name] = String(value);
      }
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: "POST",
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { kind: "error", message: `push service unreachable: ${(error as Error).message}` };
      }
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { kind: "gone" };
      if (response.status >= 200 && response.status < 300) return { kind: "delivered" };
      return { kind: "error", message: `push service answered ${response.status}` };
    },
  };
}
export type PushSender = ReturnType<typeof pushSender>;
