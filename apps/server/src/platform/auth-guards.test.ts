/**
 * The session cookie is Secure whenever PUBLIC_URL is https:// (also behind a TLS proxy that
 * speaks plain HTTP to the app), production refuses to start without PUBLIC_URL, and an unsafe
 * request without Origin but with another site's Referer is refused like a foreign Origin.
 */
import { expect, it } from "vitest";
import { loadConfig } from "../config";
import { signIn, uniqueMobile } from "../test/auth-helpers";
import { createTestContext, describeEachDialect } from "../test/harness";
import { actor } from "../test/profile-helpers";

it("marks the session cookie Secure when PUBLIC_URL is https://, even over plain HTTP", async () => {
  const { ctx, close } = await createTestContext("sqlite", { PUBLIC_URL: "https://vadhuvar.example.org/" });
  try {
    const { res } = await signIn(ctx.app, uniqueMobile());
    const cookie = res.cookies.find((c) => c.name === "vv_signup" || c.name === "vv_session");
    expect(cookie?.secure).toBe(true);
  } finally {
    await close();
  }
});

it("leaves Secure to the request's own scheme without PUBLIC_URL (development on http://localhost)", async () => {
  const { ctx, close } = await createTestContext("sqlite");
  try {
    const { res } = await signIn(ctx.app, uniqueMobile());
    const cookie = res.cookies.find((c) => c.name === "vv_signup" || c.name === "vv_session");
    expect(cookie).toBeDefined();
    expect(cookie?.secure).not.toBe(true);
  } finally {
    await close();
  }
});

it("refuses to start in production without PUBLIC_URL", () => {
  const env = {
    NODE_ENV: "production",
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: "https://sms.example/api",
    SMS_HTTP_KEY: "k",
    SMS_SENDER: "VVPORT",
    SMS_DLT_TEMPLATE_ID: "1207",
    PAYMENT_SANDBOX_IN_PRODUCTION: "true",
  };
  expect(() => loadConfig(env)).toThrow(/PUBLIC_URL/);
  expect(() => loadConfig({ ...env, PUBLIC_URL: "https://vadhuvar.example.org/" })).not.toThrow();
});

describeEachDialect("Referer check on unsafe requests", (ctx) => {
  const post = async (headers: Record<string, string>) => {
    const member = await actor(ctx().app);
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/reviews",
      headers: { ...member.headers, host: "localhost", ...headers },
      payload: { rating: 4, text: "" },
    });
  };

  it("refuses a foreign Referer without Origin, like a foreign Origin", async () => {
    const foreign = await post({ referer: "https://evil.example/page" });
    expect(foreign.statusCode).toBe(403);
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ referer: "not a url" })).statusCode).toBe(403);
  });

  it("lets the site's own Referer, and no Referer at all, through", async () => {
    expect((await post({ referer: "http://localhost/reviews" })).statusCode).not.toBe(403);
    expect((await post({})).statusCode).not.toBe(403);
  });
});

describeEachDialect("Origin check compares scheme, host and port", (ctx) => {
  const post = async (origin: string, host = "localhost") => {
    const member = await actor(ctx().app);
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/reviews",
      headers: { ...member.headers, host, origin },
      payload: { rating: 4, text: "" },
    });
  };

  it("refuses the request's own host under another scheme or port", async () => {
    expect((await post("http://localhost")).statusCode).not.toBe(403);
    expect((await post("https://localhost")).statusCode).toBe(403);
    expect((await post("http://localhost:8080")).statusCode).toBe(403);
    expect((await post("http://localhost:8080", "localhost:8080")).statusCode).not.toBe(403);
  });
});

it("refuses http:// and other ports of the public host when PUBLIC_URL is https://", async () => {
  const { ctx, close } = await createTestContext("sqlite", { PUBLIC_URL: "https://vadhuvar.example.org/" });
  try {
    const member = await actor(ctx.app);
    const post = (origin: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/reviews",
        // The app behind a TLS proxy: the request itself arrives over plain HTTP on another host name.
        headers: { ...member.headers, host: "127.0.0.1:3000", origin },
        payload: { rating: 4, text: "" },
      });
    expect((await post("https://vadhuvar.example.org")).statusCode).not.toBe(403);
    expect((await post("https://vadhuvar.example.org:443")).statusCode).not.toBe(403);
    for (const origin of [
      "http://vadhuvar.example.org",
      "https://vadhuvar.example.org:8443",
      "http://vadhuvar.example.org:443",
    ]) {
      const res = await post(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  } finally {
    await close();
  }
});
