import { messageResponseSchema } from "@vv/shared/board-review";
import type { Language } from "@vv/shared/i18n";
import { idParams } from "@vv/shared/ids";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UserRow } from "../../db/schema";
import { requireUser } from "../../platform/auth";
import { requestLanguage } from "../../platform/errors";
import { replayKey } from "../../platform/idempotency";
import { perMember } from "./place";

type Saved = { id: number; message: string };

/** What every board's service offers its routes. */
export interface BoardCrud<Query, Input> {
  list(query: Query, lang: Language): Promise<unknown>;
  listMine(user: UserRow, lang: Language): Promise<unknown[]>;
  details(viewer: UserRow | null, id: number, lang: Language): Promise<unknown>;
  formValues(user: UserRow, id: number): Promise<unknown>;
  create(user: UserRow, input: Input, lang: Language): Promise<Saved>;
  update(user: UserRow, id: number, input: Input, lang: Language): Promise<Saved>;
}

export interface BoardRoutesConfig<Query, Input> {
  /** "/jobs" or "/business". */
  path: string;
  service: (app: FastifyInstance) => BoardCrud<Query, Input>;
  schemas: {
    listQuery: z.ZodType<Query>;
    listResponse: z.ZodType;
    myItem: z.ZodType;
    input: z.ZodType<Input>;
    saved: z.ZodType;
    details: z.ZodType;
    form: z.ZodType;
  };
  /** "post" or "listing": the generated summaries name it. */
  noun: string;
  summaries: { list: string; create: string; details: string };
}

/**
 * The routes both community boards share: the public list and details, the member's own posts,
 * create (idempotent: a retried submit with the same Idempotency-Key stores one row), edit form, edit.
 * Each board registers what is its own (resumes and applications; visibility and delete) beside them.
 */
export function boardRoutes<Query, Input>(c: BoardRoutesConfig<Query, Input>): FastifyPluginAsyncZod {
  const { path, schemas, noun } = c;
  const tags = [path.slice(1)];
  const summaries = {
    ...c.summaries,
    mine: `The signed-in member's ${noun}s, every status`,
    form: `Stored values for the edit form of the member's own ${noun}`,
    update: `Edit a ${noun} (it goes back to the committee)`,
  };
  return async (app) => {
    const board = () => c.service(app);

    app.get(
      path,
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: summaries.list,
          querystring: schemas.listQuery,
          response: { 200: schemas.listResponse },
        },
      },
      async (request) => board().list(request.query as Query, requestLanguage(request)),
    );

    app.get(
      `${path}/mine`,
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: summaries.mine,
          response: { 200: z.object({ items: z.array(schemas.myItem) }) },
        },
      },
      async (request) => ({ items: await board().listMine(requireUser(request), requestLanguage(request)) }),
    );

    app.post(
      path,
      {
        schema: { tags, summary: summaries.create, body: schemas.input, response: { 201: schemas.saved } },
        config: { access: "member", rateLimit: { max: 30, timeWindow: "1 hour", keyGenerator: perMember } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // A retry after a dropped connection (same Idempotency-Key) gets the first answer back.
        const saved = await app.services.idempotency.once(
          replayKey(request, `${path.slice(1)}.create`, user.id),
          () => board().create(user, request.body as Input, requestLanguage(request)),
        );
        return reply.status(201).send(saved);
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: "public" },
        schema: { tags, summary: summaries.details, params: idParams, response: { 200: schemas.details } },
      },
      async (request) =>
        board().details(request.session?.user ?? null, request.params.id, requestLanguage(request)),
    );

    app.get(
      `${path}/:id/form`,
      {
        config: { access: "member" },
        schema: { tags, summary: summaries.form, params: idParams, response: { 200: schemas.form } },
      },
      async (request) => board().formValues(requireUser(request), request.params.id),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: summaries.update,
          params: idParams,
          body: schemas.input,
          response: { 200: schemas.saved },
        },
      },
      async (request) =>
        board().update(
          requireUser(request),
          request.params.id,
          request.body as Input,
          requestLanguage(request),
        ),
    );
  };
}

/** A member's action on one post (close, withdraw, delete): sign-in first, the post's id, a message back. */
export function postAction(
  app: FastifyInstance,
  route: { method: "POST" | "DELETE"; url: string; tags: string[]; summary: string },
  run: (user: UserRow, id: number, lang: Language) => Promise<{ message: string }>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.url,
    config: { access: "member" },
    schema: {
      tags: route.tags,
      summary: route.summary,
      params: idParams,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => run(requireUser(request), request.params.id, requestLanguage(request)),
  });
}
