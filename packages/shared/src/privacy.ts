import { z } from "zod";

/**
 * Who sees a profile's contact details (father's mobile, contact persons and their mobiles, current
 * and permanent address, call and WhatsApp buttons) and who sees its real photo. "accepted": only
 * families whose interest this profile accepted (or who accepted ours); "members": every approved
 * member who may browse the profile. Everyone else gets no contacts and a blurred photo.
 * The family, the associate who registered it and admins always see everything.
 */
export const VISIBILITY_CHOICES = ["accepted", "members"] as const;
export type VisibilityChoice = (typeof VISIBILITY_CHOICES)[number];
export const visibilityChoiceSchema = z.enum(VISIBILITY_CHOICES, "common:validation.invalidChoice");

/** Defaults for a new profile (the committee may change them in site settings). */
export const DEFAULT_CONTACT_VISIBILITY: VisibilityChoice = "accepted";
export const DEFAULT_PHOTO_VISIBILITY: VisibilityChoice = "members";

/** The two settings as the profile form, My Profile and the details answer carry them. */
export const profilePrivacySchema = z.object({
  contactVisibility: visibilityChoiceSchema,
  photoVisibility: visibilityChoiceSchema,
});
export type ProfilePrivacy = z.infer<typeof profilePrivacySchema>;

/** Why a viewer does not see contact details on a profile (the details page explains it). */
export const CONTACTS_WITHHELD = ["acceptedOnly", "dailyLimit"] as const;
export type ContactsWithheld = (typeof CONTACTS_WITHHELD)[number];

/** "Who saw our contact details": each time, newest first (the viewing member's name). */
export const contactViewSchema = z.object({
  viewerName: z.string(),
  viewedAt: z.string(),
  via: z.enum(["details", "pdf"]),
});
export const contactViewsResponseSchema = z.object({ items: z.array(contactViewSchema) });
export type ContactViewsResponse = z.infer<typeof contactViewsResponseSchema>;

/** The admin's user page: whose contact details this member was shown. */
export const contactViewsByUserSchema = z.object({
  items: z.array(
    z.object({
      profileId: z.number().int(),
      registrationNumber: z.number().int().nullable(),
      profileName: z.string(),
      viewedAt: z.string(),
      via: z.enum(["details", "pdf"]),
    }),
  ),
});
export type ContactViewsByUser = z.infer<typeof contactViewsByUserSchema>;
