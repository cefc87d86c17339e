import { LANGUAGES, type Language, languageFromHeader } from "@vv/shared/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { webAppManifest } from "./manifest";

const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.enum(LANGUAGES),
  dir: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});

/**
 * GET {BASE_PATH}manifest.webmanifest?lang=mr: the install manifest in the language the page is
 * shown in (the web app puts its language in the link), else the browser's Accept-Language.
 */
export const pwaRoutes: FastifyPluginAsyncZod = async (app) => {
  const basePath = app.config.BASE_PATH;
  app.get(
    `${basePath}manifest.webmanifest`,
    {
      schema: {
        tags: ["web"],
        summary: "Web app manifest (install to the home screen) in the chosen language",
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: manifestSchema },
      },
    },
    async (request, reply) => {
      const asked = request.query.lang;
      const lang: Language =
        LANGUAGES.find((l) => l === asked) ?? languageFromHeader(request.headers["accept-language"]);
      reply
        .type("application/manifest+json; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("vary", "accept-language");
      return webAppManifest(lang, basePath);
    },
  );
};
