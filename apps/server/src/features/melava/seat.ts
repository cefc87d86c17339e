import { randomBytes } from "node:crypto";
import type { DB } from "../../db/database";
import { AppError, badRequest } from "../../platform/errors";
import { notify } from "../notifications/notify";
import { registrationsRepo } from "./registrations-repo";
import type { MelavaEventRow } from "./repo";

export const conflict = (key: string) => new AppError(409, "conflict", `melava:errors.${key}`);
export const profileName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();
/** Both names: a notification's text is written once for readers of either language. */
export const eventName = (e: MelavaEventRow) =>
  e.name_mr === e.name_en ? e.name_en : `${e.name_mr} / ${e.name_en}`;
// In the notifications namespace: the bell and its page translate it without loading the melava words.
export const seriesKey = (gender: number) =>
  gender === 2 ? "notifications:series.bride" : "notifications:series.groom";
export const padded = (n: number | null) => String(n ?? 0).padStart(3, "0");

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export interface SeatRequest {
  event: MelavaEventRow;
  profile: { id: number; gender: number; owner_user_id: number; first_name: string; last_name: string };
  /** Who registers: the family's account online, the committee member at the desk. */
  by: number;
  choices: { showPhoto: boolean; showContact: boolean; joinWaitingList: boolean };
  meta: RequestMeta;
  /**
   * At the desk the fee is taken in hand: a place is registered and paid at once, and its receipt
   * is required. Online (absent) a place with a fee waits for the payment.
   */
  desk?: { receipt: string | null };
}

export interface Seat {
  id: number;
  status: "registered" | "awaiting_payment" | "waiting";
  number: number | null;
  /** The fee was taken at the desk with this registration. */
  paidAtDesk: boolean;
}

/**
 * The one registration rule of a melava, online and at the desk, inside the caller's transaction:
 * the event's row lock, "already registered", capacity and the waiting list, the number of the
 * gender's series, the booklet choices with their consent row, the family's notice. A cancelled
 * registration of the same profile is used again (one row per event and profile).
 */
export async function takeSeat(trx: DB, req: SeatRequest): Promise<Seat> {
  const { event, profile, choices } = req;
  const r = registrationsRepo(trx);
  await r.lockEvent(event.id);
  const existing = await r.findFor(event.id, profile.id);
  if (existing && existing.status !== "cancelled") throw conflict("alreadyRegistered");
  const capacity = profile.gender === 2 ? event.capacity_brides : event.capacity_grooms;
  const full = capacity !== null && (await r.seatsTaken(event.id, profile.gender)) >= capacity;
  if (full && !choices.joinWaitingList) throw conflict("full");
  const fee = event.fee_rupees * 100;
  const paidAtDesk = !!req.desk && fee > 0 && !full;
  if (paidAtDesk && !req.desk?.receipt)
    throw badRequest("errors.validation", { paymentMethod: "melava:validation.deskFee" });
  const status = full ? "waiting" : fee > 0 && !paidAtDesk ? "awaiting_payment" : "registered";
  const number = status === "registered" ? await r.nextNumber(event.id, profile.gender) : null;
  const values = {
    registered_by: req.by,
    gender: profile.gender,
    status,
    event_number: number,
    show_photo: choices.showPhoto ? 1 : 0,
    show_contact: choices.showContact ? 1 : 0,
    fee_paise: fee,
    paid: paidAtDesk ? 1 : 0,
    pass_nonce: randomBytes(12).toString("hex"),
    checked_in_at: null,
    checked_in_device: null,
    waiting_since: full ? new Date().toISOString() : null,
  } as const;
  let id: number;
  if (existing) {
    id = existing.id;
    await r.update(id, values, ["cancelled"]);
  } else id = await r.insert({ event_id: event.id, profile_id: profile.id, ...values });
  await r.recordConsent({
    registration_id: id,
    user_id: req.by,
    show_photo: values.show_photo,
    show_contact: values.show_contact,
    ip: req.meta.ip.slice(0, 45),
    user_agent: req.meta.userAgent.slice(0, 200),
  });
  if (status !== "awaiting_payment")
    await notify(trx, {
      userId: profile.owner_user_id,
      type: status === "registered" ? "melava_registered" : "melava_waiting",
      params: {
        profileName: profileName(profile),
        eventName: eventName(event),
        seriesKey: seriesKey(profile.gender),
        eventNumber: padded(number),
      },
      link: `/melava/pass/${id}`,
      subjectProfileId: profile.id,
    });
  return { id, status, number, paidAtDesk };
}
