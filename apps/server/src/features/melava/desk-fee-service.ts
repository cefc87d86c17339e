/**
 * A family that registered online but did not pay comes to the hall: the desk takes the fee in hand
 * (cash, or a UPI transfer seen arriving, with the receipt), and the registration is paid and, as it
 * was holding a place, registered with the next number, exactly as an online payment would do it.
 */
import type { Language } from "@vv/shared/i18n";
import { eventNumberLabel } from "@vv/shared/melava";
import type { MelavaDeskFeeInput, MelavaDeskFeeResponse } from "@vv/shared/melava-desk";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import type { PaymentRow } from "../payments/repo";
import type { DeskRepo, DeskRow } from "./desk-repo";
import { recordDeskPayment } from "./desk-seat";
import { deskRow } from "./desk-service";
import { onSpotRepo } from "./onspot-repo";
import { registrationsRepo } from "./registrations-repo";
import type { MelavaRepo } from "./repo";
import { conflict, profileName } from "./seat";

export function deskFeeService(deps: {
  db: DB;
  events: MelavaRepo;
  desk: DeskRepo;
  /** The registrations' hook the ledger calls when a melava fee succeeds (in its transaction). */
  markPaid: (trx: DB, payment: PaymentRow) => Promise<boolean>;
}) {
  const { db } = deps;
  return {
    async take(
      admin: UserRow,
      eventId: number,
      registrationId: number,
      input: MelavaDeskFeeInput,
      lang: Language,
    ): Promise<MelavaDeskFeeResponse> {
      const event = await deps.events.find(eventId);
      if (!event) throw notFound("melava:errors.notFound");
      if (event.status !== "published") throw conflict("deskClosed");
      const registration = await registrationsRepo(db).find(registrationId);
      if (!registration || registration.event_id !== eventId)
        throw notFound("melava:errors.registrationNotFound");
      if (registration.paid === 1) throw conflict("alreadyPaid");
      // A cancelled registration, one on the waiting list (it pays when a place frees) or a free
      // event's: nothing is due now.
      if (registration.status !== "awaiting_payment" || event.fee_rupees <= 0) throw conflict("notPayable");
      if (await onSpotRepo(db).receiptUsed(event.id, input.receiptNumber)) throw conflict("receiptUsed");

      await db.transaction().execute(async (trx) => {
        // The event's row lock first, then the registration and the receipt read again: a second
        // desk (or an online payment) taking the same fee waits here and then finds it paid.
        const registrations = registrationsRepo(trx);
        await registrations.lockEvent(eventId);
        if ((await registrations.find(registrationId))?.paid === 1) throw conflict("alreadyPaid");
        if (await onSpotRepo(trx).receiptUsed(event.id, input.receiptNumber)) throw conflict("receiptUsed");
        const profile = await registrations.profile(registration.profile_id);
        if (!profile) throw notFound("melava:errors.registrationNotFound");
        const paymentId = await recordDeskPayment(trx, {
          admin,
          event,
          profile,
          registrationId,
          method: input.paymentMethod,
          receipt: input.receiptNumber,
        });
        // Paid by a route that does not take the lock: the whole transaction, this payment too, is undone.
        const payment = await onSpotRepo(trx).payment(paymentId);
        if (!(await deps.markPaid(trx, payment))) throw conflict("alreadyPaid");
        const now = await registrations.find(registrationId);
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "melava",
          entity_id: event.id,
          action: "deskFee",
          before_state: JSON.stringify({ registrationId, registrationStatus: registration.status }),
          after_state: JSON.stringify({
            registrationId,
            profileId: profile.id,
            registrationStatus: now?.status,
            eventNumber: now?.event_number ?? null,
            feeRupees: event.fee_rupees,
            paymentMethod: input.paymentMethod,
            receiptNumber: input.receiptNumber,
          }),
          remark: null,
        });
      });
      const row = (await deps.desk.one(registrationId)) as DeskRow;
      return {
        registration: deskRow(row),
        message: translate(lang, "melava:desk.feeTaken", {
          number: eventNumberLabel(row.gender, row.event_number ?? 0, lang),
          name: profileName(row),
        }),
      };
    },
  };
}
export type DeskFeeService = ReturnType<typeof deskFeeService>;
