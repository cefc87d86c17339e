import type { FastifyBaseLogger } from "fastify";
import { maskMobiles } from "../logging";
import type { OutboxEntry, SmsSender } from "./types";

export const OUTBOX_SIZE = 50;

/**
 * Development adapter: writes each OTP to the server log (a line naming the number and the code)
 * and keeps the last 50 for the dev outbox. Refused in production by the config check.
 */
export function consoleSms(log: Pick<FastifyBaseLogger, "info">): SmsSender {
  const sent: OutboxEntry[] = [];
  const notes: OutboxEntry[] = [];
  return {
    name: "console",
    async send(message) {
      // OTPs and notification texts are kept apart: a sign-in never picks up a notification.
      const list = message.code ? sent : notes;
      list.unshift({ ...message, sentAt: new Date().toISOString() });
      list.length = Math.min(list.length, OUTBOX_SIZE);
      if (message.code) log.info(`[sms:console] OTP for ${message.mobile}: ${message.code}`);
      else log.info(maskMobiles(`[sms:console] message for ${message.mobile}: ${message.text}`));
    },
    outbox: () => sent.map((m) => ({ ...m })),
    notificationOutbox: () => notes.map((m) => ({ ...m })),
  };
}
