import { z } from "zod";
import { rowId } from "./ids";
import { LIMITS_SETTINGS, PAYMENT_SETTING_RULES } from "./settings";

/** The one payment type this portal takes, the profile registration fee. */
export const PAYMENT_TYPE = "VADHU_VAR_REG" as const;

/** One ledger row per attempt; only INITIATED and PENDING may still change. */
export const PAYMENT_STATUSES = ["INITIATED", "PENDING", "SUCCESS", "FAILED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ["INITIATED", "PENDING"];

/**
 * Gateways (sandbox, phonepe), the manual UPI / phone transfer the committee confirms, and what the
 * melava desk takes at the hall (cash, or UPI seen arriving there).
 */
export const PAYMENT_PROVIDERS = ["sandbox", "phonepe", "upi", "cash", "upi_desk"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** payment_status words the pages read. */
export const PAYMENT_RESULT = {
  INITIATED: "PAYMENT_INITIATED",
  PENDING: "PAYMENT_PENDING",
  SUCCESS: "PAYMENT_SUCCESS",
  FAILED: "PAYMENT_FAILED",
} as const satisfies Record<PaymentStatus, string>;
export type PaymentResult = (typeof PAYMENT_RESULT)[PaymentStatus];

export const LIMITS_PAYMENT = {
  /** UPI transaction reference / UTR: 12 digits for UPI, bank references run longer. */
  referenceMin: 6,
  referenceMax: 35,
  remark: 500,
  q: 60,
  /** Transaction ids: PhonePe accepts fewer than 38 characters, letters and digits. */
  transactionId: 37,
} as const;

const tooLong = (max: number) => `common:validation.tooLong|${JSON.stringify({ max })}`;

const referenceField = z
  .string("payments:validation.referenceRequired")
  .trim()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, "payments:validation.referenceRequired")
      .regex(/^[A-Z0-9]*$/, "payments:validation.referenceInvalid")
      .min(LIMITS_PAYMENT.referenceMin, "payments:validation.referenceInvalid")
      .max(LIMITS_PAYMENT.referenceMax, tooLong(LIMITS_PAYMENT.referenceMax)),
  );

const profileIdField = rowId;

/** POST /payments: start a gateway payment. The amount is never sent: it comes from the settings. */
export const startPaymentBodySchema = z.object({
  profileId: profileIdField,
  paymentType: z.literal(PAYMENT_TYPE, "common:validation.invalidChoice"),
});
export type StartPaymentBody = z.output<typeof startPaymentBodySchema>;

export const startPaymentResponseSchema = z.object({
  transactionId: z.string(),
  paymentStatus: z.literal(PAYMENT_RESULT.INITIATED),
  redirectUrl: z.string(),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

/** POST /payments/manual: the member reports a UPI or phone transfer by its reference. */
export const manualPaymentBodySchema = z.object({
  profileId: profileIdField,
  reference: referenceField,
});
export type ManualPaymentBody = z.input<typeof manualPaymentBodySchema>;

export const paymentAttemptSchema = z.object({
  transactionId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** GET /payments/profiles/{id}: what the /payment page shows. */
export const paymentPageSchema = z.object({
  profileId: z.number(),
  registrationNumber: z.number().nullable(),
  fullName: z.string(),
  paymentType: z.literal(PAYMENT_TYPE),
  /** Rupees, from the settings. */
  amount: z.number(),
  paid: z.boolean(),
  canPay: z.boolean(),
  /** A card/UPI gateway is available (not in production with the sandbox). */
  gateway: z.boolean(),
  upi: z
    .object({
      upiId: z.string(),
      payeeName: z.string(),
      uri: z.string(),
      /** SVG QR code of `uri`, as a data: URL. */
      qrDataUrl: z.string(),
      note: z.string(),
    })
    .nullable(),
  phoneTransferNumber: z.string(),
  whatsappNumber: z.string(),
  attempts: z.array(paymentAttemptSchema),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** GET /payments/{tid}/status. */
export const paymentStatusResponseSchema = z.object({
  transactionId: z.string(),
  paymentStatus: z.enum([
    PAYMENT_RESULT.INITIATED,
    PAYMENT_RESULT.PENDING,
    PAYMENT_RESULT.SUCCESS,
    PAYMENT_RESULT.FAILED,
  ]),
  profileId: z.number(),
  registrationNumber: z.number().nullable(),
  amount: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

// ---- admin -------------------------------------------------------------------------------------

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const adminPaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  provider: z.enum(PAYMENT_PROVIDERS).optional().catch(undefined),
  /** Inclusive days (yyyy-mm-dd, UTC) of the attempt's creation. */
  from: isoDay,
  to: isoDay,
  q: z.string().trim().max(LIMITS_PAYMENT.q).optional().catch(undefined),
  profileId: rowId.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AdminPaymentListQuery = z.output<typeof adminPaymentListQuerySchema>;

export const adminPaymentRowSchema = paymentAttemptSchema.extend({
  id: z.number(),
  profileId: z.number(),
  registrationNumber: z.number().nullable(),
  profileName: z.string(),
  userId: z.number(),
  userName: z.string(),
  userMobile: z.string(),
  /** This attempt is the one that marked the profile paid. */
  counted: z.boolean(),
  providerCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentListSchema = z.object({
  items: z.array(adminPaymentRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Sum of successful payments matching the filters, in rupees. */
  successAmount: z.number(),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const PAYMENT_DECISIONS = ["confirm", "reject"] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

const remarkField = z.string().trim().max(LIMITS_PAYMENT.remark, tooLong(LIMITS_PAYMENT.remark));

/** POST /admin/payments/{id}/decision: confirm (with the reference seen in the bank) or reject (with a remark). */
export const paymentDecisionBodySchema = z
  .object({
    action: z.enum(PAYMENT_DECISIONS, "common:validation.invalidChoice"),
    reference: referenceField.optional(),
    remark: remarkField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === "reject" && !body.remark) {
      ctx.addIssue({ code: "custom", path: ["remark"], message: "payments:validation.remarkRequired" });
    }
  });
export type PaymentDecisionBody = z.input<typeof paymentDecisionBodySchema>;

/** POST /admin/payments/manual: the committee records a transfer it received (e.g. told on WhatsApp). */
export const recordManualPaymentBodySchema = z.object({
  registrationNumber: z.coerce
    .number("payments:validation.registrationNumberInvalid")
    .int()
    .positive("payments:validation.registrationNumberInvalid"),
  reference: referenceField,
  remark: remarkField.optional(),
});
export type RecordManualPaymentBody = z.input<typeof recordManualPaymentBodySchema>;

/** PUT /admin/payments/members/{userId}: the per-user "payments enabled" flag. */
export const memberPaymentFlagBodySchema = z.object({ enabled: z.boolean() });

/** GET/PUT /admin/payments/settings: the payment part of the site settings. */
export const paymentSettingsSchema = z.object({
  paymentEnabled: z.boolean(),
  feeAmount: z
    .number()
    .int()
    .min(PAYMENT_SETTING_RULES.feeMin, "payments:validation.feeInvalid")
    .max(PAYMENT_SETTING_RULES.feeMax, "payments:validation.feeInvalid"),
  upiId: z
    .string()
    .trim()
    .max(LIMITS_SETTINGS.upiId, tooLong(LIMITS_SETTINGS.upiId))
    .refine((v) => v === "" || PAYMENT_SETTING_RULES.upiId.test(v), "payments:validation.upiIdInvalid"),
  upiPayeeName: z.string().trim().max(LIMITS_SETTINGS.upiPayeeName, tooLong(LIMITS_SETTINGS.upiPayeeName)),
  paymentPhone: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || PAYMENT_SETTING_RULES.paymentPhone.test(v),
      "payments:validation.phoneInvalid",
    ),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** upi://pay link (NPCI deep link) for the exact fee and a note naming the registration number. */
export function upiPayUri(p: { upiId: string; payeeName: string; amount: number; note: string }): string {
  const q = new URLSearchParams({
    pa: p.upiId,
    pn: p.payeeName,
    am: p.amount.toFixed(2),
    tn: p.note,
    cu: "INR",
  });
  // UPI apps expect %20 for spaces, not "+".
  return `upi://pay?${q.toString().replace(/\+/g, "%20")}`;
}

/** A gateway's server-to-server callback, once its checksum matched: what the ledger made of it. */
export const paymentCallbackResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["settled", "pending", "unchanged", "unknown"]),
});
