import type { DB } from "../../db/database";

const DESK_COLUMNS = [
  "r.id",
  "r.profile_id",
  "r.gender",
  "r.status",
  "r.event_number",
  "r.fee_paise",
  "r.paid",
  "r.checked_in_at",
  "r.checked_in_device",
  "r.event_id",
  "r.pass_nonce",
  "r.show_photo",
  "profiles.first_name",
  "profiles.last_name",
  "profiles.registration_number",
  "profiles.photo_id",
  "profiles.photo_status",
  "profiles.district_id",
  "profiles.education_id",
  "profiles.specialization",
] as const;

/** The hall's SQL: the desk's list, check-ins, the stage. */
export function deskRepo(db: DB) {
  const base = () =>
    db
      .selectFrom("melava_registrations as r")
      .innerJoin("profiles", "profiles.id", "r.profile_id")
      .select(DESK_COLUMNS);
  return {
    /** Every registration of the event but cancelled ones, in series order. */
    list: (eventId: number) =>
      base()
        .where("r.event_id", "=", eventId)
        .where("r.status", "!=", "cancelled")
        .orderBy("r.gender", "desc")
        .orderBy("r.event_number")
        .orderBy("r.id")
        .execute(),
    one: (id: number) => base().where("r.id", "=", id).executeTakeFirst(),
    byNumber: (eventId: number, gender: number, eventNumber: number) =>
      base()
        .where("r.event_id", "=", eventId)
        .where("r.gender", "=", gender)
        .where("r.event_number", "=", eventNumber)
        .executeTakeFirst(),
    /** Checks in once: 1 for the call that did it, 0 when it was already checked in. */
    async checkIn(id: number, at: string, deviceId: string): Promise<number> {
      const result = await db
        .updateTable("melava_registrations")
        .set({ checked_in_at: at, checked_in_device: deviceId, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "registered")
        .where("checked_in_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** The stage order: checked-in registrations, brides then grooms, by number. */
    stageOrder: (eventId: number) =>
      base()
        .where("r.event_id", "=", eventId)
        .where("r.status", "=", "registered")
        .where("r.checked_in_at", "is not", null)
        .orderBy("r.gender", "desc")
        .orderBy("r.event_number")
        .execute(),
    async setStage(eventId: number, registrationId: number | null) {
      await db
        .updateTable("melava_events")
        .set({ stage_registration_id: registrationId })
        .where("id", "=", eventId)
        .execute();
    },
  };
}
export type DeskRepo = ReturnType<typeof deskRepo>;
export type DeskRow = NonNullable<Awaited<ReturnType<DeskRepo["one"]>>>;
