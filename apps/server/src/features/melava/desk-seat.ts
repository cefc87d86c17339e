import type { Language } from "@vv/shared/i18n";
import type { DeskPaymentMethod, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import { toMarathiDigits } from "@vv/shared/reference";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import type { DeskRepo, DeskRow } from "./desk-repo";
import { deskRow } from "./desk-service";
import { onSpotRepo } from "./onspot-repo";
import { MELAVA_PAYMENT_TYPE } from "./pass-service";
import { type RegistrationRow, registrationsRepo } from "./registrations-repo";
import type { MelavaEventRow } from "./repo";
import { type Seat, type SeatRequest, takeSeat } from "./seat";

/** What the desk asks of every family it registers, new profile or existing. */
export interface DeskChoices {
  showPhoto: boolean;
  showContact: boolean;
  joinWaitingList: boolean;
  paymentMethod?: DeskPaymentMethod;
  receiptNumber?: string;
}

/** The receipt the desk gives, or null when it recorded no payment method. */
export const deskReceipt = (input: DeskChoices) =>
  input.paymentMethod ? (input.receiptNumber ?? null) : null;

/**
 * A desk registration inside the caller's transaction: the seat by the common rule, the fee taken in
 * hand in the ledger (cash or UPI seen at the hall, with who received it), and the audit rows.
 */
export async function deskSeat(
  trx: DB,
  args: {
    admin: UserRow;
    event: MelavaEventRow;
    profile: SeatRequest["profile"];
    input: DeskChoices;
    meta: SeatRequest["meta"];
    /** More facts for the desk's audit row (how the profile was found or made). */
    audit: Record<string, unknown>;
  },
): Promise<Seat> {
  const { admin, event, profile, input } = args;
  const receipt = deskReceipt(input);
  const seat = await takeSeat(trx, {
    event,
    profile,
    by: admin.id,
    choices: input,
    meta: args.meta,
    desk: { receipt },
  });
  if (seat.paidAtDesk && input.paymentMethod && receipt)
    await recordDeskPayment(trx, {
      admin,
      event,
      profile,
      registrationId: seat.id,
      method: input.paymentMethod,
      receipt,
    });
  await auditRepo(trx).insert({
    actor_user_id: admin.id,
    entity_type: "melava",
    entity_id: event.id,
    action: "deskRegister",
    before_state: null,
    after_state: JSON.stringify({
      registrationId: seat.id,
      profileId: profile.id,
      ...args.audit,
      registrationStatus: seat.status,
      eventNumber: seat.number,
      feeRupees: seat.paidAtDesk ? event.fee_rupees : 0,
      paymentMethod: seat.paidAtDesk ? input.paymentMethod : null,
      receiptNumber: seat.paidAtDesk ? receipt : null,
    }),
    remark: null,
  });
  return seat;
}

/**
 * The fee taken in hand at the hall, in the ledger (counted, with who received it and the receipt)
 * and the audit log. Inside the caller's transaction; the payment's id.
 */
export async function recordDeskPayment(
  trx: DB,
  args: {
    admin: UserRow;
    event: MelavaEventRow;
    profile: { id: number; owner_user_id: number };
    registrationId: number;
    method: DeskPaymentMethod;
    receipt: string;
  },
): Promise<number> {
  const { admin, event, profile, receipt } = args;
  const now = new Date().toISOString();
  const paymentId = await onSpotRepo(trx).insertPayment({
    transaction_id: `VVD${args.registrationId}T${Date.now().toString(36).toUpperCase()}`,
    profile_id: profile.id,
    user_id: profile.owner_user_id,
    payment_type: MELAVA_PAYMENT_TYPE,
    amount_paise: event.fee_rupees * 100,
    provider: args.method,
    status: "SUCCESS",
    provider_reference: receipt,
    counted: 1,
    decided_by: admin.id,
    remark: null,
    completed_at: now,
    checked_at: now,
    melava_registration_id: args.registrationId,
  });
  await auditRepo(trx).insert({
    actor_user_id: admin.id,
    entity_type: "payment",
    entity_id: paymentId,
    action: "record",
    before_state: null,
    after_state: JSON.stringify({
      status: "SUCCESS",
      reference: receipt,
      profileId: profile.id,
      amount: event.fee_rupees,
    }),
    remark: null,
  });
  return paymentId;
}

/** The desk's answer: the row for its list, the place on the waiting list, the message (and a note). */
export async function deskAnswer(
  db: DB,
  desk: DeskRepo,
  registrationId: number,
  lang: Language,
  accountExisted: boolean,
  noteKey?: string,
): Promise<MelavaOnSpotResponse> {
  const row = (await desk.one(registrationId)) as DeskRow;
  const saved = (await registrationsRepo(db).find(row.id)) as RegistrationRow;
  const waitingPosition =
    row.status === "waiting" ? await registrationsRepo(db).waitingPosition(saved) : null;
  const position = String(waitingPosition ?? "");
  const message = translate(lang, `melava:messages.deskRegistered.${row.status}`, {
    position: lang === "mr" ? toMarathiDigits(position) : position,
  });
  return {
    registration: deskRow(row),
    accountExisted,
    waitingPosition,
    message: noteKey ? `${message} ${translate(lang, noteKey)}` : message,
  };
}
