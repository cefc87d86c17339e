import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DB } from "../db/database";
import { deliveryService } from "../features/notifications/deliveries";
import { deliveryRepo } from "../features/notifications/delivery-repo";
import { notificationsRepo } from "../features/notifications/repo";
import { notificationsService } from "../features/notifications/service";
import { pushRepo } from "../features/push/repo";
import { pushSender } from "../features/push/sender";
import { pushService } from "../features/push/service";
import type { SmsSender } from "../platform/sms/types";
import type { WhatsAppSender } from "../platform/whatsapp/types";

/** The bell and its three outside channels: SMS, WhatsApp and Web Push (on only with VAPID keys). */
export function notificationServices(deps: {
  config: Config;
  db: DB;
  log: FastifyBaseLogger;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
}) {
  const { config, db, log } = deps;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = config;
  const push = pushService({
    repo: pushRepo(db),
    config,
    sender:
      VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT
        ? pushSender({ ...config, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT })
        : null,
    log,
  });
  const deliveries = deliveryService({
    repo: deliveryRepo(db),
    sms: deps.sms,
    whatsapp: deps.whatsapp,
    push,
    config,
    log,
  });
  const rows = notificationsRepo(db);
  return {
    push,
    deliveries,
    notifications: notificationsService(rows, () => deliveries.channels(), push),
    /** For the committee's dashboard. */
    countFailedDeliveries: () => rows.countFailed(),
  };
}
