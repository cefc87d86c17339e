import type { FastifyInstance } from "fastify";

/**
 * Checks open gateway payments with the provider's status API every PAYMENT_RECONCILE_SECONDS
 * (0 turns it off; tests do). The timer never keeps the process alive and stops with the app.
 */
export function startPaymentReconciler(app: FastifyInstance) {
  const seconds = app.config.PAYMENT_RECONCILE_SECONDS;
  if (!seconds) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await app.services.payments.reconcileOpen(seconds * 1000);
    } catch (error) {
      app.log.error({ err: error }, "payment reconciliation failed");
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
