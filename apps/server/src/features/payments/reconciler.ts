import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/**
 * Checks open gateway payments with the provider's status API every PAYMENT_RECONCILE_SECONDS
 * (0 turns it off; tests do).
 */
export function startPaymentReconciler(app: FastifyInstance) {
  const ms = app.config.PAYMENT_RECONCILE_SECONDS * 1000;
  startIntervalJob(app, "payment reconciliation", ms, () => app.services.payments.reconcileOpen(ms));
}
