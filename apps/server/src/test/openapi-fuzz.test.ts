/**
 * Bad input never gets a 500. Reads the app's own OpenAPI document (app.apiDocs()) and sends to every write route,
 * as a visitor, a signed-in member and a super admin: bodies of every wrong shape and content type,
 * 100 KB strings, NUL and unpaired surrogates, huge and negative numbers, 10,000-deep nesting,
 * unknown keys, and path parameters like -1, abc, 1.5 and %00. Every GET route with path parameters
 * gets the odd path values, and every route (read or write) junk query strings and each documented
 * query parameter with odd values. Any answer >= 500 fails the test, listed with its route, caller
 * and payload. Every upload route (multipart) gets malformed multipart bodies — no or another
 * boundary, truncated, garbage part headers — and must answer 4xx with the translated error body.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { fieldProbes, multipartProbes, PATH_VALUES, type Probe, shapeProbes } from "./fuzz-payloads";
import { describeEachDialect } from "./harness";
import { type Actor, actor } from "./profile-helpers";
import { type JsonSchema, validBody } from "./schema-samples";

const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;
const API = "/api/v1";

interface Operation {
  method: string;
  path: string;
  bodySchema?: JsonSchema;
  params: string[];
  query: string[];
}

async function operations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.apiDocs()).swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { in: string; name: string }[];
        }
      >
    >;
  };
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", ...WRITE_METHODS].includes(method as "get")) continue;
      found.push({
        method: method.toUpperCase(),
        path,
        bodySchema: op.requestBody?.content?.["application/json"]?.schema,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      });
    }
  }
  return found;
}

const fill = (path: string, value: string) => `${API}${path.replace(/\{\w+\}/g, value)}`;
const QUERY_VALUES = ["-1", "abc", "1.5", "%00", "2147483648", "%ud800", "x".repeat(5000)];
const JUNK_QUERY = "page=-1&limit=abc&q=%00%ud800&sort[]=x&__proto__[a]=1&a=1&a=2";

interface Failure {
  who: string;
  request: string;
  probe: string;
  status: number;
  body: string;
}

describeEachDialect("OpenAPI fuzz: no answer >= 500 for any input", (ctx) => {
  it("every write route survives hostile bodies, content types and path parameters", async () => {
    const { app } = ctx();
    const ops = await operations(app);
    const writes = ops.filter((op) => op.method !== "GET");

    // The document must list every write route the app registered (hidden routes would escape).
    const registered = app.routeIndex
      .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`);
    const documented = writes.map((op) => `${op.method} ${API}${op.path}`);
    expect(documented.sort()).toEqual(expect.arrayContaining(registered.sort()));
    expect(writes.length).toBeGreaterThanOrEqual(40);

    const member: Actor = await actor(app);
    const admin: Actor = await actor(app, { role: "super_admin" });
    const callers: [string, Record<string, string>][] = [
      ["visitor", {}],
      ["member", member.headers],
      ["super admin", admin.headers],
    ];

    const failures: Failure[] = [];
    let sent = 0;
    const send = async (
      who: string,
      headers: Record<string, string>,
      method: string,
      url: string,
      probe?: Probe,
    ) => {
      const options: InjectOptions = {
        method: method as InjectOptions["method"],
        url,
        headers: { ...headers, ...(probe?.contentType ? { "content-type": probe.contentType } : {}) },
        remoteAddress: `10.9.${sent % 250}.${(sent >> 8) % 250}`,
        ...(probe ? { payload: probe.payload } : {}),
      };
      const res = await app.inject(options);
      sent++;
      if (res.statusCode >= 500) {
        failures.push({
          who,
          request: `${method} ${url}`,
          probe: probe?.label ?? "(no body)",
          status: res.statusCode,
          body: res.body.slice(0, 200),
        });
      }
    };

    const routeKey = (op: Operation) => `${op.method} ${API}${op.path.replace(/\{(\w+)\}/g, ":$1")}`;
    const routes = new Map(app.routeIndex.map((r) => [`${r.method} ${r.url}`, r]));
    // Field by field only where the caller gets past sign-in and role; elsewhere the guard answers
    // before the body is read, and the whole-body probes show it does.
    const reaches = (op: Operation, who: string) => {
      if (op.path.startsWith("/admin")) return who === "super admin";
      const access = routes.get(routeKey(op))?.access;
      return access === "public" || who !== "visitor";
    };

    for (const op of writes) {
      const url = fill(op.path, "1");
      let valid: unknown;
      try {
        valid = validBody(routes.get(routeKey(op))?.schema);
      } catch {
        valid = {};
      }
      const shapes = shapeProbes();
      const fields = op.bodySchema ? fieldProbes(op.bodySchema, valid) : [];
      for (const [who, headers] of callers) {
        await send(who, headers, op.method, url);
        for (const probe of reaches(op, who) ? [...shapes, ...fields] : shapes) {
          await send(who, headers, op.method, url, probe);
        }
        const body =
          valid === undefined
            ? undefined
            : { label: "valid body", contentType: "application/json", payload: JSON.stringify(valid) };
        for (const value of PATH_VALUES) {
          if (op.params.length === 0) break;
          await send(who, headers, op.method, fill(op.path, value), body);
        }
        // Query strings on write routes too: junk, and each documented parameter with odd values.
        await send(who, headers, op.method, `${url}?${JUNK_QUERY}`, body);
        for (const name of op.query) {
          for (const value of QUERY_VALUES)
            await send(who, headers, op.method, `${url}?${name}=${value}`, body);
        }
      }
    }
    for (const op of ops.filter((o) => o.method === "GET")) {
      for (const [who, headers] of callers) {
        const values = op.params.length ? ["1", ...PATH_VALUES] : ["1"];
        for (const value of values) {
          await send(who, headers, "GET", `${fill(op.path, value)}?${JUNK_QUERY}`);
        }
        // Each documented query parameter on its own, with every odd value.
        for (const name of op.query) {
          for (const value of QUERY_VALUES) {
            await send(who, headers, "GET", `${fill(op.path, "1")}?${name}=${value}`);
          }
        }
      }
    }

    // One line per route and probe, with the callers that got it.
    const grouped = new Map<string, string[]>();
    for (const f of failures) {
      const key = `${f.status} ${f.request} [${f.probe}] ${f.body}`;
      grouped.set(key, [...(grouped.get(key) ?? []), f.who]);
    }
    const summary = [...grouped]
      .slice(0, 80)
      .map(([key, who]) => `${key} (${who.join(", ")})`)
      .join("\n");
    console.info(`openapi fuzz: ${sent} requests, ${failures.length} answers >= 500`);
    // It really sent the requests: every write route × every caller × every probe.
    expect(sent).toBeGreaterThan(writes.length * callers.length * shapeProbes().length);
    expect(failures.length, `${failures.length} answers >= 500 of ${sent} requests:\n${summary}`).toBe(0);
  }, 300_000);

  it("every upload route answers malformed multipart bodies 4xx with the translated error, no stack", async () => {
    const { app } = ctx();
    const uploads = app.routeIndex.filter((r) =>
      ((r.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes("multipart/form-data"),
    );
    const keys = uploads.map((r) => `${r.method} ${r.url}`);
    // These read the body before anything else can refuse: 400, 413 (too large) or 415 (not form-data).
    const parsedFirst = [
      "POST /api/v1/media/photos",
      "POST /api/v1/jobs/resume",
      "POST /api/v1/identity/profiles/:id/document",
      "POST /api/v1/grievances/:reference/attachment",
    ];
    expect(keys).toEqual(expect.arrayContaining(parsedFirst));
    const paramValue = (name: string) => (name === "reference" ? "GR-23456789AB" : "1");
    const wrong: string[] = [];
    let n = 0;
    for (const route of uploads) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => paramValue(name));
      const querySchema = (route.schema as { querystring?: unknown } | undefined)?.querystring;
      const query = validBody({ body: querySchema }) as Record<string, string> | undefined;
      const search = query ? `?${new URLSearchParams(query)}` : "";
      for (const probe of multipartProbes()) {
        // A fresh account each time: the per-member upload limits must not answer instead.
        const caller = await actor(app, { role: "super_admin" });
        const res = await app.inject({
          method: route.method as "POST",
          url: `${url}${search}`,
          remoteAddress: `10.8.${n % 250}.${(n++ >> 8) % 250}`,
          headers: {
            ...caller.headers,
            "accept-language": "mr",
            "x-upload-token": "t".repeat(20),
            ...(probe.contentType ? { "content-type": probe.contentType } : {}),
          },
          payload: probe.payload,
        });
        const expected = parsedFirst.includes(`${route.method} ${route.url}`) ? [400, 413, 415] : null;
        const message: unknown = res.headers["content-type"]?.toString().includes("json")
          ? res.json()?.error?.message
          : undefined;
        const ok =
          (expected ? expected.includes(res.statusCode) : res.statusCode >= 400 && res.statusCode < 500) &&
          typeof message === "string" &&
          /[\u0900-\u097F]/.test(message) &&
          !/\n\s+at |node_modules|busboy/i.test(res.body);
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} [${probe.label}] ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
