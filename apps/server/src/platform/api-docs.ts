/**
 * The OpenAPI document and Swagger UI at {BASE_PATH}api/docs, built on first use (loading
 * @fastify/swagger and @fastify/swagger-ui and walking every route's zod schema cost a start-up
 * a seventh of its time, for a page few ever open).
 *
 * At start only the routes are noted (an onRoute hook). The first request under the docs prefix
 * builds a small Fastify app of its own with @fastify/swagger and @fastify/swagger-ui, registers
 * the noted routes there (schema and options only, never run), and from then on every docs request
 * is answered by that app through inject(). The answer goes out through this app's own hooks
 * (helmet's headers, compression), as when swagger-ui was registered here; an unknown file under
 * the prefix gets this app's 404.
 */
import type { FastifyInstance, RouteOptions } from "fastify";
import Fastify from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

declare module "fastify" {
  interface FastifyInstance {
    /** The app that serves /api/docs, built on first call (tests read its `swagger()` document). */
    apiDocs(): Promise<FastifyInstance>;
  }
}

interface NotedRoute {
  method: RouteOptions["method"];
  url: string;
  schema: RouteOptions["schema"];
  config: RouteOptions["config"];
}

/** Headers the outer reply sets itself (or that describe the inner transfer only). */
const HOP_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

async function buildDocsApp(routes: NotedRoute[], apiPrefix: string, docsPrefix: string) {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import("@fastify/swagger"),
    import("@fastify/swagger-ui"),
  ]);
  const docs = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    // The noted routes are only described here, never called: nothing to validate or serialise.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => () => () => true) as never,
        buildSerializer: (() => () => (data: unknown) => JSON.stringify(data)) as never,
      },
    },
  });
  await docs.register(swagger, {
    openapi: { info: { title: "Vadhu-Var portal API", version: "1.0.0" }, servers: [{ url: apiPrefix }] },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: docsPrefix });
  await docs.register(async (described) => {
    for (const route of routes) {
      described.route({
        method: route.method,
        url: route.url,
        schema: route.schema,
        config: route.config,
        exposeHeadRoute: false,
        handler: async () => undefined,
      });
    }
  });
  await docs.ready();
  return docs;
}

export function registerApiDocs(app: FastifyInstance, apiPrefix: string, docsPrefix: string) {
  const routes: NotedRoute[] = [];
  app.addHook("onRoute", (route) => {
    // As @fastify/swagger does by default: the HEAD twins of GET routes are not described; nor are
    // the docs routes below (the docs app has its own).
    if (route.method === "HEAD" || route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });

  let built: Promise<FastifyInstance> | null = null;
  const docsApp = () => {
    built ??= buildDocsApp(routes, apiPrefix, docsPrefix).catch((error: unknown) => {
      built = null;
      throw error;
    });
    return built;
  };
  app.decorate("apiDocs", docsApp);

  const hidden = { schema: { hide: true } };
  for (const url of [docsPrefix, `${docsPrefix}/*`]) {
    app.get(url, hidden, async (request, reply) => {
      const docs = await docsApp();
      // Always a GET inside: for a HEAD this app's own HEAD handling drops the body.
      const answer = await docs.inject({ method: "GET", url: request.url, headers: request.headers });
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
      }
      reply.code(answer.statusCode);
      return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
    });
  }
}
