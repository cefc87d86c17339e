import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/** Sends due SMS/WhatsApp notifications every NOTIFY_DELIVERY_SECONDS, once across app servers. */
export function startNotificationDeliveries(app: FastifyInstance) {
  startIntervalJob(app, "notification deliveries", app.config.NOTIFY_DELIVERY_SECONDS * 1000, () =>
    app.services.deliveries.runDue(),
  );
}
