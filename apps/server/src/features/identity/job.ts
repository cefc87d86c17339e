import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/**
 * Every ID_DOCUMENT_SWEEP_MINUTES (0: never; tests call purgeDue themselves), once across app servers:
 * deletes the bytes of identity documents decided more than ID_DOCUMENT_KEEP_DAYS ago.
 */
export function startIdentityDocumentSweep(app: FastifyInstance) {
  startIntervalJob(app, "identity document sweep", app.config.ID_DOCUMENT_SWEEP_MINUTES * 60_000, () =>
    app.services.identity.purgeDue(),
  );
}
