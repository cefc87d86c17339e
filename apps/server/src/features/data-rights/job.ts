import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/** Every ERASURE_SWEEP_MINUTES (0: never; tests call runDue themselves), once across app servers. */
export function startErasureJob(app: FastifyInstance) {
  startIntervalJob(app, "personal data erasure", app.config.ERASURE_SWEEP_MINUTES * 60_000, () =>
    app.services.dataRights.runDue(),
  );
}
