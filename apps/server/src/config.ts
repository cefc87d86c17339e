import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { NOTIFICATION_TYPES } from "@vv/shared/notifications";
import { z } from "zod";
import { pushConfigProblems, pushEnvSchema } from "./features/push/config";
import { trustEnvSchema } from "./features/settings/trust-setup";

/** "40/60": 40 attempts per 60 minutes, the form of every per-member limit setting. */
const perMinutes = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(v);
      const max = Number(match?.[1]);
      const windowMinutes = Number(match?.[2]);
      if (!match || max < 1 || windowMinutes < 1 || windowMinutes > 10_080) {
        ctx.addIssue({ code: "custom", message: 'expected "COUNT/MINUTES", e.g. "40/60"' });
        return z.NEVER;
      }
      return { max, windowMinutes };
    });

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads. README's configuration table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_PATH: z
    .string()
    .default("/")
    .transform((p) => `/${p.replace(/^\/+|\/+$/g, "")}/`.replace("//", "/")),
  DATABASE_URL: z.string().default("sqlite:./data/portal.db"),
  /** SQLite file: worker threads that run the list's and Matches' reads off the event loop (0: none). */
  SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  /** List and Matches answers computed at once; more wait their turn (platform/heavy-work-gate.ts). */
  HEAVY_ANSWERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(4),
  STORAGE_URL: z.string().default("file:./data/uploads"),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the URL path rather than the host name; defaults to true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key this deployment writes (tests isolate themselves with it). */
  REDIS_KEY_PREFIX: z.string().default("vv:"),
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  SMS_HTTP_URL: z.string().optional(),
  SMS_HTTP_KEY: z.string().optional(),
  SMS_SENDER: z.string().optional(),
  SMS_DLT_TEMPLATE_ID: z.string().optional(),
  /** Notifications by SMS: "type=DLT template id" pairs, comma separated (a type without one is not sent by SMS). */
  SMS_NOTIFY_TEMPLATES: z.string().default(""),
  /** WhatsApp Business Cloud API: off, console (log + dev outbox; the default outside production) or cloud. */
  WHATSAPP_PROVIDER: z.enum(["off", "console", "cloud"]).optional(),
  WHATSAPP_API_URL: z.string().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  /** "type=approved template name" pairs, comma separated (a type without one is not sent by WhatsApp). */
  WHATSAPP_TEMPLATES: z.string().default(""),
  /** Language of notification SMS texts and WhatsApp templates. */
  NOTIFY_LANGUAGE: z.enum(["en", "mr"]).default("mr"),
  /** Seconds between runs of the SMS/WhatsApp delivery job (0: off), and tries before a send counts as failed. */
  NOTIFY_DELIVERY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Web Push: VAPID keys and subject, the push services the portal posts to (features/push/config.ts). */
  ...pushEnvSchema,
  PAYMENT_PROVIDER: z.enum(["sandbox", "phonepe"]).default("sandbox"),
  /** Production with the sandbox provider: says knowingly that no gateway payment starts (UPI / transfer only). */
  PAYMENT_SANDBOX_IN_PRODUCTION: booleanFromEnv,
  PHONEPE_MERCHANT_ID: z.string().optional(),
  PHONEPE_SALT_KEY: z.string().optional(),
  PHONEPE_SALT_INDEX: z.coerce.number().int().min(1).max(99).optional(),
  /** UAT by default; production is https://api.phonepe.com/apis/hermes. */
  PHONEPE_API_URL: z.string().default("https://api-preprod.phonepe.com/apis/pg-sandbox"),
  /** Seconds between checks of pending gateway payments with the provider's status API (0: off). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Minutes between sweeps of photos nothing uses (0: off), and how long such a photo is kept. */
  PHOTO_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  MATCH_NOTICE_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  SAVED_SEARCH_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  PHOTO_UNUSED_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Data rights: cooling-off before an account is erased, retention of admin-deleted profiles. */
  ERASURE_COOLING_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  PROFILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  ERASURE_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  /** Minutes between runs of the yearly rules reminder (IT Rules 3(1)(c); each member once a year). */
  RULES_REMINDER_MINUTES: z.coerce.number().int().min(0).max(1_440).default(360),
  /** A living directory: days from a confirmation to the next "still looking?", days to answer it. */
  FRESHNESS_ASK_DAYS: z.coerce.number().int().min(7).max(730).default(90),
  FRESHNESS_ANSWER_DAYS: z.coerce.number().int().min(2).max(180).default(30),
  /** Minutes between runs of the freshness cycle (ask, remind, pause, end family pauses; 0: never). */
  FRESHNESS_JOB_MINUTES: z.coerce.number().int().min(0).max(1_440).default(360),
  MELAVA_REMINDER_MINUTES: z.coerce.number().int().min(0).max(1_440).default(30),
  /** Minutes between runs of the identity document sweep (bytes deleted 30 days after the decision). */
  ID_DOCUMENT_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  /** Minutes between scans for possible duplicate profiles (same photo, mobile, name and birth date). */
  DUPLICATE_SCAN_MINUTES: z.coerce.number().int().min(0).max(10_080).default(1_440),
  SESSION_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().optional(),
  SUPER_ADMIN_MOBILE: z.string().optional(),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, "../../web/dist")),
  /**
   * Demo mode: demo accounts and data, the OTP outbox at /api/v1/dev/outbox and a banner on every page.
   * Only with this explicit flag (`npm start` sets it), only on a loopback HOST, never in production.
   */
  DEMO: booleanFromEnv,
  /** Seed the demo data on every start, not only the first (demo mode only). */
  SEED_DEMO: booleanFromEnv,
  ...trustEnvSchema,
  /** Per-IP OTP caps per 15 minutes (defaults in OTP_POLICY); raised only for load and e2e runs. */
  OTP_IP_SENDS_PER_WINDOW: z.coerce.number().int().min(1).optional(),
  OTP_IP_VERIFIES_PER_WINDOW: z.coerce.number().int().min(1).optional(),
  /** Contact-form messages per IP per hour (default in CONTACT_POLICY). */
  CONTACT_IP_SENDS_PER_WINDOW: z.coerce.number().int().min(1).optional(),
  /** Per-member limits, "COUNT/MINUTES" (see platform/member-limit.ts and the README table). */
  LIMIT_PHOTO_UPLOADS: perMinutes("40/60"),
  LIMIT_PDF_DOWNLOADS: perMinutes("60/60"),
  LIMIT_RESUME_UPLOADS: perMinutes("20/60"),
  LIMIT_JOB_APPLICATIONS: perMinutes("50/1440"),
  /** Other families' contact details shown (details page, first time a day per profile) and their PDFs. */
  LIMIT_CONTACT_VIEWS: perMinutes("30/1440"),
  /** Interests sent. */
  LIMIT_INTERESTS: perMinutes("20/1440"),
  /** Days a pending interest waits for an answer, and days after a decline before the same pair may try again. */
  INTEREST_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  INTEREST_RESEND_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** Proxy hops in front of the app whose X-Forwarded-For may be believed (0: none, the client IP is the peer). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Where scheduled backups and `npm run backup` write their archives. */
  BACKUP_DIR: z.string().default("./data/backups"),
  /** Hours between scheduled backups made by the running portal (0: none). */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .default(24),
  /** How many archives BACKUP_DIR keeps (older ones are deleted after a successful backup). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Bearer token that GET /metrics requires; without it /metrics is off. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  assertUsableConfig(parsed.data);
  return parsed.data;
}

/** "type=value,type=value" (SMS_NOTIFY_TEMPLATES, WHATSAPP_TEMPLATES) as a map; blanks ignored. */
export function templateMap(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split(",")) {
    const [type, value] = pair.split("=").map((p) => p.trim());
    if (type && value) out[type] = value;
  }
  return out;
}

/** The WhatsApp adapter in use: as configured, else console outside production and off in it. */
export function whatsappProvider(config: Pick<Config, "WHATSAPP_PROVIDER" | "NODE_ENV">) {
  return config.WHATSAPP_PROVIDER ?? (config.NODE_ENV === "production" ? "off" : "console");
}

/** True for an address only this machine can reach: 127.0.0.0/8, ::1 (also IPv4-mapped) or localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/** True when several app servers may share this portal's data (PostgreSQL or Redis). */
export function isScaleOut(config: Pick<Config, "DATABASE_URL" | "REDIS_URL">): boolean {
  return /^postgres(ql)?:\/\//.test(config.DATABASE_URL) || Boolean(config.REDIS_URL);
}

/**
 * Refuses settings that would run but be unsafe or broken, naming each one. In production: the console
 * SMS adapter (it prints OTPs to the log), the sandbox payment provider unless PAYMENT_SANDBOX_IN_PRODUCTION
 * says so knowingly, a missing or http:// PUBLIC_URL, and the generated secret when several app servers
 * may run (PostgreSQL or Redis), demo mode. Always: an HTTP SMS gateway or PhonePe without their
 * settings, demo mode or the console SMS adapter on an address others can reach, SEED_DEMO without demo mode. (The shipped example
 * trust details live in the database too: buildApp refuses those, settings/trust-setup.ts.)
 * buildApp calls it too, so no way of starting the server skips it.
 */
export function assertUsableConfig(config: Config): void {
  const problems: string[] = [];
  const production = config.NODE_ENV === "production";
  if (production && config.SMS_PROVIDER === "console") {
    problems.push(
      "SMS_PROVIDER=console writes one-time passwords to the log and is refused when NODE_ENV=production. " +
        "Set SMS_PROVIDER=http with SMS_HTTP_URL, SMS_HTTP_KEY, SMS_SENDER and SMS_DLT_TEMPLATE_ID.",
    );
  }
  // Without NODE_ENV a server still binds every address by default: the console adapter would then
  // "send" each one-time password to the log of a portal others can reach, and nobody gets an SMS.
  if (!production && config.SMS_PROVIDER === "console" && !isLoopbackHost(config.HOST)) {
    problems.push(
      `SMS_PROVIDER=console writes one-time passwords to the log and is refused on HOST=${config.HOST}: ` +
        "it works only on a loopback address (127.0.0.1, ::1 or localhost). Set SMS_PROVIDER=http to serve others.",
    );
  }
  if (config.SMS_PROVIDER === "http") {
    const missing = (["SMS_HTTP_URL", "SMS_HTTP_KEY", "SMS_SENDER", "SMS_DLT_TEMPLATE_ID"] as const).filter(
      (name) => !config[name],
    );
    if (missing.length) problems.push(`SMS_PROVIDER=http needs ${missing.join(", ")}.`);
    if (config.SMS_HTTP_URL && !/^https?:\/\//.test(config.SMS_HTTP_URL)) {
      problems.push("SMS_HTTP_URL must be an http:// or https:// address.");
    }
  }
  if (config.PAYMENT_PROVIDER === "phonepe") {
    const missing = (
      ["PHONEPE_MERCHANT_ID", "PHONEPE_SALT_KEY", "PHONEPE_SALT_INDEX", "PUBLIC_URL"] as const
    ).filter((name) => !config[name]);
    if (missing.length) problems.push(`PAYMENT_PROVIDER=phonepe needs ${missing.join(", ")}.`);
    if (!/^https?:\/\//.test(config.PHONEPE_API_URL))
      problems.push("PHONEPE_API_URL must be an http(s) address.");
  }
  if (production && config.WHATSAPP_PROVIDER === "console") {
    problems.push("WHATSAPP_PROVIDER=console only logs messages; in production set cloud (or off).");
  }
  if (config.WHATSAPP_PROVIDER === "cloud") {
    const missing = (["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TOKEN"] as const).filter((k) => !config[k]);
    if (missing.length) problems.push(`WHATSAPP_PROVIDER=cloud needs ${missing.join(", ")}.`);
  }
  for (const name of ["SMS_NOTIFY_TEMPLATES", "WHATSAPP_TEMPLATES"] as const) {
    const bad = Object.keys(templateMap(config[name])).filter(
      (t) => !(NOTIFICATION_TYPES as string[]).includes(t),
    );
    if (bad.length) problems.push(`${name} names unknown notification types: ${bad.join(", ")}.`);
  }
  if (production && config.PAYMENT_PROVIDER === "sandbox" && !config.PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      "PAYMENT_PROVIDER=sandbox starts no gateway payment in production. Set PAYMENT_PROVIDER=phonepe, " +
        "or PAYMENT_SANDBOX_IN_PRODUCTION=true if members pay only by UPI or transfer that admins confirm.",
    );
  }
  if (config.PUBLIC_URL !== undefined && !/^https?:\/\/[^/\s]+/.test(config.PUBLIC_URL)) {
    problems.push("PUBLIC_URL must be the site's address, e.g. https://vadhuvar.example.org.");
  } else if (production && !config.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL (https://…) must be set in production: payment callbacks and share links use it, and an https:// address marks the session cookie Secure, also behind a TLS proxy.",
    );
  } else if (production && config.PUBLIC_URL?.startsWith("http://")) {
    problems.push(
      "PUBLIC_URL must start with https:// in production: session cookies and payment callbacks need TLS.",
    );
  }
  if (production && isScaleOut(config) && !config.SESSION_SECRET) {
    problems.push(
      "SESSION_SECRET (at least 16 characters) must be set in production with PostgreSQL or Redis, so every app server checks OTPs with the same secret.",
    );
  }
  if (config.DEMO && production) {
    problems.push(
      "DEMO=true (demo accounts, one-time passwords at /api/v1/dev/outbox) is refused when NODE_ENV=production.",
    );
  }
  if (config.DEMO && !isLoopbackHost(config.HOST)) {
    problems.push(
      `DEMO=true serves every one-time password to whoever asks and is refused on HOST=${config.HOST}: ` +
        "demo mode listens only on a loopback address (127.0.0.1, ::1 or localhost). Leave DEMO unset to serve others.",
    );
  }
  if (config.SEED_DEMO && !config.DEMO) {
    problems.push("SEED_DEMO=true adds the demo accounts (a super admin among them) and needs DEMO=true.");
  }
  problems.push(...pushConfigProblems(config));
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

/** Config for tests: in-memory SQLite, silent logs, no web bundle required, uploads under the OS temp dir. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1" }),
    DATABASE_URL: "sqlite::memory:",
    PAYMENT_RECONCILE_SECONDS: 0,
    PHOTO_SWEEP_MINUTES: 0,
    NOTIFY_DELIVERY_SECONDS: 0,
    MATCH_NOTICE_MINUTES: 0,
    SAVED_SEARCH_MINUTES: 0,
    ERASURE_SWEEP_MINUTES: 0,
    RULES_REMINDER_MINUTES: 0,
    FRESHNESS_JOB_MINUTES: 0,
    MELAVA_REMINDER_MINUTES: 0,
    ID_DOCUMENT_SWEEP_MINUTES: 0,
    DUPLICATE_SCAN_MINUTES: 0,
    BACKUP_INTERVAL_HOURS: 0,
    STORAGE_URL: `file:${join(tmpdir(), `vv-test-uploads-${process.pid}`)}`,
    ...overrides,
  };
}
