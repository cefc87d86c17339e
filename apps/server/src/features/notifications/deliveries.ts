import {
  NOTIFICATION_PARAMS,
  type NotificationChannel,
  type NotificationType,
  placeholderOf,
} from "@vv/shared/notifications";
import type { FastifyBaseLogger } from "fastify";
import { type Config, templateMap, whatsappProvider } from "../../config";
import { translate } from "../../platform/i18n";
import { maskMobiles } from "../../platform/logging";
import type { SmsSender } from "../../platform/sms";
import type { WhatsAppSender } from "../../platform/whatsapp";
import type { PushService } from "../push/service";
import type { DeliveryRepo } from "./delivery-repo";

/** Wait before try n+1: 1, 2, 4, 8 … minutes, at most a day. */
export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);

const mask = (id: string) => id.replace(/^(\d{2})\d+(\d{2})$/, "$1XXXXXX$2");

/** The values a type's text interpolates, translated where a parameter holds a key. */
export function values(type: NotificationType, params: Record<string, string>, lang: "en" | "mr") {
  const out: Record<string, string> = {};
  for (const name of NOTIFICATION_PARAMS[type] as readonly string[]) {
    const raw = params[name] ?? "";
    out[placeholderOf(name)] = name.endsWith("Key") && raw ? translate(lang, raw) : raw;
  }
  return out;
}

/**
 * Sends the SMS, WhatsApp and push messages members opted into, from the outbox the notify() calls fill:
 * due deliveries in order, each try recorded; a failure waits longer each time and, after the last
 * try, is marked failed (logged, counted on the admin dashboard, listed for admins).
 */
export function deliveryService(deps: {
  repo: DeliveryRepo;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  /** Web Push to the member's devices, each in its own language (not NOTIFY_LANGUAGE). */
  push: Pick<PushService, "enabled" | "deliver">;
  config: Pick<
    Config,
    | "SMS_PROVIDER"
    | "SMS_NOTIFY_TEMPLATES"
    | "WHATSAPP_TEMPLATES"
    | "WHATSAPP_PROVIDER"
    | "NODE_ENV"
    | "NOTIFY_LANGUAGE"
    | "NOTIFY_MAX_ATTEMPTS"
  >;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}) {
  const { repo, sms, whatsapp, push, config, log } = deps;
  const smsTemplates = templateMap(config.SMS_NOTIFY_TEMPLATES);
  const waTemplates = templateMap(config.WHATSAPP_TEMPLATES);
  const lang = config.NOTIFY_LANGUAGE;

  async function send(
    channel: NotificationChannel,
    type: NotificationType,
    params: Record<string, string>,
    mobile: string,
  ) {
    const vars = values(type, params, lang);
    if (channel === "sms") {
      const template = smsTemplates[type];
      if (!template && config.SMS_PROVIDER !== "console") throw new Error(`no DLT template for ${type}`);
      let text = translate(lang, "notifications:sms.prefix", {
        text: translate(lang, `notifications:types.${type}.body`, vars),
      });
      // A message carrying a link (the one-tap "still looking?") ends with it.
      if (vars.url) text = translate(lang, "notifications:sms.withLink", { text, url: vars.url });
      await sms.send({ mobile, code: "", text, ...(template ? { dltTemplateId: template } : {}) });
    } else {
      const template = waTemplates[type] ?? (whatsapp.name === "console" ? `vv_${type}` : undefined);
      if (!template) throw new Error(`no WhatsApp template for ${type}`);
      await whatsapp.send({ mobile, template, language: lang, params: Object.values(vars) });
    }
  }

  return {
    /** The channels members may choose: SMS always (the portal's SMS adapter), WhatsApp unless off, push with VAPID keys. */
    channels(): NotificationChannel[] {
      const out: NotificationChannel[] = whatsappProvider(config) === "off" ? ["sms"] : ["sms", "whatsapp"];
      return push.enabled ? [...out, "push"] : out;
    },

    /** One run of the job: up to `limit` due deliveries. Returns how many were sent and failed. */
    async runDue(limit = 50, now = new Date()) {
      let sent = 0;
      let failed = 0;
      for (const d of await repo.due(now.toISOString(), limit)) {
        const attempts = d.attempts + 1;
        try {
          if (d.user_row_status !== 1) throw new Error("account deactivated");
          let params: Record<string, string> = {};
          try {
            params = JSON.parse(d.params) as Record<string, string>;
          } catch {
            // stored by notify(): always JSON
          }
          if (d.channel === "push") {
            const type = d.type as NotificationType;
            await push.deliver(d.user_id, { id: d.notification_id, type, params, link: d.link }, now);
          } else await send(d.channel, d.type as NotificationType, params, d.mobile);
          await repo.sent(d.id, attempts, new Date().toISOString());
          sent++;
        } catch (error) {
          const message = maskMobiles(error instanceof Error ? error.message : String(error)).slice(0, 300);
          if (attempts >= config.NOTIFY_MAX_ATTEMPTS || message === "account deactivated") {
            await repo.failed(d.id, attempts, message);
            failed++;
            log.error(
              { delivery: d.id, channel: d.channel, type: d.type, mobile: mask(d.mobile), attempts },
              `notification ${d.channel} failed: ${message}`,
            );
          } else {
            await repo.retryLater(
              d.id,
              attempts,
              new Date(now.getTime() + backoffMs(attempts)).toISOString(),
              message,
            );
            log.warn(
              { delivery: d.id, channel: d.channel, attempts },
              `notification ${d.channel} will be retried: ${message}`,
            );
          }
        }
      }
      return { sent, failed };
    },

    async failedList() {
      const { rows, total } = await repo.failedList();
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          type: r.type as NotificationType,
          userId: r.user_id,
          userName: [r.first_name, r.last_name].filter(Boolean).join(" "),
          mobile: mask(r.mobile),
          attempts: r.attempts,
          lastError: r.last_error,
          createdAt: r.created_at,
        })),
      };
    },
  };
}
export type DeliveryService = ReturnType<typeof deliveryService>;
