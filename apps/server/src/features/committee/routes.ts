import {
  committeeActionSchema,
  committeeDetailsSchema,
  committeeEditorAddSchema,
  committeeEditorSchema,
  committeeListQuerySchema,
  committeeListSchema,
  committeeMemberInputSchema,
  committeePhotoSchema,
} from "@vv/shared/committee";
import { idParams } from "@vv/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin, requireUser } from "../../platform/auth";
import { PRIVATE_NO_STORE, PUBLIC_REVALIDATE } from "../../platform/cache-policy";
import { requestLanguage } from "../../platform/errors";

const message = { 200: z.object({ message: z.string() }) };
const saved = z.object({ id: z.number().int(), message: z.string() });
const tags = ["committee"];

export const committeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const committee = app.services.committee;

  app.get(
    "/committee",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Committee (Our Team): organizers first, then members; optionally one region",
        querystring: committeeListQuerySchema,
        response: { 200: committeeListSchema },
      },
    },
    async (request, reply) => {
      const list = await committee.list(request.session?.user ?? null, request.query.regionId);
      // Editors also see inactive members: their answer is theirs alone.
      reply.header("cache-control", list.canEdit ? PRIVATE_NO_STORE : PUBLIC_REVALIDATE);
      return list;
    },
  );

  app.get(
    "/committee/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One committee member with mobile and addresses",
        params: idParams,
        response: { 200: committeeDetailsSchema },
      },
    },
    async (request, reply) => {
      const details = await committee.details(request.session?.user ?? null, request.params.id);
      reply.header("cache-control", details.canEdit ? PRIVATE_NO_STORE : PUBLIC_REVALIDATE);
      return details;
    },
  );

  app.post(
    "/committee",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Add a committee member (editors)",
        body: committeeMemberInputSchema,
        response: { 201: saved },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await committee.create(user, request.body, requestLanguage(request)));
    },
  );

  app.put(
    "/committee/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Edit a committee member (editors)",
        params: idParams,
        body: committeeMemberInputSchema,
        response: { 200: saved },
      },
    },
    async (request) =>
      committee.update(requireUser(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.put(
    "/committee/:id/photo",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Change a committee member's photo (editors)",
        params: idParams,
        body: committeePhotoSchema,
        response: message,
      },
    },
    async (request) =>
      committee.changePhoto(
        requireUser(request),
        request.params.id,
        request.body.photoId,
        requestLanguage(request),
      ),
  );

  app.post(
    "/committee/:id/actions",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Activate, deactivate or delete a committee member (editors)",
        params: idParams,
        body: committeeActionSchema,
        response: message,
      },
    },
    async (request) =>
      committee.act(requireUser(request), request.params.id, request.body.action, requestLanguage(request)),
  );

  app.get(
    "/admin/committee-editors",
    {
      schema: {
        tags: ["admin"],
        summary: "Members marked as committee editors",
        response: { 200: z.object({ items: z.array(committeeEditorSchema) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { items: await committee.editors() };
    },
  );

  app.post(
    "/admin/committee-editors",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark the account with this mobile number as a committee editor",
        body: committeeEditorAddSchema,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const target = await app.services.users.findByMobile(request.body.mobile);
      return committee.setEditor(admin, target, true, requestLanguage(request));
    },
  );

  app.delete(
    "/admin/committee-editors/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove a member's committee editor mark",
        params: idParams,
        response: message,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const target = await app.services.users.findById(request.params.id);
      return committee.setEditor(admin, target, false, requestLanguage(request));
    },
  );
};
