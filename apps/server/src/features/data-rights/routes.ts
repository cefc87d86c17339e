import {
  deletionBodySchema,
  deletionResponseSchema,
  exportQuerySchema,
  myDataSchema,
  nomineeBodySchema,
  nomineeResponseSchema,
} from "@vv/shared/data-rights";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearSessionCookie, requireUser } from "../../platform/auth";
import { CLEAR_SITE_DATA } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";

const tags = ["data-rights"];

/**
 * The member's data rights. These answer before a newly published Terms is accepted: a member who
 * does not accept it may still take their data and leave.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rights = () => app.services.dataRights;

  app.get(
    "/me/data",
    {
      config: { access: "member", consent: "exempt" },
      schema: {
        tags,
        summary: "My data page: profiles I manage, a pending deletion",
        response: { 200: myDataSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return rights().status(requireUser(request));
    },
  );

  app.get(
    "/me/data/export",
    {
      config: { access: "member", consent: "exempt" },
      schema: {
        tags,
        summary:
          "Everything about me and the profiles I manage: a ZIP with data.json, summary.html (in my language), photos and resume",
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const archive = await rights().export(user, request.query.lang ?? requestLanguage(request));
      return reply
        .header("content-type", "application/zip")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="vadhu-var-my-data-${user.id}.zip"`)
        .send(archive);
    },
  );

  app.post(
    "/me/deletion",
    {
      config: { access: "member", consent: "exempt" },
      schema: {
        tags,
        summary:
          "Delete my account (withdraw: true also records the withdrawal of consent) after the cooling-off",
        body: deletionBodySchema,
        response: { 200: deletionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await rights().requestDeletion(
        user,
        {
          ip: request.ip,
          userAgent: String(request.headers["user-agent"] ?? ""),
          withdraw: request.body.withdraw,
        },
        requestLanguage(request),
      );
      clearSessionCookie(reply, app.config);
      reply.header(CLEAR_SITE_DATA.name, CLEAR_SITE_DATA.value);
      return result;
    },
  );

  const nominee = { config: { access: "member", consent: "exempt" } } as const;
  app.get(
    "/me/nominee",
    {
      ...nominee,
      schema: {
        tags,
        summary: "My nominee (DPDP Act s14): who exercises my rights on my death or incapacity",
        response: { 200: nomineeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.nominees.get(requireUser(request).id);
    },
  );
  app.put(
    "/me/nominee",
    {
      ...nominee,
      schema: {
        tags,
        summary: "Name or change my nominee: name, relation, mobile",
        body: nomineeBodySchema,
        response: { 200: nomineeResponseSchema },
      },
    },
    async (request) => app.services.nominees.put(requireUser(request).id, request.body),
  );
  app.delete(
    "/me/nominee",
    {
      ...nominee,
      schema: { tags, summary: "Remove my nominee", response: { 200: nomineeResponseSchema } },
    },
    async (request) => app.services.nominees.remove(requireUser(request).id),
  );
};
