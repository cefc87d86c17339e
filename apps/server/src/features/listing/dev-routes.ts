import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const DAY_MS = 86_400_000;

/**
 * Demo mode only (DEMO=true, loopback HOST): runs the freshness cycle as if `days` had passed, so a
 * developer or an end-to-end test sees the "still looking?" question without waiting 90 days.
 */
export const devFreshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/dev/freshness/run",
    {
      config: { access: "public" },
      schema: {
        tags: ["dev"],
        summary: "Run the freshness cycle at now + days (demo mode only)",
        body: z.object({ days: z.number().int().min(0).max(3_650) }),
        response: {
          200: z.object({
            asked: z.number().int(),
            reminded: z.number().int(),
            paused: z.number().int(),
            resumed: z.number().int(),
          }),
        },
      },
    },
    async (request) => app.services.freshness.run(new Date(Date.now() + request.body.days * DAY_MS)),
  );
};
