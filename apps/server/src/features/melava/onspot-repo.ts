import type { DB } from "../../db/database";
import type { NewPaymentRow } from "../payments/repo";
import type { NewProfileRow } from "../profiles/repo";
import { REGISTRATION_NUMBER_OFFSET } from "../profiles/repo";
import type { NewUser } from "../users/repo";

/** The desk's on-the-spot registration SQL; built on the service's transaction. */
export function onSpotRepo(db: DB) {
  return {
    userByMobile: (mobile: string) =>
      db
        .selectFrom("users")
        .select(["id", "row_status", "role"])
        .where("mobile", "=", mobile)
        .executeTakeFirst(),
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
    async insertPayment(row: NewPaymentRow): Promise<number> {
      const inserted = await db.insertInto("payments").values(row).returning("id").executeTakeFirstOrThrow();
      return inserted.id;
    },
  };
}
export type OnSpotRepo = ReturnType<typeof onSpotRepo>;
