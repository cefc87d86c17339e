/**
 * Root-level input hygiene, before any route sees a request: JSON bodies are parsed by Fastify's own
 * safe parser (prototype keys refused) and refused when a string holds a NUL character, which
 * PostgreSQL cannot store; a query string or path with an encoded NUL is refused the same way.
 * Both answer 400 with a translated message instead of failing deep inside a query.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

const nulRefused = () => new AppError(400, "bad_request", "limits:input.nul");

/** True when any string (key or value) anywhere in the parsed JSON holds U+0000. Iterative: depth is free. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      if (containsNul(parsed)) return done(nulRefused(), undefined);
      done(null, parsed);
    });
  });
  // A JSON API: a text/plain body is not JSON and not parsed as a string either (415, translated).
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (/%00/i.test(request.url)) throw nulRefused();
  });
}
