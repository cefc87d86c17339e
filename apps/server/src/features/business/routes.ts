import { messageResponseSchema } from "@vv/shared/board-review";
import { businessBoardSchemas, businessVisibilityBodySchema } from "@vv/shared/business";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { boardRoutes, postAction } from "../boards/routes";

const tags = ["business"];

/**
 * The business directory. Photos go through POST /media/photos and are
 * attached by id in the listing's body.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    boardRoutes({
      path: "/business",
      service: (a) => a.services.business,
      schemas: businessBoardSchemas,
      noun: "listing",
      summaries: {
        list: "Approved, shown business listings, newest first, one page",
        create: "List a business (waits for the committee; idempotent with an Idempotency-Key)",
        details: "A business listing",
      },
    }),
  );
  const business = () => app.services.business;

  app.put(
    "/business/:id/visibility",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Hide a listing from the directory, or show it again",
        params: idParams,
        body: businessVisibilityBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      business().setHidden(
        requireUser(request),
        request.params.id,
        request.body.hidden,
        requestLanguage(request),
      ),
  );

  postAction(
    app,
    { method: "DELETE", url: "/business/:id", tags, summary: "Delete a listing and its photo" },
    (user, id, lang) => business().remove(user, id, lang),
  );
};
