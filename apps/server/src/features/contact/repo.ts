import { CONTACT_PAGE_SIZE, type ContactListQuery } from "@vv/shared/contact";
import type { Insertable } from "kysely";
import type { DB } from "../../db/database";
import type { ContactMessagesTable } from "../../db/schema";

export type NewContactMessage = Insertable<ContactMessagesTable>;

export function contactRepo(db: DB) {
  const withReader = () =>
    db
      .selectFrom("contact_messages as m")
      .leftJoin("users as u", "u.id", "m.read_by")
      .select([
        "m.id",
        "m.first_name",
        "m.last_name",
        "m.mobile_or_email",
        "m.subject",
        "m.message",
        "m.created_at",
        "m.read_at",
        "u.first_name as reader_first_name",
        "u.last_name as reader_last_name",
        "u.mobile as reader_mobile",
      ]);

  return {
    /** Stores a message once per request id; false when that request was stored before. */
    async insert(row: NewContactMessage): Promise<boolean> {
      const result = await db
        .insertInto("contact_messages")
        .values(row)
        .onConflict((oc) => oc.column("request_id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async hasRequest(requestId: string): Promise<boolean> {
      const row = await db
        .selectFrom("contact_messages")
        .select("id")
        .where("request_id", "=", requestId)
        .executeTakeFirst();
      return !!row;
    },

    /** One page: unread messages first, newest first within each group. */
    async list(query: ContactListQuery) {
      let base = db.selectFrom("contact_messages");
      if (query.filter === "unread") base = base.where("read_at", "is", null);
      let page = withReader();
      if (query.filter === "unread") page = page.where("m.read_at", "is", null);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        page
          .orderBy((eb) => eb.case().when("m.read_at", "is", null).then(0).else(1).end())
          .orderBy("m.created_at", "desc")
          .orderBy("m.id", "desc")
          .limit(CONTACT_PAGE_SIZE)
          .offset((query.page - 1) * CONTACT_PAGE_SIZE)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    async countUnread(): Promise<number> {
      const row = await db
        .selectFrom("contact_messages")
        .where("read_at", "is", null)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    readState: (id: number) =>
      db
        .selectFrom("contact_messages")
        .select(["id", "read_at", "read_by"])
        .where("id", "=", id)
        .executeTakeFirst(),
    async setRead(id: number, patch: { read_at: string | null; read_by: number | null }) {
      await db.updateTable("contact_messages").set(patch).where("id", "=", id).execute();
    },
    find: (id: number) => withReader().where("m.id", "=", id).executeTakeFirst(),
  };
}
export type ContactRepo = ReturnType<typeof contactRepo>;
export type ContactRow = NonNullable<Awaited<ReturnType<ContactRepo["find"]>>>;
