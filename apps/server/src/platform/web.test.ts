import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../test/harness";

const EARLY_BODY = '(()=>{fetch("api/v1/auth/me")})();';
const EARLY_SCRIPT = `<script id="vv-early">${EARLY_BODY}</script>`;
const DATA_BLOCK = '<script type="application/json" id="vv-locales">{"en":[]}</script>';
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

function fakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), "vv-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><base href="/" />${DATA_BLOCK}${EARLY_SCRIPT}<script type="module" src="./assets/app-abc123.js"></script></head><body>app</body></html>`,
  );
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

describe("serving the web app under a base path", () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext("sqlite", { WEB_DIST: fakeWebDist(), BASE_PATH: "/vadhuvar/" });
  });
  afterAll(() => context.close());
  const inject = (url: string, accept = "text/html") =>
    context.ctx.app.inject({ method: "GET", url, headers: { accept } });

  it("serves index.html with <base href> set to the base path for client routes", async () => {
    const res = await inject("/vadhuvar/user/bride-groom-list");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<base href="/vadhuvar/"');
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    for (const url of ["/vadhuvar/home", "/vadhuvar/api/v1/health"]) {
      const res = await inject(url);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers["content-security-policy"] as string)?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${sha256(EARLY_BODY)}'`);
    }
    const page = await inject("/vadhuvar/home");
    expect(page.body).toContain(EARLY_SCRIPT);
  });

  it("sends a hashed asset only the headers that act on it; the page and the API get them all", async () => {
    const asset = await inject("/vadhuvar/assets/app-abc123.js", "*/*");
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(asset.headers["strict-transport-security"]).toBeDefined();
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy"])
      expect(asset.headers[name]).toBeUndefined();
    for (const url of ["/vadhuvar/home", "/vadhuvar/api/v1/health", "/vadhuvar/favicon.svg"]) {
      const res = await inject(url, "*/*");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("serves the API under the base path", async () => {
    const res = await inject("/vadhuvar/api/v1/health", "application/json");
    expect(res.json().status).toBe("ok");
  });

  it("caches hashed assets for a year and other files for a day", async () => {
    const asset = await inject("/vadhuvar/assets/app-abc123.js", "*/*");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const icon = await inject("/vadhuvar/favicon.svg", "*/*");
    expect(icon.headers["cache-control"]).toContain("max-age=86400");
  });

  it("answers unknown API paths with JSON, not the page", async () => {
    const res = await inject("/vadhuvar/api/v1/unknown", "text/html");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("does not serve anything outside the base path", async () => {
    const res = await inject("/home");
    expect(res.statusCode).toBe(404);
  });
});

/** A request as curl or an uptime monitor sends it: no Accept-Encoding, any or no Accept. */
function bareRequest(port: number, method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(["/", "/vadhuvar/"])("the start page for a bare HTTP client (base path %s)", (basePath) => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let port = 0;
  beforeAll(async () => {
    const dist = fakeWebDist();
    // The build ships compressed copies beside each file; a client without Accept-Encoding gets none.
    writeFileSync(join(dist, "index.html.br"), "compressed");
    writeFileSync(join(dist, "index.html.gz"), "compressed");
    context = await createTestContext("sqlite", { WEB_DIST: dist, BASE_PATH: basePath });
    await context.ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (context.ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => context.close());

  const clients: Record<string, string>[] = [
    {},
    { accept: "*/*" },
    { accept: "*/*", "user-agent": "curl/8.5.0" },
  ];
  for (const headers of clients) {
    it(`GET and HEAD answer 200 with the page (headers ${JSON.stringify(headers)})`, async () => {
      const page = await bareRequest(port, "GET", basePath, headers);
      expect(page.status).toBe(200);
      expect(page.type).toContain("text/html");
      expect(page.body).toContain(`<base href="${basePath}"`);
      const head = await bareRequest(port, "HEAD", basePath, headers);
      expect(head.status).toBe(200);
      expect(head.body).toBe("");
    });
  }
});
