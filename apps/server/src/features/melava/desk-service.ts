import type { Language } from "@vv/shared/i18n";
import {
  eventNumberLabel,
  type MelavaCheckInInput,
  type MelavaCheckInResponse,
  type MelavaDesk,
  type MelavaDeskRow,
  type MelavaStage,
} from "@vv/shared/melava";
import { EDUCATIONS, findById, findDistrict, label } from "@vv/shared/reference";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { DeskRepo, DeskRow } from "./desk-repo";
import { passSignatureValid, readPassToken } from "./pass-token";
import type { MelavaRepo } from "./repo";

const refuse = (key: string) => new AppError(409, "conflict", `melava:errors.${key}`);

/** A registration as the desk lists it (also the on-the-spot registration's answer). */
export function deskRow(r: DeskRow): MelavaDeskRow {
  return {
    id: r.id,
    profileId: r.profile_id,
    profileName: `${r.first_name} ${r.last_name}`,
    registrationNumber: r.registration_number,
    gender: r.gender,
    status: r.status,
    eventNumber: r.status === "registered" ? r.event_number : null,
    feeRupees: Math.round(r.fee_paise / 100),
    paid: r.paid === 1,
    checkedInAt: r.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
  };
}

/** The committee's desk at the hall: the list, check-in by pass or typed number, the stage. */
export function deskService(deps: { events: MelavaRepo; repo: DeskRepo; secret: string }) {
  const { repo } = deps;

  async function event(id: number) {
    const found = await deps.events.find(id);
    if (!found) throw notFound("melava:errors.notFound");
    return found;
  }

  function stageEntry(r: DeskRow, lang: Language) {
    const education = findById(EDUCATIONS, r.education_id as never) as { en: string; mr: string } | undefined;
    const district = findDistrict(r.district_id);
    const showsPhoto = r.show_photo === 1 && r.photo_id !== null && r.photo_status === "approved";
    return {
      registrationId: r.id,
      gender: r.gender,
      eventNumber: r.event_number ?? 0,
      name: `${r.first_name} ${r.last_name}`,
      education: [education ? label(education, lang) : "", r.specialization ?? ""].filter(Boolean).join(", "),
      district: district ? label(district, lang) : "",
      photo: showsPhoto ? `/media/photos/${r.photo_id}/full.jpg` : null,
    };
  }

  return {
    async desk(eventId: number): Promise<MelavaDesk> {
      await event(eventId);
      const items = (await repo.list(eventId)).map(deskRow);
      const registered = items.filter((r) => r.status === "registered");
      return {
        eventId,
        counts: {
          registered: registered.length,
          brides: registered.filter((r) => r.gender === 2).length,
          grooms: registered.filter((r) => r.gender !== 2).length,
          checkedIn: registered.filter((r) => r.checkedInAt !== null).length,
          paid: items.filter((r) => r.paid).length,
          waiting: items.filter((r) => r.status === "waiting").length,
        },
        items,
      };
    },

    /**
     * Checks a pass in, once: a second scan (on this device or another, now or replayed from a
     * device's offline queue) answers "already" with the first time. `at`: when the desk saw the pass.
     */
    async checkIn(
      eventId: number,
      input: MelavaCheckInInput,
      lang: Language,
      at = new Date(),
    ): Promise<MelavaCheckInResponse> {
      await event(eventId);
      let found: DeskRow | undefined;
      if (input.token) {
        const token = readPassToken(input.token);
        if (!token) throw refuse("passForged");
        found = await repo.one(token.registrationId);
        if (
          !found ||
          !passSignatureValid(deps.secret, token, found.pass_nonce) ||
          found.event_id !== token.eventId
        )
          throw refuse("passForged");
        if (found.event_id !== eventId) throw refuse("passOtherEvent");
      } else {
        found = await repo.byNumber(eventId, input.gender as number, input.eventNumber as number);
        if (!found) throw notFound("melava:errors.numberNotFound");
      }
      if (found.status === "cancelled") throw refuse("passCancelled");
      if (found.status !== "registered") throw refuse("passNotConfirmed");
      const changed = await repo.checkIn(found.id, at.toISOString(), input.deviceId);
      const now = (await repo.one(found.id)) as DeskRow;
      const number = eventNumberLabel(now.gender, now.event_number ?? 0, lang);
      return {
        outcome: changed ? "checked_in" : "already",
        registration: deskRow(now),
        message: translate(lang, changed ? "melava:desk.checkedIn" : "melava:desk.already", {
          number,
          name: `${now.first_name} ${now.last_name}`,
        }),
      };
    },

    async stage(eventId: number): Promise<MelavaStage> {
      const e = await event(eventId);
      const lang = e.booklet_language as Language;
      const order = await repo.stageOrder(eventId);
      const at = order.findIndex((r) => r.id === e.stage_registration_id);
      const current = at >= 0 ? order[at] : undefined;
      const next = order[at + 1];
      return {
        eventId,
        language: e.booklet_language,
        current: current ? stageEntry(current, lang) : null,
        next: next ? stageEntry(next, lang) : null,
        position: at + 1,
        total: order.length,
      };
    },

    /** The desk's one key: the next (or previous, or first) checked-in candidate goes on stage. */
    async moveStage(eventId: number, move: "next" | "previous" | "first"): Promise<MelavaStage> {
      const e = await event(eventId);
      const order = await repo.stageOrder(eventId);
      const at = order.findIndex((r) => r.id === e.stage_registration_id);
      const to =
        move === "first" ? 0 : move === "next" ? Math.min(at + 1, order.length - 1) : Math.max(at - 1, 0);
      await repo.setStage(eventId, order[to]?.id ?? null);
      return this.stage(eventId);
    },
  };
}
export type DeskService = ReturnType<typeof deskService>;
