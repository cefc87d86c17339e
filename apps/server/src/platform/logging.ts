/**
 * Logs: JSON lines (pino; pretty only in development) with a request id on every line of a request,
 * taken from the proxy's X-Request-Id when it looks like one and echoed in the answer. Mobile numbers
 * are masked to their last four digits wherever they appear (messages, fields, URLs, errors);
 * one-time passwords are never logged except by the console SMS adapter, which exists to show them.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { DestinationStream, LoggerOptions } from "pino";
import type { Config } from "../config";

const MOBILE = /(?<![\d])(?:\+?91[\s-]?)?[6-9]\d{5}(\d{4})(?!\d)/g;

/** "9876543210" → "******3210" (also with +91 or 91 in front). */
export function maskMobiles(text: string): string {
  return text.replace(MOBILE, "******$1");
}

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskMobiles(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) {
    const masked = new Error(maskMobiles(value.message));
    masked.name = value.name;
    masked.stack = value.stack ? maskMobiles(value.stack) : undefined;
    return masked;
  }
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  // Requests, replies and other class instances go to their serializers as they are.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = maskDeep(v, depth + 1);
  return out;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] | LoggerOptions | false {
  if (config.LOG_LEVEL === "silent" && !stream) return false;
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => maskDeep(a)) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req: { method: string; url?: string; id: string; ip?: string }) => ({
        method: req.method,
        url: typeof req.url === "string" ? maskMobiles(req.url) : req.url,
        id: req.id,
        ip: req.ip,
      }),
    },
  };
  if (stream) return { ...options, stream } as LoggerOptions;
  if (config.NODE_ENV === "development") return { ...options, transport: { target: "pino-pretty" } };
  return options;
}
