import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageHtml } from "./web-preload";

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of the built index.html
 * (the early script, apps/web/vite.config.ts), its JSON data blocks aside: the policy allows those
 * scripts and no other inline script.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = join(webDist, "index.html");
  if (!existsSync(file)) return [];
  const scripts = readFileSync(file, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g);
  return [...scripts]
    .filter(([, attributes = ""]) => !/\bsrc=|type="application\/json"/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

/**
 * Serves the built web app under the base path: hashed assets cached for a year, everything else
 * revalidated, and index.html (with <base href> set to the base path) for client-side routes and
 * for {BASE_PATH}index.html itself, which the service worker keeps as the offline shell. The
 * service worker script is always revalidated, so a new release is found on the next visit.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, basePath: string) {
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, "web app not built; run `npm run build` (the API still works)");
    return null;
  }
  const indexHtml = readFileSync(indexFile, "utf8").replace('<base href="/"', `<base href="${basePath}"`);

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: basePath,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join("/assets/")}`))
        res.header("cache-control", "public, max-age=31536000, immutable");
      else if (path.endsWith(`${join("/sw.js")}`)) res.header("cache-control", "no-cache");
      else res.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
    },
  });

  const htmlFor = pageHtml(webDist, indexHtml);
  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const path = `/${request.url.slice(basePath.length).split(/[?#]/)[0] ?? ""}`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(htmlFor(path));
  }
  app.get(`${basePath}index.html`, { schema: { hide: true } }, sendIndex);
  // The start page by its own route: left to the static files it is a directory (403 to a client that
  // accepts no compressed file, as curl and uptime monitors by default), and the not-found fallback
  // answers pages only to clients that ask for text/html.
  app.get(basePath, { schema: { hide: true } }, sendIndex);
  return sendIndex;
}
