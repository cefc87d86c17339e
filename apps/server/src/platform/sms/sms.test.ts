import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { uniqueMobile } from "../../test/auth-helpers";
import { TRUST_ENV } from "../../test/trust-env";
import { consoleSms, OUTBOX_SIZE } from "./console";
import { httpSms } from "./http";

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Record<string, string>;
}

/** A small local HTTP server playing the SMS gateway: records requests, answers what it is told. */
function fakeGateway() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(raw),
      });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: status === 200 ? "queued" : "error" }));
    });
  });
  return {
    received,
    setStatus: (s: number) => {
      status = s;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("HTTP SMS gateway adapter", () => {
  const gateway = fakeGateway();
  let url = "";
  beforeAll(async () => {
    url = await gateway.start();
  });
  afterAll(() => gateway.stop());

  it("posts the text with key, sender and DLT template id", async () => {
    const sms = httpSms({ url, key: "secret-key", sender: "VVPORT", dltTemplateId: "1207160000000000001" });
    await sms.send({ mobile: "9822012345", code: "123456", text: "123456 is your OTP" });
    const last = gateway.received.at(-1);
    expect(last?.method).toBe("POST");
    expect(last?.url).toBe("/v1/sms");
    expect(last?.headers.authorization).toBe("Bearer secret-key");
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(last?.body).toEqual({
      sender: "VVPORT",
      to: "919822012345",
      message: "123456 is your OTP",
      dltTemplateId: "1207160000000000001",
    });
  });

  it("fails when the gateway refuses", async () => {
    gateway.setStatus(500);
    const sms = httpSms({ url, key: "k", sender: "S", dltTemplateId: "T" });
    await expect(sms.send({ mobile: "9822012345", code: "1", text: "x" })).rejects.toThrow(/500/);
    gateway.setStatus(200);
  });

  it("is what the app uses with SMS_PROVIDER=http: OTPs go out through the gateway, with no outbox", async () => {
    const app = await buildApp(
      testConfig({
        WEB_DIST: "/nonexistent",
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: url,
        SMS_HTTP_KEY: "app-key",
        SMS_SENDER: "VVPORT",
        SMS_DLT_TEMPLATE_ID: "1207",
      }),
    );
    try {
      const mobile = uniqueMobile();
      const res = await app.inject({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile } });
      expect(res.statusCode).toBe(200);
      const sent = gateway.received.at(-1);
      expect(sent?.body.to).toBe(`91${mobile}`);
      expect(sent?.body.message).toMatch(
        /^\d{6} is your OTP to login to the Vadhu-Var portal\. It is valid for 5 minutes\./,
      );
      expect((await app.inject({ method: "GET", url: "/api/v1/dev/outbox" })).statusCode).toBe(404);

      gateway.setStatus(503);
      const failed = await app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        headers: { "accept-language": "mr" },
        payload: { mobile: uniqueMobile() },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toBe(
        "सध्या एसएमएस पाठवता आला नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.",
      );
    } finally {
      gateway.setStatus(200);
      await app.close();
    }
  });
});

describe("console SMS adapter", () => {
  it("logs a line naming the number and the code, and keeps the last 50", async () => {
    const lines: string[] = [];
    const sms = consoleSms({ info: (msg: string) => lines.push(msg) } as never);
    for (let i = 0; i < OUTBOX_SIZE + 5; i++) {
      await sms.send({ mobile: `98220${String(i).padStart(5, "0")}`, code: String(100000 + i), text: "t" });
    }
    expect(lines[0]).toBe("[sms:console] OTP for 9822000000: 100000");
    const outbox = sms.outbox?.() ?? [];
    expect(outbox).toHaveLength(OUTBOX_SIZE);
    expect(outbox[0]?.code).toBe(String(100000 + OUTBOX_SIZE + 4));
  });

  it("serves the dev outbox in demo mode", async () => {
    const app = await buildApp(testConfig({ WEB_DIST: "/nonexistent", DEMO: true }));
    try {
      const mobile = uniqueMobile();
      await app.inject({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile } });
      const res = await app.inject({ method: "GET", url: "/api/v1/dev/outbox" });
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0]).toMatchObject({ mobile, code: expect.stringMatching(/^\d{6}$/) });
    } finally {
      await app.close();
    }
  });
});

describe("configuration checks", () => {
  const http = {
    SMS_PROVIDER: "http" as const,
    SMS_HTTP_URL: "https://sms.example/api",
    SMS_HTTP_KEY: "k",
    SMS_SENDER: "VVPORT",
    SMS_DLT_TEMPLATE_ID: "1207",
  };

  it("refuses to start in production with the console SMS adapter", async () => {
    await expect(buildApp(testConfig({ NODE_ENV: "production" }))).rejects.toThrow(
      /SMS_PROVIDER=console writes one-time passwords to the log and is refused when NODE_ENV=production/,
    );
    const { loadConfig } = await import("../../config");
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMS_PROVIDER=console/);
  });

  it("refuses an HTTP gateway without its settings", async () => {
    const { loadConfig } = await import("../../config");
    expect(() => loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://x" })).toThrow(
      /SMS_PROVIDER=http needs SMS_HTTP_KEY, SMS_SENDER, SMS_DLT_TEMPLATE_ID/,
    );
  });

  it("refuses production on PostgreSQL without a shared SESSION_SECRET", async () => {
    const { loadConfig } = await import("../../config");
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/portal",
      PAYMENT_SANDBOX_IN_PRODUCTION: "true",
      PUBLIC_URL: "https://vadhuvar.example.org/",
      ...http,
    };
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...env, SESSION_SECRET: "a-long-enough-secret" })).not.toThrow();
  });

  it("has no dev outbox in production", async () => {
    const app = await buildApp(
      testConfig({
        WEB_DIST: "/nonexistent",
        NODE_ENV: "production",
        PAYMENT_SANDBOX_IN_PRODUCTION: true,
        PUBLIC_URL: "https://vadhuvar.example.org/",
        ...TRUST_ENV,
        ...http,
      }),
    );
    try {
      const res = await app.inject({ method: "GET", url: "/api/v1/dev/outbox" });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
