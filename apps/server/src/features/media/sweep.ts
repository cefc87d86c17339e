import type { FastifyInstance } from "fastify";
import { startIntervalJob } from "../../platform/interval-job";

/**
 * Every PHOTO_SWEEP_MINUTES (0 turns it off; tests do), removes photos that nothing has used for
 * PHOTO_UNUSED_HOURS.
 */
export function startPhotoSweep(app: FastifyInstance) {
  startIntervalJob(app, "unused photo sweep", app.config.PHOTO_SWEEP_MINUTES * 60_000, async () => {
    const before = new Date(Date.now() - app.config.PHOTO_UNUSED_HOURS * 3_600_000);
    const { removed, failed } = await app.services.media.sweepUnused(before);
    if (removed) app.log.info({ removed }, "unused photos removed");
    if (failed) app.log.warn({ failed }, "unused photos: some stored files could not be deleted");
  });
}
