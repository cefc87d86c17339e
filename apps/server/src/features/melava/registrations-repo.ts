import { ROW_STATUS } from "@vv/shared/statuses";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { MelavaConsentsTable, MelavaRegistrationsTable } from "../../db/schema";
import { notHeld } from "../visibility/holds-sql";
import { SEAT_STATUSES } from "./repo";

export type RegistrationRow = Selectable<MelavaRegistrationsTable>;

const PROFILE_COLUMNS = [
  "profiles.id",
  "profiles.owner_user_id",
  "profiles.associate_user_id",
  "profiles.first_name",
  "profiles.last_name",
  "profiles.registration_number",
  "profiles.gender",
  "profiles.registration_status",
  "profiles.row_status",
] as const;

/** Registration SQL; a repo built on a transaction serves the service's transaction. */
export function registrationsRepo(db: DB) {
  return {
    find: (id: number) =>
      db.selectFrom("melava_registrations").selectAll().where("id", "=", id).executeTakeFirst(),
    findFor: (eventId: number, profileId: number) =>
      db
        .selectFrom("melava_registrations")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("profile_id", "=", profileId)
        .executeTakeFirst(),
    /** The profile with what registration rules read (any state: the service decides). */
    profile: (profileId: number) =>
      db.selectFrom("profiles").select(PROFILE_COLUMNS).where("id", "=", profileId).executeTakeFirst(),
    /** Names of these profiles (for a family's registrations). */
    profiles: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("profiles")
            .select(PROFILE_COLUMNS)
            .where("id", "in", [...ids])
            .execute(),
    /** Approved, active, shown profiles this account manages (owner or associate). */
    registrable: (userId: number) =>
      db
        .selectFrom("profiles")
        .select(PROFILE_COLUMNS)
        .where((eb) => eb.or([eb("owner_user_id", "=", userId), eb("associate_user_id", "=", userId)]))
        .where("registration_status", "=", "approved")
        .where("row_status", "=", ROW_STATUS.active)
        .where(notHeld)
        .orderBy("id")
        .execute(),
    /** An event's registrations of profiles this account manages. */
    mine: (eventId: number, userId: number) =>
      db
        .selectFrom("melava_registrations as r")
        .innerJoin("profiles", "profiles.id", "r.profile_id")
        .selectAll("r")
        .where("r.event_id", "=", eventId)
        .where((eb) =>
          eb.or([eb("profiles.owner_user_id", "=", userId), eb("profiles.associate_user_id", "=", userId)]),
        )
        .orderBy("r.id")
        .execute(),
    /**
     * Serialises registrations of one event: a no-op write on the event row takes its row lock on
     * PostgreSQL (SQLite writes one transaction at a time anyway), so seats and numbers are counted
     * by one transaction at a time.
     */
    async lockEvent(eventId: number) {
      await db
        .updateTable("melava_events")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("id", "=", eventId)
        .execute();
    },
    async seatsTaken(eventId: number, gender: number): Promise<number> {
      const row = await db
        .selectFrom("melava_registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event_id", "=", eventId)
        .where("gender", "=", gender)
        .where("status", "in", SEAT_STATUSES)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The next number of the event's series for this gender (numbers are never reused). */
    async nextNumber(eventId: number, gender: number): Promise<number> {
      const row = await db
        .selectFrom("melava_registrations")
        .select((eb) => eb.fn.max("event_number").as("top"))
        .where("event_id", "=", eventId)
        .where("gender", "=", gender)
        .executeTakeFirst();
      return Number(row?.top ?? 0) + 1;
    },
    /** Who waits longest for a place of this gender. */
    firstWaiting: (eventId: number, gender: number) =>
      db
        .selectFrom("melava_registrations")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("gender", "=", gender)
        .where("status", "=", "waiting")
        .orderBy("waiting_since")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst(),
    /** Place on the waiting list (1 = next). */
    async waitingPosition(row: RegistrationRow): Promise<number> {
      const ahead = await db
        .selectFrom("melava_registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event_id", "=", row.event_id)
        .where("gender", "=", row.gender)
        .where("status", "=", "waiting")
        .where((eb) =>
          eb.or([
            eb("waiting_since", "<", row.waiting_since ?? ""),
            eb.and([eb("waiting_since", "=", row.waiting_since ?? ""), eb("id", "<", row.id)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(ahead.n) + 1;
    },
    async insert(row: Insertable<MelavaRegistrationsTable>): Promise<number> {
      const inserted = await db
        .insertInto("melava_registrations")
        .values(row)
        .returning("id")
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    /** Changes a registration still in one of `from`; 1 when it did. */
    async update(
      id: number,
      patch: Updateable<MelavaRegistrationsTable>,
      from?: readonly RegistrationRow["status"][],
    ) {
      let q = db
        .updateTable("melava_registrations")
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where("id", "=", id);
      if (from) q = q.where("status", "in", [...from]);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },
    async recordConsent(row: Insertable<MelavaConsentsTable>) {
      await db.insertInto("melava_consents").values(row).execute();
    },
    consents: (registrationId: number) =>
      db
        .selectFrom("melava_consents")
        .selectAll()
        .where("registration_id", "=", registrationId)
        .orderBy("id")
        .execute(),
  };
}
export type RegistrationsRepo = ReturnType<typeof registrationsRepo>;
