import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/** Every DUPLICATE_SCAN_MINUTES (a day by default; 0: never, tests run it themselves), once across app servers. */
export function startDuplicateScan(app: FastifyInstance) {
  startIntervalJob(app, "duplicate scan", app.config.DUPLICATE_SCAN_MINUTES * 60_000, async () => {
    const result = await app.services.duplicateScan.run();
    app.log.info(result, "duplicate scan");
  });
}
