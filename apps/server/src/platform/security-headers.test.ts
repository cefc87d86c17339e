import Fastify from "fastify";
import { expect, it } from "vitest";
import { registerSecurityHeaders, SECURITY_HEADERS } from "./security-headers";

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
