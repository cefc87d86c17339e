import type { Insertable, Selectable, Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { MelavaEventsTable } from "../../db/schema";

export type MelavaEventRow = Selectable<MelavaEventsTable>;

/** Statuses visitors may see: drafts stay with the committee. */
const PUBLIC_STATUSES = ["published", "closed", "archived"] as const;
/** Registrations that hold a seat. */
export const SEAT_STATUSES = ["registered", "awaiting_payment"] as const;

export function melavaRepo(db: DB) {
  return {
    find: (id: number) => db.selectFrom("melava_events").selectAll().where("id", "=", id).executeTakeFirst(),
    findBySlug: (slug: string) =>
      db.selectFrom("melava_events").selectAll().where("slug", "=", slug).executeTakeFirst(),
    slugTaken: async (slug: string, exceptId: number | null) => {
      let q = db.selectFrom("melava_events").select("id").where("slug", "=", slug);
      if (exceptId !== null) q = q.where("id", "!=", exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    /** Every event, newest start first (the committee's list). */
    listAll: () =>
      db.selectFrom("melava_events").selectAll().orderBy("starts_at", "desc").orderBy("id", "desc").execute(),
    /** Events visitors may see starting at or after `now` (soonest first), and the others (latest first). */
    async listPublic(now: string, pastLimit: number) {
      const [upcoming, past] = await Promise.all([
        db
          .selectFrom("melava_events")
          .selectAll()
          .where("status", "in", ["published", "closed"])
          .where("starts_at", ">=", now)
          .orderBy("starts_at")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("melava_events")
          .selectAll()
          .where("status", "in", PUBLIC_STATUSES)
          .where((eb) => eb.or([eb("starts_at", "<", now), eb("status", "=", "archived")]))
          .orderBy("starts_at", "desc")
          .orderBy("id", "desc")
          .limit(pastLimit)
          .execute(),
      ]);
      return { upcoming, past };
    },
    async insert(row: Insertable<MelavaEventsTable>): Promise<number> {
      const inserted = await db
        .insertInto("melava_events")
        .values(row)
        .returning("id")
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    async update(id: number, patch: Updateable<MelavaEventsTable>) {
      await db.updateTable("melava_events").set(patch).where("id", "=", id).execute();
    },
    /** Published or closed events starting within (now, until] whose reminder has not gone out. */
    dueReminders: (now: string, until: string) =>
      db
        .selectFrom("melava_events")
        .selectAll()
        .where("status", "in", ["published", "closed"])
        .where("starts_at", ">", now)
        .where("starts_at", "<=", until)
        .where("reminder_sent_at", "is", null)
        .execute(),
    /** 1 for the run that marks the reminder sent, 0 when another already did. */
    async markReminded(id: number, at: string) {
      const result = await db
        .updateTable("melava_events")
        .set({ reminder_sent_at: at })
        .where("id", "=", id)
        .where("reminder_sent_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Seats taken per event and gender. */
    async taken(eventIds: readonly number[]): Promise<Map<number, { brides: number; grooms: number }>> {
      const out = new Map<number, { brides: number; grooms: number }>();
      for (const id of eventIds) out.set(id, { brides: 0, grooms: 0 });
      if (eventIds.length === 0) return out;
      const rows = await db
        .selectFrom("melava_registrations")
        .select(["event_id", "gender", (eb) => eb.fn.countAll<number>().as("n")])
        .where("event_id", "in", [...eventIds])
        .where("status", "in", SEAT_STATUSES)
        .groupBy(["event_id", "gender"])
        .execute();
      for (const r of rows) {
        const seats = out.get(r.event_id);
        if (!seats) continue;
        if (r.gender === 2) seats.brides = Number(r.n);
        else seats.grooms = Number(r.n);
      }
      return out;
    },
  };
}
export type MelavaRepo = ReturnType<typeof melavaRepo>;
