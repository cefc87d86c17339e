/** /metrics (token, per-route counts, OTP sends, job runs, gauges), /ready, and what the logs hold. */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { startIntervalJob } from "../../platform/interval-job";
import { maskMobiles } from "../../platform/logging";
import { lastCode, sendOtp, uniqueMobile, verifyOtp } from "../../test/auth-helpers";
import { createTestContext, describeEachDialect } from "../../test/harness";

const TOKEN = "metrics-token-0123456789";

describeEachDialect(
  "metrics",
  (ctx) => {
    const scrape = (token?: string) =>
      ctx().app.inject({
        method: "GET",
        url: "/metrics",
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it("needs the token", async () => {
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape("wrong-token-0123456789")).statusCode).toBe(401);
      const res = await scrape(TOKEN);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    });

    it("counts requests by route template, OTP sends, payments by status and the backup age", async () => {
      const { app } = ctx();
      await app.inject({ method: "GET", url: "/api/v1/health" });
      await app.inject({ method: "GET", url: "/api/v1/committee/123456" });
      await sendOtp(app, uniqueMobile());
      const text = (await scrape(TOKEN)).body;
      expect(text).toMatch(
        /vv_http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} [1-9]/,
      );
      // Templates, never raw ids.
      expect(text).toMatch(/route="\/api\/v1\/committee\/:id"/);
      expect(text).not.toContain("123456");
      expect(text).toMatch(
        /vv_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/health"\}/,
      );
      expect(text).toMatch(/vv_otp_sends_total\{result="sent"\} [1-9]/);
      expect(text).toMatch(/vv_messages_total\{channel="sms",provider="console",result="sent"\} [1-9]/);
      expect(text).toMatch(/vv_backup_age_seconds -1/);
      expect(text).toContain("# TYPE vv_payments gauge");
      expect(text).toMatch(/vv_process_cpu_seconds_total/);
    });

    it("counts background job runs and failures", async () => {
      const app = await buildApp(testConfig({ WEB_DIST: "/nonexistent", METRICS_TOKEN: TOKEN }), {
        database: ctx().database,
      });
      let n = 0;
      startIntervalJob(app, `metrics job ${ctx().dialect}`, 100, async () => {
        n += 1;
        if (n === 2) throw new Error("provider down");
      });
      try {
        for (let i = 0; i < 200 && n < 3; i++) await new Promise((ok) => setTimeout(ok, 50));
        const text = (
          await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })
        ).body;
        expect(text).toMatch(
          new RegExp(`vv_job_runs_total\\{job="metrics job ${ctx().dialect}",result="ok"\\} [1-9]`),
        );
        expect(text).toMatch(
          new RegExp(`vv_job_runs_total\\{job="metrics job ${ctx().dialect}",result="failed"\\} 1`),
        );
      } finally {
        await app.close();
      }
    });
  },
  { METRICS_TOKEN: TOKEN },
);

describe("metrics without a token", () => {
  it("are off", async () => {
    const { ctx, close } = await createTestContext("sqlite");
    try {
      expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

describeEachDialect("readiness", (ctx) => {
  it("is ready when the database and storage answer; /health stays liveness", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: true, storage: true, redis: null });
    expect((await ctx().app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
  });

  it("is unavailable while Redis does not answer", async () => {
    const app = await buildApp(
      testConfig({
        WEB_DIST: "/nonexistent",
        REDIS_URL: "redis://127.0.0.1:1",
        REDIS_KEY_PREFIX: "vv:ready-test:",
      }),
      { database: ctx().database },
    );
    try {
      const res = await app.inject({ method: "GET", url: "/api/v1/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unavailable", database: true, redis: false });
    } finally {
      await app.close();
    }
  });
});

describe("logs", () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });

  it("masks mobile numbers and never holds an OTP outside the console adapter's line", async () => {
    const built = await buildApp(testConfig({ WEB_DIST: "/nonexistent", LOG_LEVEL: "info" }), {
      logStream: stream,
    });
    try {
      const mobile = uniqueMobile();
      await sendOtp(built, mobile);
      const code = lastCode(built, mobile);
      const verified = await verifyOtp(built, mobile, code);
      expect(verified.statusCode).toBe(200);
      // A URL with a number in it, and an error path.
      await built.inject({ method: "PUT", url: `/api/v1/admin/payments/members/${mobile}`, payload: {} });
      await built.inject({
        method: "GET",
        url: "/api/v1/health",
        headers: { "x-request-id": "proxy-req-12345678" },
      });

      expect(lines.length).toBeGreaterThan(3);
      const all = lines.join("\n");
      expect(all).not.toContain(mobile);
      expect(all).toContain(`******${mobile.slice(-4)}`);
      for (const line of lines) {
        if (line.includes(code)) expect(line).toContain("[sms:console]");
        const parsed = JSON.parse(line) as { level: number; reqId?: string };
        expect(typeof parsed.level).toBe("number");
      }
      // Request ids: the proxy's when it sent one, echoed back.
      expect(lines.some((l) => l.includes('"reqId":"proxy-req-12345678"'))).toBe(true);
      const answered = await built.inject({ method: "GET", url: "/api/v1/health" });
      expect(answered.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await built.close();
    }
  });

  it("masks numbers with or without +91, and nothing that is not a mobile", () => {
    expect(maskMobiles("call 9876543210 or +91 9876543210 or 919876543210")).toBe(
      "call ******3210 or ******3210 or ******3210",
    );
    expect(maskMobiles("time 1795449966412, otp 123456, id 5123456789012")).toBe(
      "time 1795449966412, otp 123456, id 5123456789012",
    );
  });
});
