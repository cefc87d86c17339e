import { idParams } from "@vv/shared/ids";
import { profileInputSchema } from "@vv/shared/profile";
import {
  createProfileResponseSchema,
  myProfilesResponseSchema,
  photoChangeBodySchema,
  profileDetailsSchema,
  profileListQuerySchema,
  profileListResponseSchema,
  storedProfileFormSchema,
  wishlistBodySchema,
  wishlistResponseSchema,
} from "@vv/shared/profile-views";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { replayKey } from "../../platform/idempotency";
import { sendPreparedJson } from "../../platform/json-etag";
import { memberLimitHook } from "../../platform/member-limit";
import { viewerOf } from "./viewer";

const asciiFilename = (name: string) => name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");

const slugParams = z.object({ slug: z.string().min(1).max(120) });
const messageSchema = z.object({ message: z.string() });
const tags = ["profiles"];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = () => app.services.profiles;

  app.get(
    "/profiles",
    {
      config: { access: "member", etag: true },
      schema: {
        tags,
        summary: "Browse approved profiles (one page)",
        querystring: profileListQuerySchema,
        response: { 200: profileListResponseSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply,
        await profiles().browse(
          viewerOf(requireUser(request)),
          request.query,
          requestLanguage(request),
          request.session?.listGeneration,
        ),
      ),
  );

  app.get(
    "/profiles/mine",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Profiles the signed-in user registered",
        response: { 200: myProfilesResponseSchema },
      },
    },
    async (request) => ({
      items: await profiles().listMine(viewerOf(requireUser(request)), requestLanguage(request)),
    }),
  );

  app.post(
    "/profiles",
    {
      config: { access: "member", etag: true },
      schema: {
        tags,
        summary: "Register a profile",
        body: profileInputSchema,
        response: { 201: createProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const associateId = await app.services.users.resolveAssociate(request.body.associateCode);
      // A retry after a dropped connection (same Idempotency-Key) gets the first answer back.
      const created = await app.services.idempotency.once(
        replayKey(request, "profiles.create", user.id),
        () => profiles().create(viewerOf(user), request.body, associateId, requestLanguage(request)),
      );
      // Kept for the committee (2016 advisory): the IP address the profile was created from.
      await app.services.legal.stampProfile(created.id, request.ip);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/profiles/:id/form",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Stored values for the edit form",
        params: idParams,
        response: { 200: storedProfileFormSchema },
      },
    },
    async (request) => profiles().formValues(viewerOf(requireUser(request)), request.params.id),
  );

  app.put(
    "/profiles/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Update a profile",
        params: idParams,
        body: profileInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      profiles().update(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.put(
    "/profiles/:id/photo",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Change the photo (reviewed again)",
        params: idParams,
        body: photoChangeBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await profiles().changePhoto(
        viewerOf(requireUser(request)),
        request.params.id,
        request.body.photoId,
        requestLanguage(request),
      );
      return { message: translate(requestLanguage(request), "profile:messages.photoSubmitted") };
    },
  );

  app.get(
    "/profiles/:slug",
    {
      config: { access: "member", etag: true },
      schema: {
        tags,
        summary: "Profile details",
        params: slugParams,
        response: { 200: profileDetailsSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireUser(request));
      const details = await profiles().details(viewer, request.params.slug, requestLanguage(request));
      // "Who viewed our profile" (profile-views feature): a family's visit is remembered.
      await app.services.profileViews.record(viewer, details.id);
      return details;
    },
  );

  app.get(
    "/profiles/:slug/pdf",
    {
      config: { access: "member" },
      // Rendering a PDF costs CPU: a member gets LIMIT_PDF_DOWNLOADS of them per window.
      onRequest: memberLimitHook(app, () => ({
        name: "pdf-download",
        ...app.config.LIMIT_PDF_DOWNLOADS,
        messageKey: "limits:pdfDownloads",
      })),
      schema: {
        tags,
        summary: "Biodata PDF in the viewer's language (?lang, else Accept-Language)",
        params: slugParams,
        querystring: z.object({ lang: z.enum(["en", "mr"]).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      // The page's language, which may differ from the phone's Accept-Language.
      const lang = request.query.lang ?? requestLanguage(request);
      const view = await profiles().biodata(viewerOf(requireUser(request)), request.params.slug, lang);
      // The kundli feature's sections: the birth chart with Mangal dosha, the Moon and the guna milan.
      view.sections.push(
        ...(await app.services.kundli.biodataSections(
          viewerOf(requireUser(request)),
          request.params.slug,
          lang,
        )),
      );
      // Rendered in a worker thread, or answered from the cache of PDFs showing exactly this.
      const pdf = await app.services.biodataPdf.render(view, lang);
      const filename = `biodata-${view.slug}.pdf`;
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(pdf);
    },
  );

  app.put(
    "/profiles/:slug/wishlist",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Add to or remove from the wish list",
        params: slugParams,
        body: wishlistBodySchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) =>
      profiles().setWishlist(
        viewerOf(requireUser(request)),
        request.params.slug,
        request.body.wished,
        requestLanguage(request),
      ),
  );
};
