import Fastify from "fastify";
import { expect, it } from "vitest";
import { helmetHeaders, registerSecurityHeaders, SECURITY_HEADERS } from "./security-headers";

it("sends helmet's headers with the portal's policy on every answer, a 404 included", async () => {
  const app = Fastify();
  registerSecurityHeaders(app, SECURITY_HEADERS);
  app.get("/", async () => ({ ok: true }));
  for (const url of ["/", "/missing"]) {
    const { headers } = await app.inject({ url });
    expect(headers).toMatchObject({
      "content-security-policy":
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
  }
  await app.close();
});

it("sends them on an error, on a refusal by a later request hook, and lets a route's own header win", async () => {
  const app = Fastify();
  registerSecurityHeaders(app, SECURITY_HEADERS);
  app.addHook("onRequest", (request, _reply, done) => {
    done(request.url === "/refused" ? Object.assign(new Error("no"), { statusCode: 403 }) : undefined);
  });
  app.get("/refused", async () => ({ ok: true }));
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  app.get("/sandboxed", async (_request, reply) =>
    reply.header("content-security-policy", "sandbox; default-src 'none'").send("x"),
  );
  for (const [url, status] of [
    ["/refused", 403],
    ["/fails", 500],
  ] as const) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  }
  const sandboxed = await app.inject({ url: "/sandboxed" });
  expect(sandboxed.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
  expect(sandboxed.headers["x-content-type-options"]).toBe("nosniff");
  await app.close();
});

it("refuses options whose headers would differ per request", () => {
  expect(() =>
    helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } }),
  ).toThrow(/per request/);
  expect(Object.keys(helmetHeaders(SECURITY_HEADERS))).toHaveLength(12);
});
