/**
 * Prometheus metrics (prom-client), one registry per app: HTTP requests per route (count and
 * duration), OTP and message sends, background job runs, and gauges read at scrape time (payments by
 * status, age of the last good backup). GET {BASE_PATH}metrics serves them to a bearer token.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface MetricsSources {
  paymentsByStatus(): Promise<{ status: string; n: number }[]>;
  backupAgeSeconds(): Promise<number | null>;
}

export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: "vv_" });
  let sources: MetricsSources | null = null;
  const requests = new Counter({
    name: "vv_http_requests_total",
    help: "HTTP requests answered, by method, route template and status code",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "vv_http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method and route template",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: "vv_otp_sends_total",
    help: "One-time passwords handed to the SMS provider, by result (sent, failed)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const messages = new Counter({
    name: "vv_messages_total",
    help: "SMS and WhatsApp messages sent, by channel, provider and result (sent, failed)",
    labelNames: ["channel", "provider", "result"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "vv_job_runs_total",
    help: "Background job runs on this app server, by job and result (ok, failed)",
    labelNames: ["job", "result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "vv_payments",
    help: "Payments in the ledger, by status",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await sources?.paymentsByStatus()) ?? []) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "vv_backup_age_seconds",
    help: "Seconds since the last good backup (-1 when there is none)",
    registers: [registry],
    async collect() {
      const age = sources ? await sources.backupAgeSeconds() : null;
      this.set(age ?? -1);
    },
  });
  return {
    registry,
    setSources(s: MetricsSources) {
      sources = s;
    },
    request(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    otpSend(result: "sent" | "failed") {
      otpSends.inc({ result });
    },
    message(channel: "sms" | "whatsapp", provider: string, result: "sent" | "failed") {
      messages.inc({ channel, provider, result });
    },
    jobRun(job: string, result: "ok" | "failed") {
      jobRuns.inc({ job, result });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Counts every answered request by its route template (never the raw URL: no ids, no numbers). */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
  basePath: string,
) {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  app.get(`${basePath}metrics`, { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    reply.header("cache-control", "no-store");
    if (!tokenMatches(given, token)) {
      return reply.status(401).header("www-authenticate", "Bearer").type("text/plain").send("unauthorized\n");
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
