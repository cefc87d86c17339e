import { publicConfigSchema } from "@vv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_REVALIDATE } from "../../platform/cache-policy";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config",
    {
      config: { access: "public" },
      schema: {
        tags: ["settings"],
        summary: "Public site settings (contact details, payment switch, fee) and whether demo mode is on",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_REVALIDATE);
      return { ...(await app.services.settings.get()), demo: app.config.DEMO };
    },
  );
};
