import { messageResponseSchema } from "@vv/shared/board-review";
import {
  businessDetailsSchema,
  businessFormResponseSchema,
  businessInputSchema,
  businessListQuerySchema,
  businessListResponseSchema,
  businessSavedResponseSchema,
  businessVisibilityBodySchema,
  myBusinessSchema,
} from "@vv/shared/business";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { boardRoutes } from "../boards/routes";

const tags = ["business"];

/**
 * The business directory. Photos go through POST /media/photos and are
 * attached by id in the listing's body.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    boardRoutes({
      path: "/business",
      tags,
      createScope: "business.create",
      service: (a) => a.services.business,
      schemas: {
        listQuery: businessListQuerySchema,
        listResponse: businessListResponseSchema,
        myItem: myBusinessSchema,
        input: businessInputSchema,
        saved: businessSavedResponseSchema,
        details: businessDetailsSchema,
        form: businessFormResponseSchema,
      },
      summaries: {
        list: "Approved, shown business listings, newest first, one page",
        mine: "The signed-in member's listings, every status",
        create: "List a business (waits for the committee; idempotent with an Idempotency-Key)",
        details: "A business listing",
        form: "Stored values for the owner's edit form",
        update: "Edit a listing (it goes back to the committee)",
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

  app.delete(
    "/business/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete a listing and its photo",
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => business().remove(requireUser(request), request.params.id, requestLanguage(request)),
  );
};
