import type { FastifyInstance } from "fastify";

/**
 * Runs `work` every `everyMs` (0: never). Runs never overlap, a failure is logged and the next run
 * goes ahead, and the timer neither keeps the process alive nor outlives the app.
 */
export function startIntervalJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
) {
  if (!everyMs) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
