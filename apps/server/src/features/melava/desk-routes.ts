import { idParams, rowId } from "@vv/shared/ids";
import {
  melavaCheckInResponseSchema,
  melavaCheckInSchema,
  melavaDeskSchema,
  melavaStageMoveSchema,
  melavaStageSchema,
} from "@vv/shared/melava";
import {
  melavaDeskFeeResponseSchema,
  melavaDeskFeeSchema,
  melavaDeskLookupQuerySchema,
  melavaDeskLookupSchema,
  melavaOnSpotExistingSchema,
  melavaOnSpotResponseSchema,
  melavaOnSpotSchema,
} from "@vv/shared/melava-desk";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../platform/auth";
import { PRIVATE_NO_STORE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";

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

  /** A double tap or a retry on the hall's network (same Idempotency-Key) gets the first answer. */
  const onceAtTheDesk = <T>(
    request: FastifyRequest,
    adminId: number,
    scope: string,
    register: (meta: { ip: string; userAgent: string }) => Promise<T>,
  ) =>
    app.services.idempotency.once(replayKey(request, scope, adminId), () =>
      register({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") }),
    );

  app.post(
    "/admin/melava/:id/on-the-spot",
    {
      schema: {
        tags,
        summary: "Register a family that walks in: account, pending profile, registration, fee, pass",
        params: idParams,
        body: melavaOnSpotSchema,
        response: { 201: melavaOnSpotResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const done = await onceAtTheDesk(request, admin.id, `melava.onSpot.${request.params.id}`, (meta) =>
        app.services.melavaOnSpot.register(
          admin,
          request.params.id,
          request.body,
          meta,
          requestLanguage(request),
        ),
      );
      return reply.status(201).send(done);
    },
  );

  app.get(
    "/admin/melava/:id/desk-lookup",
    {
      schema: {
        tags,
        summary:
          "Find a walking-in family's profiles by registration number or mobile, before making a new one",
        params: idParams,
        querystring: melavaDeskLookupQuerySchema,
        response: { 200: melavaDeskLookupSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", PRIVATE_NO_STORE);
      return app.services.melavaDeskExisting.lookup(request.params.id, request.query.q);
    },
  );

  app.post(
    "/admin/melava/:id/on-the-spot/existing",
    {
      schema: {
        tags,
        summary: "Register a profile the desk found (approved, active) with the fee taken at the hall",
        params: idParams,
        body: melavaOnSpotExistingSchema,
        response: { 201: melavaOnSpotResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const done = await onceAtTheDesk(
        request,
        admin.id,
        `melava.onSpotExisting.${request.params.id}`,
        (meta) =>
          app.services.melavaDeskExisting.register(
            admin,
            request.params.id,
            request.body,
            meta,
            requestLanguage(request),
          ),
      );
      return reply.status(201).send(done);
    },
  );

  app.post(
    "/admin/melava/:id/registrations/:registrationId/desk-fee",
    {
      schema: {
        tags,
        summary:
          "Take the fee of a registration made online but not paid, at the hall (cash or UPI, with the receipt)",
        params: idParams.extend({ registrationId: rowId }),
        body: melavaDeskFeeSchema,
        response: { 200: melavaDeskFeeResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id, registrationId } = request.params;
      return app.services.melavaDeskFee.take(
        admin,
        id,
        registrationId,
        request.body,
        requestLanguage(request),
      );
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
