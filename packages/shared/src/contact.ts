/**
 * The contact form and the admin list
 * of messages ("Contact messages (admin)"). One schema per request and response, used by
 * the form and the routes alike; messages are translation keys.
 */
import { z } from "zod";

/** Every field required, with these maximum lengths. */
export const LIMITS_CONTACT = {
  firstName: 30,
  lastName: 30,
  mobileOrEmail: 25,
  subject: 200,
  message: 250,
} as const;

/** Messages per page in the admin list. */
export const CONTACT_PAGE_SIZE = 10;

/**
 * Sends per client IP in one window (defaults; CONTACT_IP_SENDS_PER_WINDOW overrides the count).
 * A family may write two or three times; a script writing hundreds is stopped.
 */
export const CONTACT_POLICY = {
  sendsPerIpPerWindow: 5,
  ipWindowSeconds: 60 * 60,
} as const;

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

const REQUIRED = "common:validation.required";
const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;
const CONTACT_INVALID = "contact:validation.contactInvalid";

const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A mobile or landline number: 7–13 digits, with spaces, dashes, brackets or a leading +. */
const PHONE = /^\+?[\d\s\-()]{7,20}$/;

/** True when the committee can reply to this: an e-mail address or a phone number. */
export function isReachable(value: string): boolean {
  const v = value.trim();
  if (EMAIL.test(v)) return true;
  if (!PHONE.test(v)) return false;
  const digits = v.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 13;
}

export const contactMessageBodySchema = z.object({
  firstName: required(LIMITS_CONTACT.firstName),
  lastName: required(LIMITS_CONTACT.lastName),
  mobileOrEmail: required(LIMITS_CONTACT.mobileOrEmail).refine(isReachable, CONTACT_INVALID),
  subject: required(LIMITS_CONTACT.subject),
  message: required(LIMITS_CONTACT.message),
  /** Honeypot: hidden from people; anything in it marks the sender as a bot. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  /**
   * Chosen by the form once per message, so a send retried after a dropped connection is stored
   * once, not twice.
   */
  requestId: z.uuid().optional(),
});
export type ContactMessageBody = z.output<typeof contactMessageBodySchema>;
export type ContactMessageInput = z.input<typeof contactMessageBodySchema>;

export const contactSentSchema = z.object({ message: z.string() });
export type ContactSent = z.infer<typeof contactSentSchema>;

export const CONTACT_FILTERS = ["all", "unread"] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

export const contactListQuerySchema = z.object({
  filter: z.enum(CONTACT_FILTERS).default("all").catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export const contactMessageViewSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileOrEmail: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  readBy: z.string().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactListResponseSchema = z.object({
  items: z.array(contactMessageViewSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const contactReadBodySchema = z.object({
  read: z.boolean({ error: "common:validation.invalid" }),
});
export type ContactReadBody = z.infer<typeof contactReadBodySchema>;

export const contactReadResponseSchema = z.object({
  message: z.string(),
  item: contactMessageViewSchema,
});
