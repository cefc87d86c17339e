import type { FastifyBaseLogger } from "fastify";
import { type Config, whatsappProvider } from "../../config";
import { maskMobiles } from "../logging";
import { cloudWhatsApp } from "./cloud";
import type { WhatsAppOutboxEntry, WhatsAppSender } from "./types";

export type { TemplateMessage, WhatsAppOutboxEntry, WhatsAppSender } from "./types";

const OUTBOX_SIZE = 50;

/** Development adapter: logs each template message (number masked) and keeps the last 50. */
export function consoleWhatsApp(log: Pick<FastifyBaseLogger, "info">): WhatsAppSender {
  const sent: WhatsAppOutboxEntry[] = [];
  return {
    name: "console",
    async send(message) {
      sent.unshift({ ...message, sentAt: new Date().toISOString() });
      sent.length = Math.min(sent.length, OUTBOX_SIZE);
      log.info(
        maskMobiles(
          `[whatsapp:console] ${message.template} to ${message.mobile}: ${message.params.join(" | ")}`,
        ),
      );
    },
    outbox: () => sent.map((m) => ({ ...m, params: [...m.params] })),
  };
}

/** The configured WhatsApp adapter ("off" refuses every send, so nothing is queued for it). */
export function createWhatsApp(config: Config, log: Pick<FastifyBaseLogger, "info">): WhatsAppSender {
  const provider = whatsappProvider(config);
  if (provider === "cloud") {
    return cloudWhatsApp({
      apiUrl: config.WHATSAPP_API_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? "",
      token: config.WHATSAPP_TOKEN ?? "",
    });
  }
  if (provider === "console") return consoleWhatsApp(log);
  return {
    name: "off",
    async send() {
      throw new Error("WhatsApp is off (WHATSAPP_PROVIDER=off)");
    },
  };
}
