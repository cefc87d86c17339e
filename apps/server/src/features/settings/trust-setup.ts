/**
 * The trust's own details before first start. The shipped defaults (shared/settings.ts, shared/consent.ts)
 * are invented examples: an example.org address, a made-up Grievance Officer, a UPI id that belongs to no
 * one. Production cannot start while the legal pages, the contact page or a payment would show one of
 * them, and the admin settings cannot be reached before it starts: so these variables fill them in.
 */
import { DEFAULT_LEGAL_CONFIG, type GrievanceOfficer, LIMITS_GRIEVANCE_OFFICER } from "@vv/shared/consent";
import {
  DEFAULT_SITE_CONFIG,
  LIMITS_SETTINGS,
  PAYMENT_SETTING_RULES,
  type SiteConfig,
} from "@vv/shared/settings";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { LegalService } from "../legal/service";
import type { SettingsService } from "./service";

/** Written in a .env file as `NAME=` it means unset, like a missing line. */
const blankIsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const text = (max: number) => z.preprocess(blankIsUnset, z.string().trim().max(max).optional());
/** "none" clears a detail the trust does not have (no WhatsApp group, no UPI id, no payment number). */
const clearable = (rule: RegExp, example: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .refine((v) => v === "none" || rule.test(v), `expected e.g. ${example}, or none`)
      .optional(),
  );

export const trustEnvSchema = {
  TRUST_NAME: text(LIMITS_SETTINGS.upiPayeeName),
  TRUST_EMAIL: text(LIMITS_SETTINGS.email),
  TRUST_PHONE: text(LIMITS_SETTINGS.phone),
  TRUST_ADDRESS: text(LIMITS_SETTINGS.address),
  TRUST_WHATSAPP_LINK: clearable(/^https:\/\/\S{4,290}$/, "https://wa.me/919800000000"),
  TRUST_UPI_ID: clearable(PAYMENT_SETTING_RULES.upiId, "trustname@okhdfcbank"),
  TRUST_PAYMENT_PHONE: clearable(PAYMENT_SETTING_RULES.paymentPhone, "9800000000"),
  GRIEVANCE_OFFICER_NAME: text(LIMITS_GRIEVANCE_OFFICER.name),
  GRIEVANCE_OFFICER_DESIGNATION: text(LIMITS_GRIEVANCE_OFFICER.designation),
  GRIEVANCE_OFFICER_EMAIL: text(LIMITS_GRIEVANCE_OFFICER.email),
  GRIEVANCE_OFFICER_PHONE: text(LIMITS_GRIEVANCE_OFFICER.phone),
  GRIEVANCE_OFFICER_ADDRESS: text(LIMITS_GRIEVANCE_OFFICER.address),
};
export type TrustEnv = { [K in keyof typeof trustEnvSchema]?: string | undefined };

/** The site settings that are plain text (the rest are switches and numbers no variable sets). */
type SiteText = "email" | "address" | "phone" | "whatsappLink" | "upiId" | "upiPayeeName" | "paymentPhone";
type Field =
  | { env: keyof TrustEnv; site: SiteText; what: string }
  | { env: keyof TrustEnv; officer: keyof GrievanceOfficer; what: string };

/** Each detail, where it is stored, and how the refusal names it. */
export const TRUST_FIELDS: readonly Field[] = [
  { env: "TRUST_NAME", site: "upiPayeeName", what: "the trust's name (UPI payee name)" },
  { env: "TRUST_EMAIL", site: "email", what: "the contact e-mail" },
  { env: "TRUST_PHONE", site: "phone", what: "the contact phone" },
  { env: "TRUST_ADDRESS", site: "address", what: "the contact address" },
  { env: "TRUST_WHATSAPP_LINK", site: "whatsappLink", what: "the WhatsApp link" },
  { env: "TRUST_UPI_ID", site: "upiId", what: "the payment UPI id" },
  { env: "TRUST_PAYMENT_PHONE", site: "paymentPhone", what: "the payment phone number" },
  { env: "GRIEVANCE_OFFICER_NAME", officer: "name", what: "the Grievance Officer's name" },
  {
    env: "GRIEVANCE_OFFICER_DESIGNATION",
    officer: "designation",
    what: "the Grievance Officer's designation",
  },
  { env: "GRIEVANCE_OFFICER_EMAIL", officer: "email", what: "the Grievance Officer's e-mail" },
  { env: "GRIEVANCE_OFFICER_PHONE", officer: "phone", what: "the Grievance Officer's phone" },
  { env: "GRIEVANCE_OFFICER_ADDRESS", officer: "address", what: "the Grievance Officer's address" },
];

const shipped = (field: Field) =>
  "site" in field ? DEFAULT_SITE_CONFIG[field.site] : DEFAULT_LEGAL_CONFIG.grievanceOfficer[field.officer];

interface Services {
  settings: SettingsService;
  legal: Pick<LegalService, "config" | "replaceGrievanceOfficer">;
}

/**
 * Writes each variable that is set over a stored value that is still the shipped example. A value an
 * admin has since changed in the settings stays (the variables fill in a new installation; they do
 * not undo the committee's later edits), and the log says so.
 */
export async function applyTrustEnv(env: TrustEnv, services: Services, log: FastifyBaseLogger) {
  const site = await services.settings.get();
  const officer = (await services.legal.config()).grievanceOfficer;
  const sitePatch: Partial<Pick<SiteConfig, SiteText>> = {};
  const officerPatch: Partial<GrievanceOfficer> = {};
  for (const field of TRUST_FIELDS) {
    const raw = env[field.env];
    if (raw === undefined) continue;
    const wanted = raw === "none" ? "" : raw;
    const stored = "site" in field ? site[field.site] : officer[field.officer];
    if (stored === wanted) continue;
    if (stored !== shipped(field)) {
      log.warn(`${field.env} is not applied: ${field.what} was changed in the admin settings, which win.`);
    } else if ("site" in field) sitePatch[field.site] = wanted;
    else officerPatch[field.officer] = wanted;
  }
  const applied = [...Object.keys(sitePatch), ...Object.keys(officerPatch)];
  if (Object.keys(sitePatch).length) await services.settings.update(sitePatch);
  if (Object.keys(officerPatch).length)
    await services.legal.replaceGrievanceOfficer({ ...officer, ...officerPatch });
  if (applied.length) log.info({ applied }, "trust details set from the environment");
}

/** One line per detail that would still publish a shipped example (or an empty Grievance Officer). */
export async function shippedExampleProblems(services: Services): Promise<string[]> {
  const site = await services.settings.get();
  const officer = (await services.legal.config()).grievanceOfficer;
  const problems: string[] = [];
  for (const field of TRUST_FIELDS) {
    const stored = "site" in field ? site[field.site] : officer[field.officer];
    if (stored !== "" && stored === shipped(field))
      problems.push(`${field.env}: ${field.what} is still the shipped example "${stored}".`);
  }
  // The law asks for a named Grievance Officer one can write to.
  for (const key of ["name", "email"] as const) {
    const field = TRUST_FIELDS.find((f) => "officer" in f && f.officer === key) as Field;
    if (!officer[key].trim()) problems.push(`${field.env}: ${field.what} is empty.`);
  }
  return problems;
}
