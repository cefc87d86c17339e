import { randomBytes } from "node:crypto";
import type { Language } from "@vv/shared/i18n";
import {
  PAYMENT_RESULT,
  PAYMENT_TYPE,
  type PaymentAttempt,
  type PaymentPage,
  type PaymentStatusResponse,
  type StartPaymentResponse,
  upiPayUri,
} from "@vv/shared/payments";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { GatewayError, type PaymentProviders } from "../../platform/payments";
import type { CallbackHeaders } from "../../platform/payments/types";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import type { SettingsService } from "../settings/service";
import { ABANDONED_AFTER_MS, type Ledger } from "./ledger";
import { qrSvgDataUrl } from "./qr";
import type { PaymentRow, PaymentsRepo } from "./repo";
import { mayPay } from "./visibility";

export interface PaymentsDeps {
  db: DB;
  repo: PaymentsRepo;
  ledger: Ledger;
  settings: SettingsService;
  providers: PaymentProviders;
  /** PUBLIC_URL without a trailing slash, or "" to use paths on this site. */
  publicOrigin: string;
  basePath: string;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
}

export const toRupees = (paise: number) => Math.round(paise) / 100;

export function attemptView(row: PaymentRow): PaymentAttempt {
  return {
    transactionId: row.transaction_id,
    provider: row.provider,
    status: row.status,
    amount: toRupees(row.amount_paise),
    reference: row.provider_reference,
    remark: row.remark,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

/** Letters and digits only, under 38 characters (PhonePe's rule), naming the registration number. */
function newTransactionId(registrationNumber: number | null): string {
  const stamp = Date.now().toString(36).toUpperCase();
  return `VV${registrationNumber ?? 0}T${stamp}${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** The member's side of the registration fee: page, gateway checkout, UPI claim, result. */
export function paymentsService(deps: PaymentsDeps) {
  const { repo, ledger, settings, providers, log } = deps;

  async function managedProfile(viewer: Viewer, profileId: number) {
    const row = await repo.profile(profileId);
    if (!row || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
    return row;
  }

  async function payableProfile(viewer: Viewer, profileId: number) {
    const row = await managedProfile(viewer, profileId);
    const config = await settings.get();
    if (row.payment_status === "done") throw new AppError(409, "conflict", "payments:errors.alreadyPaid");
    if (!mayPay(viewer, row, config)) throw forbidden("payments:errors.notPayable");
    return { row, config };
  }

  /** Asks the gateway about an open attempt and applies the answer (the member's return, the timer). */
  async function reconcile(row: PaymentRow): Promise<void> {
    const provider = providers.byName(row.provider);
    if (!provider || (row.status !== "INITIATED" && row.status !== "PENDING")) return;
    try {
      const result = await provider.checkStatus(row.transaction_id);
      const abandoned =
        result.state === "PENDING" &&
        result.code === "TRANSACTION_NOT_FOUND" &&
        Date.now() - Date.parse(row.created_at) > ABANDONED_AFTER_MS;
      await ledger.apply(
        row.provider,
        abandoned ? { ...result, state: "FAILED", code: "ABANDONED" } : result,
      );
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ transactionId: row.transaction_id, err: error.message }, "payment status check failed");
      await repo.touchChecked(row.id);
    }
  }

  return {
    reconcile,

    async page(viewer: Viewer, profileId: number, lang: Language): Promise<PaymentPage> {
      const row = await managedProfile(viewer, profileId);
      const config = await settings.get();
      const regNo = row.registration_number;
      const note = translate("en", "payments:upi.note", { number: regNo ?? row.id });
      const uri = config.upiId
        ? upiPayUri({ upiId: config.upiId, payeeName: config.upiPayeeName, amount: config.feeAmount, note })
        : null;
      const attempts = await repo.forProfile(row.id, 10);
      return {
        profileId: row.id,
        registrationNumber: regNo,
        fullName: fullName(row),
        paymentType: PAYMENT_TYPE,
        amount: config.feeAmount,
        paid: row.payment_status === "done",
        canPay: mayPay(viewer, row, config),
        gateway: providers.active.available,
        upi: uri
          ? {
              upiId: config.upiId,
              payeeName: config.upiPayeeName,
              uri,
              qrDataUrl: qrSvgDataUrl(uri),
              note: translate(lang, "payments:upi.note", { number: String(regNo ?? row.id) }),
            }
          : null,
        phoneTransferNumber: config.paymentPhone,
        whatsappNumber: config.paymentPhone,
        attempts: attempts.map(attemptView),
      };
    },

    /** Starts a gateway payment for the fee in the settings; the client names only the profile. */
    async start(
      viewer: Viewer,
      mobile: string,
      profileId: number,
      lang: Language,
    ): Promise<StartPaymentResponse> {
      const { row, config } = await payableProfile(viewer, profileId);
      const provider = providers.active;
      if (!provider.available) throw new AppError(503, "unavailable", "payments:errors.gatewayUnavailable");
      const transactionId = newTransactionId(row.registration_number);
      const payment = await repo.insert({
        transaction_id: transactionId,
        profile_id: row.id,
        user_id: viewer.id,
        payment_type: PAYMENT_TYPE,
        amount_paise: config.feeAmount * 100,
        provider: provider.name,
        status: "INITIATED",
      });
      const site = `${deps.publicOrigin}${deps.basePath}`;
      try {
        const { redirectUrl } = await provider.initiate({
          transactionId,
          amountPaise: payment.amount_paise,
          merchantUserId: `U${viewer.id}`,
          mobile,
          redirectUrl: `${site}payment-status/${transactionId}`,
          callbackUrl: `${site}api/v1/payments/callback/${provider.name}`,
        });
        const withLang = provider.name === "sandbox" ? `${redirectUrl}?lang=${lang}` : redirectUrl;
        return { transactionId, paymentStatus: PAYMENT_RESULT.INITIATED, redirectUrl: withLang };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ transactionId, err: error.message }, "payment could not be started");
        await repo.settle(deps.db, payment.id, "FAILED", { provider_code: "INITIATE_FAILED" }).catch(() => 0);
        throw new AppError(503, "unavailable", "payments:errors.gatewayUnavailable");
      }
    },

    /** A gateway's server-to-server callback: applied only when its checksum verifies. */
    async callback(providerName: string, headers: CallbackHeaders, body: unknown) {
      const provider = providers.byName(providerName);
      if (!provider) throw notFound();
      const result = provider.parseCallback(headers, body);
      if (!result) {
        log.warn({ provider: providerName }, "payment callback with a bad checksum refused");
        throw new AppError(400, "bad_request", "payments:errors.badChecksum");
      }
      return ledger.apply(providerName, result);
    },

    /** /payment-status/{tid}: the payer (or the profile's managers) reads it; an open attempt is re-checked. */
    async status(viewer: Viewer, transactionId: string): Promise<PaymentStatusResponse> {
      let row = await repo.findByTransactionId(transactionId);
      if (!row) throw notFound("payments:errors.notFound");
      if (row.user_id !== viewer.id) {
        const profile = await repo.profile(row.profile_id);
        if (!profile || !managesProfile(viewer, profile)) throw notFound("payments:errors.notFound");
      }
      if (row.status === "INITIATED" || row.status === "PENDING") {
        await reconcile(row);
        row = (await repo.findByTransactionId(transactionId)) ?? row;
      }
      const profile = await repo.profile(row.profile_id);
      return {
        transactionId: row.transaction_id,
        paymentStatus: PAYMENT_RESULT[row.status],
        profileId: row.profile_id,
        registrationNumber: profile?.registration_number ?? null,
        amount: toRupees(row.amount_paise),
        provider: row.provider,
      };
    },

    /** The member reports a UPI / phone transfer; the committee confirms it against the bank. */
    async claimManual(viewer: Viewer, body: { profileId: number; reference: string }, lang: Language) {
      const { row, config } = await payableProfile(viewer, body.profileId);
      if (await repo.openManualClaim(row.id))
        throw new AppError(409, "conflict", "payments:errors.claimPending");
      if (await repo.referenceUsed(body.reference, null))
        throw new AppError(409, "conflict", "payments:errors.referenceUsed");
      const payment = await repo.insert({
        transaction_id: newTransactionId(row.registration_number),
        profile_id: row.id,
        user_id: viewer.id,
        payment_type: PAYMENT_TYPE,
        amount_paise: config.feeAmount * 100,
        provider: "upi",
        status: "PENDING",
        provider_reference: body.reference,
      });
      return { message: translate(lang, "payments:messages.claimSent"), attempt: attemptView(payment) };
    },

    /** Periodic reconciliation: open gateway attempts, oldest first, each checked at most once per interval. */
    async reconcileOpen(intervalMs: number, limit = 50) {
      const now = Date.now();
      const due = await repo.openGatewayAttempts(
        new Date(now - 20_000).toISOString(),
        new Date(now - intervalMs).toISOString(),
        limit,
      );
      for (const row of due) await reconcile(row);
      return due.length;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
