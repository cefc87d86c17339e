import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";

describeEachDialect("foundation API", (ctx) => {
  it("reports a reachable database", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: true });
  });

  it("serves the site settings seeded with defaults", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/config" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.feeAmount).toBeGreaterThan(0);
    expect(typeof body.paymentEnabled).toBe("boolean");
    expect(body.email).toContain("@");
  });

  it("answers unknown API routes with a translated JSON 404", async () => {
    const en = await ctx().app.inject({ method: "GET", url: "/api/v1/nope" });
    expect(en.statusCode).toBe(404);
    expect(en.json().error.code).toBe("not_found");
    expect(en.json().error.message).toContain("There is no such address");
    const mr = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/nope",
      headers: { "accept-language": "mr" },
    });
    expect(mr.json().error.message).toContain("असा पत्ता अस्तित्वात नाही");
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("sends security headers with a CSP", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("settings service", () => {
  it("keeps a stored change across reads", async () => {
    const { createTestContext } = await import("../../test/harness");
    const { ctx, close } = await createTestContext("sqlite");
    try {
      await ctx.app.services.settings.update({ feeAmount: 751 });
      expect((await ctx.app.services.settings.get()).feeAmount).toBe(751);
    } finally {
      await close();
    }
  });
});
