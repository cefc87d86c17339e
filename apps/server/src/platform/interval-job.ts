import type { FastifyInstance } from "fastify";

/**
 * Runs `work` every `everyMs` (0: never), once across all app servers: each tick first claims the
 * job's lease in the shared database (job-leases.ts) for 90% of the interval, and only the server
 * holding it runs the job. Runs never overlap within a server, a failure is logged and the next run
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
  let closed = false;
  const timer = setInterval(async () => {
    if (running || closed) return;
    running = true;
    try {
      if (!(await app.jobLeases.claim(name, Math.floor(everyMs * 0.9)))) return;
      try {
        await work();
        app.services.metrics.jobRun(name, "ok");
      } catch (error) {
        app.services.metrics.jobRun(name, "failed");
        throw error;
      }
    } catch (error) {
      if (!closed) app.log.error({ err: error, job: name }, `${name} failed`);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
  });
}
