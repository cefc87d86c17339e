import { type SavedSearchFilters, savedSearchFiltersSchema } from "@vv/shared/saved-searches";
import { ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { SavedSearchesTable } from "../../db/tables/matchmaking";
import { whereListFilters } from "../profiles/browse-repo";

type Row = Omit<SavedSearchesTable, "id" | "new_count" | "created_at" | "updated_at"> & {
  id: number;
  new_count: number;
  created_at: string;
  updated_at: string;
};

/** A stored search's filters; a row that no longer parses (never written so) searches everything. */
export function filtersOf(row: Pick<Row, "filters">): SavedSearchFilters {
  try {
    const parsed = savedSearchFiltersSchema.safeParse(JSON.parse(row.filters));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function savedSearchesRepo(db: DB, adapter: DialectAdapter) {
  const mine = (userId: number) => db.selectFrom("saved_searches").where("user_id", "=", userId);

  function newSinceStatement(
    filters: SavedSearchFilters,
    viewer: { id: number; genders: number[] },
    since: string,
    cap: number,
  ) {
    let base = db
      .selectFrom("profiles")
      .where("registration_status", "=", "approved")
      .where("row_status", "=", ROW_STATUS.active)
      .where("gender", "in", viewer.genders.length ? viewer.genders : [-1])
      .where("approved_at", ">", since);
    if (filters.gender) base = base.where("gender", "=", filters.gender);
    const query = whereListFilters(
      base,
      {
        ...filters,
        page: 1,
        wishlist: false,
        idVerified: filters.idVerified === true,
        viewerId: viewer.id,
      },
      adapter,
      false,
      false,
    );
    return db
      .selectFrom(query.select("profiles.id").limit(cap).as("fresh"))
      .select((eb) => eb.fn.countAll<number>().as("n"));
  }

  return {
    list(userId: number): Promise<Row[]> {
      return mine(userId).selectAll().orderBy("id").execute();
    },

    async count(userId: number): Promise<number> {
      const { n } = await mine(userId)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    find(userId: number, id: number): Promise<Row | undefined> {
      return mine(userId).selectAll().where("id", "=", id).executeTakeFirst();
    },

    insert(userId: number, name: string, filters: SavedSearchFilters, at: string): Promise<Row> {
      return db
        .insertInto("saved_searches")
        .values({
          user_id: userId,
          name,
          filters: JSON.stringify(filters),
          checked_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async rename(userId: number, id: number, name: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable("saved_searches")
        .set({ name, updated_at: at })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const r = await db
        .deleteFrom("saved_searches")
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The member looked at the search's results: new profiles count from now. */
    async opened(userId: number, id: number, at: string): Promise<void> {
      await db
        .updateTable("saved_searches")
        .set({ opened_at: at, new_count: 0 })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .execute();
    },

    /**
     * Members with a search not checked for a day, whose account may browse (active, verified,
     * listing access, not awaiting deletion); read from the checked_at index, a batch at a time.
     */
    async dueMembers(dayAgo: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("saved_searches as s")
        .innerJoin("users as u", "u.id", "s.user_id")
        .select("s.user_id")
        .distinct()
        .where("s.checked_at", "<", dayAgo)
        .where("u.row_status", "=", ROW_STATUS.active)
        .where("u.is_verified", "=", VERIFICATION.verified)
        .where("u.is_bride_groom_access", "=", 1)
        .where("u.deletion_due_at", "is", null)
        .orderBy("s.user_id")
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /**
     * Profiles approved after `since` that the list would show this member with these filters,
     * counted up to `cap`: the browse filters on an approval-time lower bound, so the browse indexes
     * (…, gender, approved_at) read only the new approvals whatever the number of profiles.
     */
    async countNewSince(
      filters: SavedSearchFilters,
      viewer: { id: number; genders: number[] },
      since: string,
      cap: number,
    ): Promise<number> {
      const { n } = await newSinceStatement(filters, viewer, since, cap).executeTakeFirstOrThrow();
      return Number(n);
    },

    /** countNewSince's one statement (a test reads its plan). */
    newSinceStatement,

    async checked(trx: DB, id: number, at: string, newCount: number): Promise<void> {
      await trx
        .updateTable("saved_searches")
        .set({ checked_at: at, new_count: newCount })
        .where("id", "=", id)
        .execute();
    },
  };
}
export type SavedSearchesRepo = ReturnType<typeof savedSearchesRepo>;
