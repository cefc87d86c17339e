import { randomBytes } from "node:crypto";
import type { Language } from "@vv/shared/i18n";
import type { MelavaPass } from "@vv/shared/melava";
import { toMarathiDigits } from "@vv/shared/reference";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import { AppError } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { GatewayError, type PaymentProviders } from "../../platform/payments";
import { qrSvgDataUrl } from "../payments/qr";
import type { PaymentsRepo } from "../payments/repo";
import type { Viewer } from "../profiles/access";
import { renderPassPdf } from "./pass-pdf";
import { passToken } from "./pass-token";
import type { RegistrationsService } from "./registrations-service";
import type { MelavaRepo } from "./repo";
import { eventWhen, publicView } from "./view";

/** The payment type of a melava fee in the ledger (the registration fee has its own). */
export const MELAVA_PAYMENT_TYPE = "MELAVA";

const conflict = (key: string) => new AppError(409, "conflict", `melava:errors.${key}`);

function newTransactionId(registrationId: number) {
  return `VVM${registrationId}T${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** A family's entry pass (app and PDF) and the fee (gateway or UPI claim). */
export function passService(deps: {
  db: DB;
  events: MelavaRepo;
  registrations: RegistrationsService;
  secret: string;
  providers: PaymentProviders;
  payments: PaymentsRepo;
  /** PUBLIC_URL without a trailing slash and the base path: where the gateway sends the family back. */
  site: string;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { registrations } = deps;

  async function registered(viewer: Viewer, id: number) {
    const found = await registrations.managed(viewer, id);
    if (found.row.status !== "registered") throw conflict("noPassYet");
    return found;
  }

  return {
    async pass(viewer: Viewer, id: number): Promise<MelavaPass> {
      const { row, profile, event } = await registered(viewer, id);
      const taken = await deps.events.taken([event.id]);
      const token = passToken(deps.secret, event.id, row.id, row.pass_nonce);
      return {
        registration: await registrations.view(row, event, profile),
        event: publicView(event, taken.get(event.id) ?? { brides: 0, grooms: 0 }),
        token,
        qrDataUrl: qrSvgDataUrl(token),
      };
    },

    async passPdf(viewer: Viewer, id: number, lang: Language): Promise<Buffer> {
      const { row, profile, event } = await registered(viewer, id);
      const marathi = lang === "mr";
      const when = eventWhen(event.starts_at, lang);
      const regNo = String(profile.registration_number ?? "");
      return renderPassPdf(
        {
          eventName: marathi ? event.name_mr : event.name_en,
          when,
          venue: marathi ? event.venue_mr : event.venue_en,
          address: event.address,
          profileName: `${profile.first_name} ${profile.last_name}`,
          registrationNumber: marathi ? toMarathiDigits(regNo) : regNo,
          gender: row.gender,
          eventNumber: row.event_number ?? 0,
          token: passToken(deps.secret, event.id, row.id, row.pass_nonce),
        },
        lang,
      );
    },

    /** Starts a gateway payment of the registration's fee; the family comes back to its pass page. */
    async pay(viewer: Viewer, mobile: string, id: number, lang: Language) {
      const { row, event } = await registrations.managed(viewer, id);
      if (row.paid === 1) throw conflict("alreadyPaid");
      if (row.status !== "awaiting_payment") throw conflict("notPayable");
      if (Date.now() >= Date.parse(event.registration_closes_at)) throw conflict("closed");
      const provider = deps.providers.active;
      if (!provider.available) throw new AppError(503, "unavailable", "payments:errors.gatewayUnavailable");
      const transactionId = newTransactionId(row.id);
      const payment = await deps.payments.insert({
        transaction_id: transactionId,
        profile_id: row.profile_id,
        user_id: viewer.id,
        payment_type: MELAVA_PAYMENT_TYPE,
        amount_paise: row.fee_paise,
        provider: provider.name,
        status: "INITIATED",
        melava_registration_id: row.id,
      });
      try {
        const { redirectUrl } = await provider.initiate({
          transactionId,
          amountPaise: payment.amount_paise,
          merchantUserId: `U${viewer.id}`,
          mobile,
          redirectUrl: `${deps.site}melava/registrations/${row.id}?tid=${transactionId}`,
          callbackUrl: `${deps.site}api/v1/payments/callback/${provider.name}`,
        });
        return {
          transactionId,
          redirectUrl: provider.name === "sandbox" ? `${redirectUrl}?lang=${lang}` : redirectUrl,
        };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log.warn({ transactionId, err: error.message }, "melava payment could not be started");
        await deps.payments
          .settle(deps.db, payment.id, "FAILED", { provider_code: "INITIATE_FAILED" })
          .catch(() => 0);
        throw new AppError(503, "unavailable", "payments:errors.gatewayUnavailable");
      }
    },

    /** The family reports a UPI transfer of the fee; the committee confirms it in the payments ledger. */
    async claimUpi(viewer: Viewer, id: number, reference: string, lang: Language) {
      const { row, event } = await registrations.managed(viewer, id);
      if (event.upi_allowed !== 1) throw conflict("upiNotOffered");
      if (row.paid === 1) throw conflict("alreadyPaid");
      if (row.status !== "awaiting_payment") throw conflict("notPayable");
      if (await deps.payments.referenceUsed(reference, null))
        throw new AppError(409, "conflict", "payments:errors.referenceUsed");
      await deps.payments.insert({
        transaction_id: newTransactionId(row.id),
        profile_id: row.profile_id,
        user_id: viewer.id,
        payment_type: MELAVA_PAYMENT_TYPE,
        amount_paise: row.fee_paise,
        provider: "upi",
        status: "PENDING",
        provider_reference: reference,
        melava_registration_id: row.id,
      });
      return { message: translate(lang, "melava:messages.upiClaimed") };
    },
  };
}
export type PassService = ReturnType<typeof passService>;
