import { placesQuerySchema, placesResponseSchema } from "@vv/shared/patrika";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../platform/errors";
import { describePlace, searchPlaces } from "../../platform/places/gazetteer";

const tags = ["places"];

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Birth places by name (Marathi or English) from the offline gazetteer: places in India, district headquarters, or cities abroad",
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema },
      },
    },
    async (request) => {
      const { q, ref, abroad } = request.query;
      const lang = requestLanguage(request);
      if (ref) return { places: [describePlace(ref, lang)].filter((p) => p !== null) };
      return { places: q ? searchPlaces(q, lang, abroad) : [] };
    },
  );
};
