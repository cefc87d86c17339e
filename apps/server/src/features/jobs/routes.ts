import multipart from "@fastify/multipart";
import { messageResponseSchema } from "@vv/shared/board-review";
import { idParams } from "@vv/shared/ids";
import { jobBoardSchemas, RESUME_MAX_BYTES, resumeInfoSchema } from "@vv/shared/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";
import { memberLimitHook } from "../../platform/member-limit";
import { readSingleFile } from "../../platform/multipart";
import { boardRoutes, postAction } from "../boards/routes";
import { resumeTooLarge } from "./resume-file";

const tags = ["jobs"];

/** The job board: public list and details, members' posts, applications and resumes. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  await app.register(
    boardRoutes({
      path: "/jobs",
      service: (a) => a.services.jobs,
      schemas: jobBoardSchemas,
      noun: "post",
      summaries: {
        list: "Approved, open job posts (last date today or later), newest first, one page",
        create: "Post a job (waits for the committee; idempotent with an Idempotency-Key)",
        details: "A job post; applicants only for its poster",
      },
    }),
  );
  const jobs = () => app.services.jobs;
  const resumes = () => app.services.resumes;

  app.get(
    "/jobs/resume",
    {
      config: { access: "member" },
      schema: { tags, summary: "The signed-in member's resume, if any", response: { 200: resumeInfoSchema } },
    },
    async (request) => resumes().info(requireUser(request)),
  );

  app.post(
    "/jobs/resume",
    {
      schema: {
        tags,
        summary: "Upload or replace the resume (multipart, one PDF or image file)",
        consumes: ["multipart/form-data"],
        response: { 201: resumeInfoSchema.extend({ message: z.string() }) },
      },
      config: { access: "member" },
      // Sign-in (guardRoutes) and the member's limit are checked before a byte of the body is read.
      onRequest: memberLimitHook(app, () => ({
        name: "resume-upload",
        ...app.config.LIMIT_RESUME_UPLOADS,
        messageKey: "limits:resumeUploads",
      })),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bytes = await readSingleFile(request, {
        tooLarge: resumeTooLarge,
        noFileKey: "jobs:errors.resumeType",
      });
      reply.header("cache-control", "no-store");
      return reply.status(201).send(await resumes().upload(user, bytes, requestLanguage(request)));
    },
  );

  app.delete(
    "/jobs/resume",
    {
      config: { access: "member" },
      schema: { tags, summary: "Remove the resume", response: { 200: messageResponseSchema } },
    },
    async (request) => resumes().remove(requireUser(request), requestLanguage(request)),
  );

  app.get(
    "/jobs/resumes/:resumeId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "A resume file: for its owner, posters of jobs the owner applied to, and admins",
        params: z.object({ resumeId: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const file = await resumes().open(requireUser(request), request.params.resumeId);
      const inline = file.contentType.startsWith("image/");
      return reply
        .type(file.contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'")
        .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  postAction(
    app,
    { method: "POST", url: "/jobs/:id/close", tags, summary: "Close a post (no longer listed)" },
    (user, id, lang) => jobs().close(user, id, lang),
  );

  app.post(
    "/jobs/:id/apply",
    {
      schema: {
        tags,
        summary: "Apply with the stored resume",
        params: idParams,
        response: { 200: messageResponseSchema },
      },
      config: { access: "member" },
      onRequest: memberLimitHook(app, () => ({
        name: "job-application",
        ...app.config.LIMIT_JOB_APPLICATIONS,
        messageKey: "limits:jobApplications",
      })),
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      return app.services.idempotency.once(replayKey(request, `jobs.apply.${id}`, user.id), () =>
        jobs().apply(user, id, requestLanguage(request)),
      );
    },
  );

  postAction(
    app,
    { method: "DELETE", url: "/jobs/:id/apply", tags, summary: "Withdraw an application" },
    (user, id, lang) => jobs().withdraw(user, id, lang),
  );
};
