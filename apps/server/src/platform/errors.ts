import type { ErrorCode } from "@vv/shared";
import { languageFromHeader } from "@vv/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { translate } from "./i18n";

/** An error meant for the user: a status, a code, and a message key translated at the edge. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly vars?: Record<string, string | number>,
    readonly fieldKeys?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key = "errors.notFound") => new AppError(404, "not_found", key);
export const forbidden = (key = "errors.forbidden") => new AppError(403, "forbidden", key);
export const unauthorized = (key = "errors.unauthorized") => new AppError(401, "unauthorized", key);
export const conflict = (key = "errors.conflict", vars?: Record<string, string | number>) =>
  new AppError(409, "conflict", key, vars);
export const badRequest = (key = "errors.badRequest", fields?: Record<string, string>) =>
  new AppError(400, fields ? "validation" : "bad_request", key, undefined, fields);

export function requestLanguage(request: FastifyRequest) {
  return languageFromHeader(request.headers["accept-language"]);
}

/** Zod issue messages are translation keys, optionally "key|{json vars}" for placeholders. */
export function translateIssueMessage(lang: ReturnType<typeof requestLanguage>, message: string): string {
  const [key, rawVars] = message.split("|", 2);
  let vars: Record<string, string | number> | undefined;
  if (rawVars) {
    try {
      vars = JSON.parse(rawVars) as Record<string, string | number>;
    } catch {
      vars = undefined;
    }
  }
  if (!key || !/^[\w-]+:[\w.]+$|^[\w.]+$/.test(key)) return translate(lang, "validation.invalid");
  return translate(lang, key, vars);
}

const STATUS_CODES: Record<number, { code: ErrorCode; key: string }> = {
  400: { code: "bad_request", key: "errors.badRequest" },
  401: { code: "unauthorized", key: "errors.unauthorized" },
  403: { code: "forbidden", key: "errors.forbidden" },
  404: { code: "not_found", key: "errors.notFound" },
  406: { code: "bad_request", key: "errors.badRequest" },
  409: { code: "conflict", key: "errors.conflict" },
  413: { code: "payload_too_large", key: "errors.payloadTooLarge" },
  415: { code: "unsupported_media_type", key: "errors.unsupportedMediaType" },
  429: { code: "rate_limited", key: "errors.rateLimited" },
  503: { code: "unavailable", key: "errors.unavailable" },
};

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      const fields = error.fieldKeys
        ? Object.fromEntries(Object.entries(error.fieldKeys).map(([f, k]) => [f, translate(lang, k)]))
        : undefined;
      return send(reply, error.status, error.code, translate(lang, error.messageKey, error.vars), fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[field] ??= translateIssueMessage(lang, issue.message ?? "validation.invalid");
      }
      return send(reply, 400, "validation", translate(lang, "errors.validation"), fields);
    }
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(reply, 400, "bad_request", translate(lang, "errors.malformedJson"));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500 && status !== 503) {
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, "internal", translate(lang, "errors.internal"));
    }
    const known = STATUS_CODES[status] ?? { code: "bad_request" as const, key: "errors.badRequest" };
    return send(reply, status, known.code, translate(lang, known.key));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  const url = (request.url.split("?")[0] ?? "").slice(0, 200);
  return send(
    reply,
    404,
    "not_found",
    translate(lang, "errors.routeNotFound", { method: request.method, url }),
  );
}
