import {
  reasonIdParams,
  rejectionReasonInputSchema,
  rejectionReasonResponseSchema,
  rejectionReasonsResponseSchema,
} from "@vv/shared/rejection-reasons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];

/** Settings: the committee's bilingual rejection reasons (every change audited). */
export const rejectionReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const reasons = () => app.services.rejectionReasons;

  app.get(
    "/admin/rejection-reasons",
    {
      schema: {
        tags,
        summary: "The rejection reasons the committee picks from, each in English and Marathi",
        response: { 200: rejectionReasonsResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return reasons().list();
    },
  );

  app.post(
    "/admin/rejection-reasons",
    {
      schema: {
        tags,
        summary: "Add a rejection reason (audited)",
        body: rejectionReasonInputSchema,
        response: { 201: rejectionReasonResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.code(201).send(await reasons().create(admin, request.body, requestLanguage(request)));
    },
  );

  app.put(
    "/admin/rejection-reasons/:reasonId",
    {
      schema: {
        tags,
        summary: "Edit a rejection reason's texts (audited)",
        params: reasonIdParams,
        body: rejectionReasonInputSchema,
        response: { 200: rejectionReasonResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reasons().update(admin, request.params.reasonId, request.body, requestLanguage(request));
    },
  );

  app.delete(
    "/admin/rejection-reasons/:reasonId",
    {
      schema: {
        tags,
        summary: "Delete a rejection reason from the list (audited; families rejected with it still read it)",
        params: reasonIdParams,
        response: { 200: rejectionReasonResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reasons().remove(admin, request.params.reasonId, requestLanguage(request));
    },
  );
};
