/**
 * वधू-वर परिचय मेळावा: the community's introduction meet. The committee creates an event, families
 * register approved profiles for it (with their choices for the printed booklet), and each
 * registration gets an event number in a series per gender and an entry pass.
 */
import { z } from "zod";
import { whenValid } from "./cross-field";
import { rowId } from "./ids";
import { toMarathiDigits } from "./reference/digits";

export const MELAVA_STATUSES = ["draft", "published", "closed", "archived"] as const;
export type MelavaStatus = (typeof MELAVA_STATUSES)[number];
export const MELAVA_ACTIONS = ["publish", "close", "archive"] as const;
export type MelavaAction = (typeof MELAVA_ACTIONS)[number];
/** Which statuses each action leaves from, and where it leads. */
export const MELAVA_TRANSITIONS: Record<MelavaAction, { from: readonly MelavaStatus[]; to: MelavaStatus }> = {
  publish: { from: ["draft", "closed"], to: "published" },
  close: { from: ["published"], to: "closed" },
  archive: { from: ["published", "closed"], to: "archived" },
};

export const BOOKLET_PAGE_SIZES = ["A4", "A5"] as const;
export const BOOKLET_PER_PAGE = [2, 4, 6] as const;
export const BOOKLET_LANGUAGES = ["mr", "en"] as const;

export const MELAVA_LIMITS = {
  slug: 60,
  name: 120,
  venue: 160,
  address: 400,
  mapUrl: 500,
  text: 1000,
  feeRupees: 100_000,
  capacity: 5000,
} as const;

const req = "common:validation.required";
const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;
const text = (max: number) => z.string(req).trim().min(1, req).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).default("");
/** An instant with its offset ("2026-01-18T10:00:00+05:30" or "…Z"). */
const instant = z.iso.datetime({ offset: true, error: req });
const capacity = z.coerce
  .number()
  .int("melava:validation.capacity")
  .min(1, "melava:validation.capacity")
  .max(MELAVA_LIMITS.capacity, "melava:validation.capacity")
  .nullable()
  .default(null);

export const MELAVA_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths beside /melava/{slug} that an event's slug may not take. */
const RESERVED_SLUGS = ["next", "registrations", "admin"];

export const melavaInputSchema = z
  .object({
    slug: z
      .string(req)
      .trim()
      .min(3, "melava:validation.slug")
      .max(MELAVA_LIMITS.slug, tooLong(MELAVA_LIMITS.slug))
      .regex(MELAVA_SLUG, "melava:validation.slug")
      .refine((v) => !RESERVED_SLUGS.includes(v), "melava:validation.slugReserved"),
    nameEn: text(MELAVA_LIMITS.name),
    nameMr: text(MELAVA_LIMITS.name),
    venueEn: text(MELAVA_LIMITS.venue),
    venueMr: text(MELAVA_LIMITS.venue),
    address: text(MELAVA_LIMITS.address),
    mapUrl: z
      .string()
      .trim()
      .max(MELAVA_LIMITS.mapUrl, tooLong(MELAVA_LIMITS.mapUrl))
      .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), "melava:validation.mapUrl")
      .default(""),
    registrationOpensAt: instant,
    registrationClosesAt: instant,
    startsAt: instant,
    feeRupees: z.coerce
      .number()
      .int("melava:validation.fee")
      .min(0, "melava:validation.fee")
      .max(MELAVA_LIMITS.feeRupees, "melava:validation.fee"),
    /** Families may pay by UPI and the committee confirms it (besides the gateway). */
    upiAllowed: z.boolean().default(false),
    capacityBrides: capacity,
    capacityGrooms: capacity,
    bookletPageSize: z.enum(BOOKLET_PAGE_SIZES).default("A4"),
    bookletPerPage: z.union([z.literal(2), z.literal(4), z.literal(6)]).default(4),
    bookletLanguage: z.enum(BOOKLET_LANGUAGES).default("mr"),
    bringEn: optionalText(MELAVA_LIMITS.text),
    bringMr: optionalText(MELAVA_LIMITS.text),
    refundEn: optionalText(MELAVA_LIMITS.text),
    refundMr: optionalText(MELAVA_LIMITS.text),
  })
  .superRefine(
    (v, ctx) => {
      const opens = Date.parse(v.registrationOpensAt);
      const closes = Date.parse(v.registrationClosesAt);
      if (closes <= opens)
        ctx.addIssue({
          code: "custom",
          path: ["registrationClosesAt"],
          message: "melava:validation.closesAfterOpens",
        });
      else if (closes > Date.parse(v.startsAt))
        ctx.addIssue({
          code: "custom",
          path: ["registrationClosesAt"],
          message: "melava:validation.closesBeforeStart",
        });
    },
    whenValid("startsAt", "registrationOpensAt", "registrationClosesAt"),
  );
export type MelavaInput = z.output<typeof melavaInputSchema>;
export type MelavaFormValues = z.input<typeof melavaInputSchema>;

export const melavaActionSchema = z.object({ action: z.enum(MELAVA_ACTIONS) });
export const melavaSlugParams = z.object({ slug: z.string().max(MELAVA_LIMITS.slug) });

const seatsSchema = z.object({
  brides: z.number().int(),
  grooms: z.number().int(),
});

/** What visitors see of an event. */
export const melavaPublicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameEn: z.string(),
  nameMr: z.string(),
  startsAt: z.string(),
  venueEn: z.string(),
  venueMr: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  feeRupees: z.number().int(),
  upiAllowed: z.boolean(),
  capacityBrides: z.number().int().nullable(),
  capacityGrooms: z.number().int().nullable(),
  bringEn: z.string(),
  bringMr: z.string(),
  refundEn: z.string(),
  refundMr: z.string(),
  status: z.enum(MELAVA_STATUSES),
  /** published, inside the registration window */
  registrationOpen: z.boolean(),
  /** seats taken (registered or awaiting payment) per gender */
  taken: seatsSchema,
});
export type MelavaPublic = z.infer<typeof melavaPublicSchema>;

/** The committee's view: the public one plus the booklet settings and who last changed it. */
export const melavaAdminSchema = melavaPublicSchema.extend({
  bookletPageSize: z.enum(BOOKLET_PAGE_SIZES),
  bookletPerPage: z.number().int(),
  bookletLanguage: z.enum(BOOKLET_LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MelavaAdmin = z.infer<typeof melavaAdminSchema>;

export const melavaListSchema = z.object({
  upcoming: z.array(melavaPublicSchema),
  past: z.array(melavaPublicSchema),
});
export type MelavaList = z.infer<typeof melavaListSchema>;
export const melavaNextSchema = z.object({ event: melavaPublicSchema.nullable() });
export const melavaAdminListSchema = z.object({ items: z.array(melavaAdminSchema) });
export const melavaSavedSchema = z.object({ id: z.number().int(), slug: z.string(), message: z.string() });

// ---- registrations ----

export const MELAVA_REGISTRATION_STATUSES = [
  "awaiting_payment",
  "registered",
  "waiting",
  "cancelled",
] as const;
export type MelavaRegistrationStatus = (typeof MELAVA_REGISTRATION_STATUSES)[number];

export const melavaRegisterSchema = z.object({
  profileId: rowId,
  /** The printed booklet shows the profile's photo. */
  showPhoto: z.boolean(),
  /** The printed booklet shows a contact number: off unless the family ticks it. */
  showContact: z.boolean().default(false),
  /** When the places for this gender are taken: join the waiting list (otherwise nothing changes). */
  joinWaitingList: z.boolean().default(false),
});
export type MelavaRegisterInput = z.infer<typeof melavaRegisterSchema>;

export const melavaRegistrationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventSlug: z.string(),
  profileId: z.number().int(),
  profileName: z.string(),
  registrationNumber: z.number().int().nullable(),
  gender: z.number().int(),
  status: z.enum(MELAVA_REGISTRATION_STATUSES),
  /** In its gender's series once registered; null while waiting or awaiting payment. */
  eventNumber: z.number().int().nullable(),
  /** Place on the waiting list (1 = next), or null. */
  waitingPosition: z.number().int().nullable(),
  showPhoto: z.boolean(),
  showContact: z.boolean(),
  feeRupees: z.number().int(),
  paid: z.boolean(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Cancelling is allowed (before the registration closes). */
  canCancel: z.boolean(),
  canPay: z.boolean(),
});
export type MelavaRegistration = z.infer<typeof melavaRegistrationSchema>;

/** A family's page for one event: its registrations and the profiles it may still register. */
export const melavaMineSchema = z.object({
  registrations: z.array(melavaRegistrationSchema),
  eligible: z.array(
    z.object({
      profileId: z.number().int(),
      name: z.string(),
      registrationNumber: z.number().int().nullable(),
      gender: z.number().int(),
    }),
  ),
});
export type MelavaMine = z.infer<typeof melavaMineSchema>;

export const melavaRegisterResponseSchema = z.object({
  registration: melavaRegistrationSchema,
  message: z.string(),
});

/** The entry pass: the registration, its event and the QR code the desk scans. */
export const melavaPassSchema = z.object({
  registration: melavaRegistrationSchema,
  event: melavaPublicSchema,
  /** The signed text inside the QR code. */
  token: z.string(),
  qrDataUrl: z.string(),
});
export type MelavaPass = z.infer<typeof melavaPassSchema>;

export const melavaPayResponseSchema = z.object({ redirectUrl: z.string(), transactionId: z.string() });
export const melavaUpiClaimSchema = z.object({
  reference: z
    .string(req)
    .trim()
    .min(6, "melava:validation.reference")
    .max(40, tooLong(40))
    .regex(/^[A-Za-z0-9-]+$/, "melava:validation.reference"),
});

/** Brides' and grooms' series: वधू ००१ / वर ००१, Bride 001 / Groom 001. */
export function eventNumberLabel(gender: number, number: number, lang: string): string {
  const padded = String(number).padStart(3, "0");
  const marathi = lang.startsWith("mr");
  const series = gender === 2 ? (marathi ? "वधू" : "Bride") : marathi ? "वर" : "Groom";
  return `${series} ${marathi ? toMarathiDigits(padded) : padded}`;
}

/** The event's name in the reader's language. */
export const melavaName = (e: { nameEn: string; nameMr: string }, lang: string) =>
  lang.startsWith("mr") ? e.nameMr : e.nameEn;

// ---- the printed booklet ----

export const melavaBookletStatusSchema = z.object({
  /** The newest build, or null before the first. */
  id: z.number().int().nullable(),
  status: z.enum(["none", "running", "done", "failed"]),
  /** Entries drawn so far, of all. */
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  /** The newest finished booklet, downloadable while a new one is built. */
  ready: z.object({ id: z.number().int(), bytes: z.number().int(), finishedAt: z.string() }).nullable(),
});
export type MelavaBookletStatus = z.infer<typeof melavaBookletStatusSchema>;

// ---- the desk at the hall ----

export const melavaDeskRowSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  profileName: z.string(),
  registrationNumber: z.number().int().nullable(),
  gender: z.number().int(),
  status: z.enum(MELAVA_REGISTRATION_STATUSES),
  eventNumber: z.number().int().nullable(),
  feeRupees: z.number().int(),
  paid: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type MelavaDeskRow = z.infer<typeof melavaDeskRowSchema>;

/** The event's registrations (not cancelled) for the desk, kept on the device; filters run there. */
export const melavaDeskSchema = z.object({
  eventId: z.number().int(),
  counts: z.object({
    registered: z.number().int(),
    brides: z.number().int(),
    grooms: z.number().int(),
    checkedIn: z.number().int(),
    paid: z.number().int(),
    waiting: z.number().int(),
  }),
  items: z.array(melavaDeskRowSchema),
});
export type MelavaDesk = z.infer<typeof melavaDeskSchema>;

/** A check-in: the pass's QR text, or the number typed at the desk (series and number). */
export const melavaCheckInSchema = z
  .object({
    token: z.string().trim().max(80).optional(),
    gender: z.union([z.literal(1), z.literal(2)]).optional(),
    eventNumber: z.coerce.number().int().min(1).max(99_999).optional(),
    /** Which desk device checked in (a random id the device keeps), for "already, at that desk". */
    deviceId: z.string().trim().min(1).max(64),
    /** When the desk saw the pass: a check-in queued offline keeps its own time. */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((v) => Boolean(v.token) || (v.gender !== undefined && v.eventNumber !== undefined), {
    message: "melava:validation.checkInWhat",
    path: ["token"],
  });
export type MelavaCheckInInput = z.infer<typeof melavaCheckInSchema>;

export const melavaCheckInResponseSchema = z.object({
  outcome: z.enum(["checked_in", "already"]),
  registration: melavaDeskRowSchema,
  message: z.string(),
});
export type MelavaCheckInResponse = z.infer<typeof melavaCheckInResponseSchema>;

/** The stage: who is on now (large photo only where the family consented), and the order. */
export const melavaStageEntrySchema = z.object({
  registrationId: z.number().int(),
  gender: z.number().int(),
  eventNumber: z.number().int(),
  name: z.string(),
  education: z.string(),
  district: z.string(),
  /** /media/photos/{id}/full.jpg path, only with the family's consent to show the photo. */
  photo: z.string().nullable(),
});
export const melavaStageSchema = z.object({
  eventId: z.number().int(),
  language: z.enum(BOOKLET_LANGUAGES),
  current: melavaStageEntrySchema.nullable(),
  next: melavaStageEntrySchema.nullable(),
  position: z.number().int(),
  total: z.number().int(),
});
export type MelavaStage = z.infer<typeof melavaStageSchema>;
export const melavaStageMoveSchema = z.object({ move: z.enum(["next", "previous", "first"]) });
