/**
 * Root-level input hygiene. A JSON API: a text/plain body is not parsed (415, translated). A string
 * holding a NUL character, which PostgreSQL cannot store, is refused once the route's own schema
 * has accepted the body (so a field that is wrong anyway keeps its own message), with the field
 * named; an encoded NUL in the query string is bad input, and in the path an address that cannot
 * exist (404). Each answers 400/404 with a translated message instead of failing inside a query.
 */
import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "./errors";

const NUL_KEY = "limits:input.nul";

/** The dotted path of the first string (key or value) holding U+0000, or null. Iterative: depth is free. */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path || "_";
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        stack.push([element, path ? `${path}.${index}` : String(index)]);
      });
    } else if (item && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes("\u0000")) return path || "_";
        stack.push([element, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

export function registerInputGuards(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, _reply, done) => {
    const query = request.url.indexOf("?");
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (/%00/i.test(path)) return done(notFound());
    if (query >= 0 && /%00/i.test(request.url.slice(query))) {
      return done(new AppError(400, "bad_request", NUL_KEY));
    }
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => {
    const field = request.body === undefined ? null : findNul(request.body);
    if (field !== null) {
      return done(new AppError(400, "validation", "errors.validation", undefined, { [field]: NUL_KEY }));
    }
    done();
  });
}
