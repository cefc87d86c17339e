import { z } from "zod";
import { DEFAULT_LINEAGE_SETTINGS, lineageSettingsInputSchema } from "./lineage";
import { DEFAULT_CONTACT_VISIBILITY, DEFAULT_PHOTO_VISIBILITY, visibilityChoiceSchema } from "./privacy";
import { LIMITS_SETTINGS, PAYMENT_SETTING_RULES, type SiteConfig } from "./settings";

/**
 * The admin Settings screen and PUT /admin/settings: the site settings with translated messages.
 * Its output is a complete SiteConfig.
 */
const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;
const req = "common:validation.required";
const text = (max: number) => z.string(req).trim().max(max, tooLong(max));
const required = (max: number) => text(max).min(1, req);
const link = z
  .string()
  .trim()
  .max(LIMITS_SETTINGS.link, tooLong(LIMITS_SETTINGS.link))
  .refine((v) => v === "" || /^https:\/\/[^\s]+$/.test(v), "site-admin:settings.validation.link");

export const settingsUpdateSchema = z.object({
  email: required(LIMITS_SETTINGS.email).regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "site-admin:settings.validation.email",
  ),
  address: required(LIMITS_SETTINGS.address),
  phone: required(LIMITS_SETTINGS.phone).regex(
    /^\+?[0-9 ()-]{6,20}$/,
    "site-admin:settings.validation.phone",
  ),
  whatsappLink: link,
  upiId: text(LIMITS_SETTINGS.upiId).refine(
    (v) => v === "" || PAYMENT_SETTING_RULES.upiId.test(v),
    "site-admin:settings.validation.upi",
  ),
  upiPayeeName: text(LIMITS_SETTINGS.upiPayeeName),
  paymentPhone: text(LIMITS_SETTINGS.phone).refine(
    (v) => v === "" || PAYMENT_SETTING_RULES.paymentPhone.test(v),
    "site-admin:settings.validation.phone",
  ),
  paymentEnabled: z.boolean(),
  feeAmount: z.coerce
    .number("common:validation.invalidNumber")
    .int("common:validation.invalidNumber")
    .min(PAYMENT_SETTING_RULES.feeMin, "site-admin:settings.validation.fee")
    .max(PAYMENT_SETTING_RULES.feeMax, "site-admin:settings.validation.fee"),
  newMembersVerified: z.boolean(),
  // Defaults of a new profile's privacy (shared/privacy.ts); omitted: the portal defaults.
  defaultContactVisibility: visibilityChoiceSchema.default(DEFAULT_CONTACT_VISIBILITY),
  defaultPhotoVisibility: visibilityChoiceSchema.default(DEFAULT_PHOTO_VISIBILITY),
  reportHideThreshold: z.coerce
    .number("common:validation.invalidNumber")
    .int("common:validation.invalidNumber")
    .min(1, "site-admin:settings.validation.reportHideThreshold")
    .max(50, "site-admin:settings.validation.reportHideThreshold"),
  socialLinks: z.object({ facebook: link, youtube: link, instagram: link }),
  lineage: lineageSettingsInputSchema.default(DEFAULT_LINEAGE_SETTINGS),
}) satisfies z.ZodType<SiteConfig, unknown>;
export type SettingsFormValues = z.input<typeof settingsUpdateSchema>;
