import { idParams } from "@vv/shared/ids";
import {
  melavaCheckInResponseSchema,
  melavaCheckInSchema,
  melavaDeskSchema,
  melavaStageMoveSchema,
  melavaStageSchema,
} from "@vv/shared/melava";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";

const tags = ["admin"];

/** The committee's desk at the hall and the stage screen. */
export const melavaDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.services.melavaDesk;

  app.get(
    "/admin/melava/:id/desk",
    {
      schema: {
        tags,
        summary: "The event's registrations and counts for the desk",
        params: idParams,
        response: { 200: melavaDeskSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", PRIVATE_NO_STORE);
      return desk.desk(request.params.id);
    },
  );

  app.post(
    "/admin/melava/:id/check-in",
    {
      schema: {
        tags,
        summary: "Check a pass in (scanned QR or typed number); a second check-in answers 'already'",
        params: idParams,
        body: melavaCheckInSchema,
        response: { 200: melavaCheckInResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      // A queued check-in keeps the time the desk saw the pass, never one in the future.
      const seen = request.body.at ? new Date(Math.min(Date.parse(request.body.at), Date.now())) : new Date();
      return desk.checkIn(request.params.id, request.body, requestLanguage(request), seen);
    },
  );

  app.get(
    "/admin/melava/:id/stage",
    {
      schema: {
        tags,
        summary: "Who is on stage now, and next",
        params: idParams,
        response: { 200: melavaStageSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", PRIVATE_NO_STORE);
      return desk.stage(request.params.id);
    },
  );

  app.post(
    "/admin/melava/:id/stage",
    {
      schema: {
        tags,
        summary: "Advance the stage (next, previous, first)",
        params: idParams,
        body: melavaStageMoveSchema,
        response: { 200: melavaStageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return desk.moveStage(request.params.id, request.body.move);
    },
  );
};
