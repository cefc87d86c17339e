import { z } from "zod";
import { DEFAULT_LINEAGE_SETTINGS, lineageSettingsSchema } from "./lineage";
import { DEFAULT_CONTACT_VISIBILITY, DEFAULT_PHOTO_VISIBILITY, VISIBILITY_CHOICES } from "./privacy";

/** Site settings that the agreed data/configs.json held; stored in the settings table. */
export const LIMITS_SETTINGS = {
  email: 120,
  address: 300,
  phone: 20,
  link: 300,
  upiId: 80,
  upiPayeeName: 60,
} as const;

/** Rules both screens that edit payment settings share (Site settings and the payments card). */
export const PAYMENT_SETTING_RULES = {
  upiId: /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z0-9.-]{2,32}$/,
  /** A 10-digit mobile number members can send money to. */
  paymentPhone: /^\d{10}$/,
  feeMin: 1,
  feeMax: 100_000,
} as const;

export const siteConfigSchema = z.object({
  email: z.string().max(LIMITS_SETTINGS.email),
  address: z.string().max(LIMITS_SETTINGS.address),
  phone: z.string().max(LIMITS_SETTINGS.phone),
  whatsappLink: z.string().max(LIMITS_SETTINGS.link),
  upiId: z.string().max(LIMITS_SETTINGS.upiId),
  /** Name shown in the payer's UPI app (pn=). */
  upiPayeeName: z.string().max(LIMITS_SETTINGS.upiPayeeName),
  /** Ten-digit number for phone transfers (PhonePe, GPay, Paytm to a number) and payment WhatsApps. */
  paymentPhone: z.string().max(LIMITS_SETTINGS.phone),
  paymentEnabled: z.boolean(),
  feeAmount: z.number().int().min(0).max(PAYMENT_SETTING_RULES.feeMax),
  newMembersVerified: z.boolean(),
  /** Defaults of a new profile's two privacy settings (shared/privacy.ts); each family may change them. */
  defaultContactVisibility: z.enum(VISIBILITY_CHOICES),
  defaultPhotoVisibility: z.enum(VISIBILITY_CHOICES),
  /** Open reports from this many different members hide a profile from lists until an admin decides. */
  reportHideThreshold: z.number().int().min(1).max(50),
  socialLinks: z.object({
    facebook: z.string().max(LIMITS_SETTINGS.link),
    youtube: z.string().max(LIMITS_SETTINGS.link),
    instagram: z.string().max(LIMITS_SETTINGS.link),
  }),
  /** The community's gotras, devaks and kuldaivats the form offers, and whether a shared one rules a match out. */
  lineage: lineageSettingsSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /config: the site settings, and whether this server runs the loopback-only demo (a banner says so). */
export const publicConfigSchema = siteConfigSchema.extend({ demo: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  email: "vadhuvar.samiti@example.org",
  address: "Samaj Bhavan, Shivaji Nagar, Pune, Maharashtra 411005",
  phone: "+91 20 2553 0000",
  whatsappLink: "https://wa.me/912025530000",
  upiId: "vadhuvar.trust@upi",
  upiPayeeName: "Vadhu-Var Samiti Trust",
  paymentPhone: "9000000000",
  paymentEnabled: false,
  feeAmount: 500,
  newMembersVerified: false,
  defaultContactVisibility: DEFAULT_CONTACT_VISIBILITY,
  defaultPhotoVisibility: DEFAULT_PHOTO_VISIBILITY,
  reportHideThreshold: 3,
  socialLinks: { facebook: "", youtube: "", instagram: "" },
  lineage: DEFAULT_LINEAGE_SETTINGS,
};
