import type { FastifyInstance } from "fastify";

/**
 * Every PHOTO_SWEEP_MINUTES (0 turns it off; tests do), removes photos that nothing has used for
 * PHOTO_UNUSED_HOURS. The timer never keeps the process alive and stops with the app.
 */
export function startPhotoSweep(app: FastifyInstance) {
  const minutes = app.config.PHOTO_SWEEP_MINUTES;
  if (!minutes) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const before = new Date(Date.now() - app.config.PHOTO_UNUSED_HOURS * 3_600_000);
      const { removed, failed } = await app.services.media.sweepUnused(before);
      if (removed) app.log.info({ removed }, "unused photos removed");
      if (failed) app.log.warn({ failed }, "unused photos: some stored files could not be deleted");
    } catch (error) {
      app.log.error({ err: error }, "unused photo sweep failed");
    } finally {
      running = false;
    }
  }, minutes * 60_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
