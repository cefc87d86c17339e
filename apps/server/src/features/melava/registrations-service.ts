import type { Language } from "@vv/shared/i18n";
import type { MelavaMine, MelavaRegisterInput, MelavaRegistration } from "@vv/shared/melava";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import { notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { notify } from "../notifications/notify";
import type { PaymentRow } from "../payments/repo";
import { managesProfile, type Viewer } from "../profiles/access";
import { heldAmong } from "../visibility/holds-sql";
import { unlistedAmong } from "../visibility/listed-sql";
import { type RegistrationRow, type RegistrationsRepo, registrationsRepo } from "./registrations-repo";
import { type MelavaEventRow, type MelavaRepo, melavaRepo, SEAT_STATUSES } from "./repo";
import {
  conflict,
  eventName,
  profileName as name,
  padded,
  type RequestMeta,
  seriesKey,
  takeSeat,
} from "./seat";
import { registrationOpen } from "./view";

type ProfileFacts = NonNullable<Awaited<ReturnType<RegistrationsRepo["profile"]>>>;

export type { RequestMeta };

/** Families register approved profiles for a melava; seats, numbers and the waiting list. */
export function registrationsService(deps: { db: DB; events: MelavaRepo; repo: RegistrationsRepo }) {
  const { db, events, repo } = deps;

  async function publishedEvent(slug: string) {
    const event = await events.findBySlug(slug);
    if (!event || event.status === "draft") throw notFound("melava:errors.notFound");
    return event;
  }

  async function view(
    row: RegistrationRow,
    event: MelavaEventRow,
    profile: ProfileFacts,
  ): Promise<MelavaRegistration> {
    const open = registrationOpen(event);
    return {
      id: row.id,
      eventId: row.event_id,
      eventSlug: event.slug,
      profileId: row.profile_id,
      profileName: name(profile),
      registrationNumber: profile.registration_number,
      gender: row.gender,
      status: row.status,
      eventNumber: row.status === "registered" ? row.event_number : null,
      waitingPosition: row.status === "waiting" ? await repo.waitingPosition(row) : null,
      showPhoto: row.show_photo === 1,
      showContact: row.show_contact === 1,
      feeRupees: Math.round(row.fee_paise / 100),
      paid: row.paid === 1,
      checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
      createdAt: new Date(row.created_at).toISOString(),
      canCancel: row.status !== "cancelled" && Date.now() < Date.parse(event.registration_closes_at),
      canPay: row.status === "awaiting_payment" && row.paid === 0 && open,
    };
  }

  /** The registration and its event and profile, for a viewer who manages the profile. */
  async function managed(viewer: Viewer, id: number) {
    const row = await repo.find(id);
    const profile = row ? await repo.profile(row.profile_id) : undefined;
    if (!row || !profile || !managesProfile(viewer, profile as never))
      throw notFound("melava:errors.registrationNotFound");
    const event = await events.find(row.event_id);
    if (!event) throw notFound("melava:errors.notFound");
    return { row, profile, event };
  }

  /** Gives a waiting registration the freed place (inside the cancelling transaction). */
  async function moveUp(trx: DB, event: MelavaEventRow, gender: number) {
    const r = registrationsRepo(trx);
    const next = await r.firstWaiting(event.id, gender);
    if (!next) return;
    const free = event.fee_rupees === 0 || next.paid === 1;
    const number = free ? await r.nextNumber(event.id, gender) : null;
    await r.update(
      next.id,
      { status: free ? "registered" : "awaiting_payment", event_number: number, waiting_since: null },
      ["waiting"],
    );
    const profile = await r.profile(next.profile_id);
    if (!profile) return;
    await notify(trx, {
      userId: profile.owner_user_id,
      type: free ? "melava_registered" : "melava_promoted",
      params: {
        profileName: name(profile),
        eventName: eventName(event),
        seriesKey: seriesKey(gender),
        eventNumber: padded(number),
      },
      link: `/melava/pass/${next.id}`,
      subjectProfileId: profile.id,
    });
  }

  return {
    view,
    managed,

    /** One registration as its family sees it. */
    async one(viewer: Viewer, id: number): Promise<MelavaRegistration> {
      const { row, event, profile } = await managed(viewer, id);
      return view(row, event, profile);
    },

    async mine(viewer: Viewer, slug: string): Promise<MelavaMine> {
      const event = await publishedEvent(slug);
      const rows = await repo.mine(event.id, viewer.id);
      const profiles = new Map((await repo.profiles(rows.map((r) => r.profile_id))).map((p) => [p.id, p]));
      const registrations = await Promise.all(
        rows.flatMap((r) => {
          const p = profiles.get(r.profile_id);
          return p ? [view(r, event, p)] : [];
        }),
      );
      const active = new Set(rows.filter((r) => r.status !== "cancelled").map((r) => r.profile_id));
      const eligible = (await repo.registrable(viewer.id))
        .filter((p) => !active.has(p.id))
        .map((p) => ({
          profileId: p.id,
          name: name(p),
          registrationNumber: p.registration_number,
          gender: p.gender,
        }));
      return { registrations, eligible };
    },

    async register(
      viewer: Viewer,
      slug: string,
      input: MelavaRegisterInput,
      meta: RequestMeta,
      lang: Language,
    ) {
      const event = await publishedEvent(slug);
      const profile = await repo.profile(input.profileId);
      if (!profile || profile.row_status === ROW_STATUS.deleted || !managesProfile(viewer, profile as never))
        throw notFound("melava:errors.profileNotFound");
      if (profile.registration_status !== "approved" || profile.row_status !== ROW_STATUS.active)
        throw conflict("notApproved");
      if ((await heldAmong(db, [profile.id])).size > 0 || (await unlistedAmong(db, [profile.id])).size > 0)
        throw conflict("notShown");
      if (!registrationOpen(event)) throw conflict("closed");

      const { id } = await db
        .transaction()
        .execute((trx) => takeSeat(trx, { event, profile, by: viewer.id, choices: input, meta }));
      const row = (await repo.find(id)) as RegistrationRow;
      return {
        registration: await view(row, event, profile),
        message: translate(lang, `melava:messages.registered.${row.status}`),
      };
    },

    async cancel(viewer: Viewer, id: number, lang: Language) {
      const { row, profile, event } = await managed(viewer, id);
      if (row.status === "cancelled") throw conflict("alreadyCancelled");
      if (Date.now() >= Date.parse(event.registration_closes_at)) throw conflict("cancelClosed");
      await db.transaction().execute(async (trx) => {
        const r = registrationsRepo(trx);
        await r.lockEvent(event.id);
        if (!(await r.update(row.id, { status: "cancelled", waiting_since: null }, [row.status])))
          throw conflict("alreadyCancelled");
        await notify(trx, {
          userId: profile.owner_user_id,
          type: "melava_cancelled",
          params: { profileName: name(profile), eventName: eventName(event) },
          link: `/melava/${event.slug}`,
          subjectProfileId: profile.id,
        });
        if ((SEAT_STATUSES as readonly string[]).includes(row.status)) await moveUp(trx, event, row.gender);
      });
      const refund = lang === "mr" ? event.refund_mr || event.refund_en : event.refund_en || event.refund_mr;
      const message = translate(lang, "melava:messages.cancelled");
      return { message: row.paid === 1 && refund ? `${message} ${refund}` : message };
    },

    /**
     * The ledger's hook when a melava fee succeeds (inside its transaction): the registration is paid
     * and, if it was holding a place, registered with the next number. False: it was already paid.
     */
    async markPaid(trx: DB, payment: PaymentRow): Promise<boolean> {
      const r = registrationsRepo(trx);
      const row = payment.melava_registration_id ? await r.find(payment.melava_registration_id) : undefined;
      if (!row || row.paid === 1) return false;
      // Inside the ledger's transaction: every read goes through it (SQLite has one connection).
      const event = await melavaRepo(trx).find(row.event_id);
      await r.lockEvent(row.event_id);
      const registers = row.status === "awaiting_payment";
      const number = registers ? await r.nextNumber(row.event_id, row.gender) : row.event_number;
      await r.update(row.id, {
        paid: 1,
        ...(registers ? { status: "registered", event_number: number } : {}),
      });
      const profile = await r.profile(row.profile_id);
      if (profile && event) {
        const params = { profileName: name(profile), eventName: eventName(event) };
        await notify(trx, {
          userId: profile.owner_user_id,
          type: "melava_payment_confirmed",
          params,
          link: `/melava/pass/${row.id}`,
          subjectProfileId: profile.id,
        });
        if (registers)
          await notify(trx, {
            userId: profile.owner_user_id,
            type: "melava_registered",
            params: { ...params, seriesKey: seriesKey(row.gender), eventNumber: padded(number) },
            link: `/melava/pass/${row.id}`,
            subjectProfileId: profile.id,
          });
      }
      return true;
    },

    /** Every booklet choice made for a registration (the family's and the committee's record). */
    async consents(viewer: Viewer, id: number) {
      const { row } = await managed(viewer, id);
      return repo.consents(row.id);
    },
  };
}
export type RegistrationsService = ReturnType<typeof registrationsService>;
