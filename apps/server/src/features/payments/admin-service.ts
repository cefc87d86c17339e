import type { Language } from "@vv/shared/i18n";
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentList,
  type AdminPaymentListQuery,
  type AdminPaymentRow,
  PAYMENT_TYPE,
  type PaymentSettings,
} from "@vv/shared/payments";
import { type SiteConfig, siteConfigSchema } from "@vv/shared/settings";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { notify } from "../notifications/notify";
import { fullName } from "../profiles/labels";
import { profileRowsRepo } from "../profiles/rows-repo";
import { settingsRepo } from "../settings/repo";
import { SETTINGS_KEY, type SettingsService } from "../settings/service";
import { toCsv } from "./csv";
import type { Ledger } from "./ledger";
import type { AdminPaymentDbRow, PaymentsRepo } from "./repo";
import { attemptView, toRupees } from "./service";

/** Rows a CSV export carries at most (a committee's whole history fits many times over). */
const EXPORT_LIMIT = 50_000;

function adminRow(r: AdminPaymentDbRow): AdminPaymentRow {
  return {
    ...attemptView(r),
    id: r.id,
    profileId: r.profile_id,
    registrationNumber: r.registration_number,
    profileName: fullName(r),
    userId: r.user_id,
    userName: [r.user_first_name, r.user_last_name].filter(Boolean).join(" "),
    userMobile: r.user_mobile,
    counted: r.counted === 1,
    providerCode: r.provider_code,
    updatedAt: r.updated_at,
  };
}

const paymentPart = (c: SiteConfig): PaymentSettings => ({
  paymentEnabled: c.paymentEnabled,
  feeAmount: c.feeAmount,
  upiId: c.upiId,
  upiPayeeName: c.upiPayeeName,
  paymentPhone: c.paymentPhone,
});

/** The committee's ledger: list, export, manual confirmations, switches. Every change writes an audit row. */
export function adminPaymentsService(db: DB, repo: PaymentsRepo, ledger: Ledger, settings: SettingsService) {
  async function assertReferenceFree(trx: DB, reference: string, exceptId: number | null) {
    if (await repo.referenceUsed(reference, exceptId, trx))
      throw new AppError(409, "conflict", "payments:errors.referenceUsed");
  }

  return {
    async list(query: AdminPaymentListQuery): Promise<AdminPaymentList> {
      const { rows, total, successPaise } = await repo.list(query);
      return {
        items: rows.map(adminRow),
        total,
        page: query.page,
        pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
        successAmount: toRupees(successPaise),
      };
    },

    async exportCsv(query: AdminPaymentListQuery, lang: Language): Promise<string> {
      const rows = await repo.rows(query).limit(EXPORT_LIMIT).execute();
      const header = [
        "transactionId",
        "createdAt",
        "completedAt",
        "registrationNumber",
        "profileName",
        "paidBy",
        "mobile",
        "amount",
        "provider",
        "status",
        "reference",
        "providerCode",
        "counted",
        "remark",
      ].map((key) => translate(lang, `payments:csv.${key}`));
      return toCsv(
        header,
        rows
          .map(adminRow)
          .map((r) => [
            r.transactionId,
            r.createdAt,
            r.completedAt,
            r.registrationNumber,
            r.profileName,
            r.userName,
            r.userMobile,
            r.amount,
            r.provider,
            r.status,
            r.reference,
            r.providerCode,
            r.counted ? translate(lang, "payments:csv.yes") : "",
            r.remark,
          ]),
      );
    },

    /** Confirms or rejects a member's UPI claim; gateway attempts are decided by their gateway only. */
    async decide(
      admin: UserRow,
      id: number,
      body: { action: "confirm" | "reject"; reference?: string; remark?: string },
      lang: Language,
    ) {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findById(id, trx);
        if (!row) throw notFound("payments:errors.notFound");
        if (row.provider !== "upi") throw new AppError(409, "conflict", "payments:errors.notManual");
        if (row.status !== "PENDING" && row.status !== "INITIATED")
          throw new AppError(409, "conflict", "payments:errors.alreadyDecided");
        const reference = body.reference ?? row.provider_reference;
        const patch = { decided_by: admin.id, remark: body.remark ?? null, provider_reference: reference };
        if (body.action === "confirm") {
          if (!reference)
            throw new AppError(400, "validation", "errors.validation", undefined, {
              reference: "payments:validation.referenceRequired",
            });
          await assertReferenceFree(trx, reference, row.id);
        }
        const status = body.action === "confirm" ? "SUCCESS" : "FAILED";
        if (!(await repo.settle(trx, row.id, status, patch)))
          throw new AppError(409, "conflict", "payments:errors.alreadyDecided");
        if (status === "SUCCESS") await ledger.countTowardsProfile(trx, row);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "payment",
          entity_id: row.id,
          action: body.action,
          before_state: JSON.stringify({ status: row.status, reference: row.provider_reference }),
          after_state: JSON.stringify({ status, reference }),
          remark: body.remark ?? null,
        });
        const profile = await profileRowsRepo(trx).names(row.profile_id);
        await notify(trx, {
          userId: row.user_id,
          type: status === "SUCCESS" ? "payment_confirmed" : "payment_rejected",
          params: { profileName: profile ? fullName(profile) : "", remark: body.remark },
          link: "/user/my-profile",
          subjectProfileId: row.profile_id,
        });
      });
      return { message: translate(lang, `payments:messages.${body.action}ed`) };
    },

    /** The committee records a transfer it received directly (a WhatsApp message, a bank statement). */
    async recordManual(
      admin: UserRow,
      body: { registrationNumber: number; reference: string; remark?: string },
      lang: Language,
    ) {
      const config = await settings.get();
      await db.transaction().execute(async (trx) => {
        const profile = await profileRowsRepo(trx).findLiveByRegistration(body.registrationNumber);
        if (!profile) throw notFound("profile:errors.notFound");
        if (profile.payment_status === "done")
          throw new AppError(409, "conflict", "payments:errors.alreadyPaid");
        await assertReferenceFree(trx, body.reference, null);
        const row = await repo.insert(
          {
            transaction_id: `VV${profile.registration_number ?? 0}M${Date.now().toString(36).toUpperCase()}`,
            profile_id: profile.id,
            user_id: profile.owner_user_id,
            payment_type: PAYMENT_TYPE,
            amount_paise: config.feeAmount * 100,
            provider: "upi",
            status: "PENDING",
            provider_reference: body.reference,
          },
          trx,
        );
        await repo.settle(trx, row.id, "SUCCESS", { decided_by: admin.id, remark: body.remark ?? null });
        await ledger.countTowardsProfile(trx, row);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "payment",
          entity_id: row.id,
          action: "record",
          before_state: JSON.stringify({ paymentStatus: profile.payment_status }),
          after_state: JSON.stringify({
            status: "SUCCESS",
            reference: body.reference,
            profileId: profile.id,
          }),
          remark: body.remark ?? null,
        });
      });
      return { message: translate(lang, "payments:messages.recorded") };
    },

    async setMemberFlag(admin: UserRow, mobile: string, enabled: boolean, lang: Language) {
      await db.transaction().execute(async (trx) => {
        const user = await repo.setUserPaymentFlag(trx, mobile, enabled);
        if (!user) throw notFound("payments:errors.memberNotFound");
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "user",
          entity_id: user.id,
          action: enabled ? "enablePayments" : "disablePayments",
          before_state: JSON.stringify({ payment_enabled: user.payment_enabled }),
          after_state: JSON.stringify({ payment_enabled: enabled ? 1 : 0 }),
          remark: null,
        });
      });
      return {
        message: translate(
          lang,
          enabled ? "payments:messages.memberEnabled" : "payments:messages.memberDisabled",
        ),
      };
    },

    async getSettings(): Promise<PaymentSettings> {
      return paymentPart(await settings.get());
    },

    async updateSettings(admin: UserRow, patch: PaymentSettings, lang: Language) {
      const current = await settings.get();
      const next = siteConfigSchema.parse({ ...current, ...patch });
      await db.transaction().execute(async (trx) => {
        const value = JSON.stringify(next);
        const now = new Date().toISOString();
        await settingsRepo(trx).putOne(SETTINGS_KEY, value, now);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "settings",
          entity_id: 0,
          action: "paymentSettings",
          before_state: JSON.stringify(paymentPart(current)),
          after_state: JSON.stringify(paymentPart(next)),
          remark: null,
        });
      });
      return { message: translate(lang, "payments:messages.settingsSaved"), settings: paymentPart(next) };
    },
  };
}
export type AdminPaymentsService = ReturnType<typeof adminPaymentsService>;
