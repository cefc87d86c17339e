import { createECDH } from "node:crypto";
import type { NotificationType } from "@vv/shared/notifications";
import type { PushSubscribeBody } from "@vv/shared/push";
import type { FastifyBaseLogger } from "fastify";
import { badRequest, conflict } from "../../platform/errors";
import { type PushConfig, pushEnabled } from "./config";
import { endpointProblem } from "./endpoint";
import { pushPayload } from "./payload";
import type { PushRepo } from "./repo";
import type { PushSender } from "./sender";

/** A key the browser made is a point on P-256; anything else could never be encrypted for. */
function isDeviceKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

export interface PushNotification {
  id: number;
  type: NotificationType;
  params: Record<string, string>;
  link: string | null;
}

/** The member's devices that show notifications with the site closed, and sending to them. */
export function pushService(deps: {
  repo: PushRepo;
  config: PushConfig;
  sender: PushSender | null;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}) {
  const { repo, config, sender, log } = deps;
  const enabled = pushEnabled(config) && sender !== null;
  return {
    enabled,
    publicKey: enabled ? (config.VAPID_PUBLIC_KEY ?? null) : null,
    devices: (userId: number) => repo.countFor(userId),
    hasDevice: (userId: number) => repo.hasDevice(userId),

    /** This device (the session's browser) receives the member's chosen notifications from now on. */
    async subscribe(
      session: { userId: number; tokenHash: string; userAgent: string },
      body: Required<PushSubscribeBody>,
    ) {
      if (!enabled) throw conflict("notifications:push.errors.off");
      const problem = endpointProblem(body.endpoint, config);
      if (problem) {
        log.warn({ userId: session.userId, problem }, "push subscription refused");
        throw badRequest("notifications:push.errors.service");
      }
      const p256dh = body.keys.p256dh.replace(/=+$/, "");
      if (!isDeviceKey(p256dh)) throw badRequest("notifications:push.errors.keys");
      await repo.save({
        user_id: session.userId,
        session_hash: session.tokenHash,
        endpoint: body.endpoint,
        p256dh,
        auth: body.keys.auth.replace(/=+$/, ""),
        language: body.language,
        user_agent: session.userAgent.slice(0, 200),
      });
      return { devices: await repo.countFor(session.userId) };
    },

    async unsubscribe(userId: number, endpoint: string) {
      await repo.removeEndpoint(userId, endpoint);
      return { devices: await repo.countFor(userId) };
    },

    /**
     * Sends one notification to every live device of the member, each in its own language. A device
     * the push service no longer knows (404/410) is removed. Throws when no device took it and one
     * may later (the delivery job then tries again); devices that took it are not sent to twice,
     * as one that fails while another took it is only logged.
     */
    async deliver(userId: number, notification: PushNotification, now = new Date()) {
      if (!sender) return { delivered: 0, gone: 0 };
      let delivered = 0;
      let gone = 0;
      const errors: string[] = [];
      for (const device of await repo.devices(userId, now.toISOString())) {
        const outcome = await sender.send(device, pushPayload(notification, device.language));
        if (outcome.kind === "delivered") {
          delivered++;
          await repo.sent(device.id, now.toISOString());
        } else if (outcome.kind === "gone") {
          gone++;
          await repo.remove(device.id);
          log.info({ userId, device: device.id }, "push subscription gone: removed");
        } else errors.push(outcome.message);
      }
      if (errors.length > 0 && delivered === 0) throw new Error(errors[0]);
      if (errors.length > 0) log.warn({ userId, errors }, "push: some devices did not take the message");
      return { delivered, gone };
    },
  };
}
export type PushService = ReturnType<typeof pushService>;
