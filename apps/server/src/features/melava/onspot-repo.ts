import type { MelavaDeskLookupQuery } from "@vv/shared/melava-desk";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { NewPaymentRow } from "../payments/repo";
import type { NewProfileRow } from "../profiles/repo";
import { REGISTRATION_NUMBER_OFFSET } from "../profiles/repo";
import type { NewUser } from "../users/repo";

/** A family has a few profiles; a cap keeps a mistyped query from listing many. */
const LOOKUP_LIMIT = 20;

/** The desk's on-the-spot registration SQL; built on the service's transaction. */
export function onSpotRepo(db: DB) {
  return {
    /**
     * "Find first": profiles (deleted ones never) with this registration number, or of the account
     * with this mobile (as owner or associate), with the owner account's state and the profile's
     * registration for this event unless cancelled.
     */
    lookup: (eventId: number, q: MelavaDeskLookupQuery["q"]) =>
      db
        .selectFrom("profiles")
        .innerJoin("users as owner", "owner.id", "profiles.owner_user_id")
        .leftJoin("melava_registrations as r", (join) =>
          join
            .onRef("r.profile_id", "=", "profiles.id")
            .on("r.event_id", "=", eventId)
            .on("r.status", "!=", "cancelled"),
        )
        .select([
          "profiles.id",
          "profiles.registration_number",
          "profiles.first_name",
          "profiles.last_name",
          "profiles.gender",
          "profiles.district_id",
          "profiles.education_id",
          "profiles.registration_status",
          "profiles.row_status",
          "profiles.photo_id",
          "owner.row_status as owner_row_status",
          "r.id as registration_id",
          "r.status as registration_state",
          "r.event_number",
        ])
        .where("profiles.row_status", "!=", ROW_STATUS.deleted)
        .where((eb) => {
          if (q.kind === "registrationNumber") return eb("profiles.registration_number", "=", q.number);
          const account = eb.selectFrom("users").select("users.id").where("users.mobile", "=", q.mobile);
          return eb.or([
            eb("profiles.owner_user_id", "in", account),
            eb("profiles.associate_user_id", "in", account),
          ]);
        })
        .orderBy("profiles.id")
        .limit(LOOKUP_LIMIT)
        .execute(),
    userByMobile: (mobile: string) =>
      db
        .selectFrom("users")
        .select(["id", "row_status", "role"])
        .where("mobile", "=", mobile)
        .executeTakeFirst(),
    userById: (id: number) =>
      db.selectFrom("users").select(["id", "row_status"]).where("id", "=", id).executeTakeFirst(),
    async insertUser(user: NewUser): Promise<number> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("users")
        .values({ created_at: now, updated_at: now, ...user })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A new profile with its registration number (the same numbering as the profile form's). */
    async insertProfile(row: NewProfileRow) {
      const { id } = await db.insertInto("profiles").values(row).returning("id").executeTakeFirstOrThrow();
      return db
        .updateTable("profiles")
        .set({ registration_number: id + REGISTRATION_NUMBER_OFFSET })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** A desk receipt of this event already in the ledger (a double tap or a mistyped book number). */
    async receiptUsed(eventId: number, receipt: string): Promise<boolean> {
      const row = await db
        .selectFrom("payments as p")
        .innerJoin("melava_registrations as r", "r.id", "p.melava_registration_id")
        .select("p.id")
        .where("r.event_id", "=", eventId)
        .where("p.provider", "in", ["cash", "upi_desk"])
        .where("p.provider_reference", "=", receipt)
        .executeTakeFirst();
      return !!row;
    },
    payment: (id: number) =>
      db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    async insertPayment(row: NewPaymentRow): Promise<number> {
      const inserted = await db.insertInto("payments").values(row).returning("id").executeTakeFirstOrThrow();
      return inserted.id;
    },
  };
}
export type OnSpotRepo = ReturnType<typeof onSpotRepo>;
