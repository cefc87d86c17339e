import type { FastifyBaseLogger } from "fastify";
import type { OutboxEntry, SmsSender } from "./types";

export const OUTBOX_SIZE = 50;

/**
 * Development adapter: writes each OTP to the server log (a line naming the number and the code)
 * and keeps the last 50 for the dev outbox. Refused in production by the config check.
 */
export function consoleSms(log: Pick<FastifyBaseLogger, "info">): SmsSender {
  const sent: OutboxEntry[] = [];
  return {
    name: "console",
    async send(message) {
      sent.unshift({ ...message, sentAt: new Date().toISOString() });
      sent.length = Math.min(sent.length, OUTBOX_SIZE);
      log.info(`[sms:console] OTP for ${message.mobile}: ${message.code}`);
    },
    outbox: () => sent.map((m) => ({ ...m })),
  };
}
