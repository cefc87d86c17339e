import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: unknown;
  /** `config.access` as the route declared it (see guardRoutes). */
  access: unknown;
  /** `config.consent` ("exempt": answers before the current Terms are accepted). */
  consent: unknown;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the app as registered (tests walk it, e.g. the admin access rule). */
    routeIndex: RegisteredRoute[];
  }
}

/** Root-level: records every route any feature registers, before the first one is added. */
export function registerRouteIndex(app: FastifyInstance) {
  const index: RegisteredRoute[] = [];
  app.decorate("routeIndex", index);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      index.push({
        method,
        url: route.url,
        schema: route.schema,
        access: route.config?.access,
        consent: route.config?.consent,
      });
  });
}
