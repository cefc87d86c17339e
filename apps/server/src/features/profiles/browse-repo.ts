/**
 * The browse list's query at any size: a capped count instead of an exact one, numbered pages within
 * the cap, and keyset paging ("More") past it, so page 10,000 costs what page 1 costs.
 */
import { LIST_COUNT_CAP, LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { ProfileListQuery } from "@vv/shared/profile-views";
import { ROW_STATUS } from "@vv/shared/statuses";
import { type SelectQueryBuilder, sql } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { notBlockedWith } from "../blocks/sql";
import { inTheLists } from "../visibility/listed-sql";
import { cappedCountMemory, nameChoiceMemory } from "./list-memory";

/** The last page reachable by number: the one holding the cap's last match. */
export const LAST_NUMBERED_PAGE = Math.ceil(LIST_COUNT_CAP / LIST_PAGE_SIZE);

export interface BrowseFilter extends ProfileListQuery {
  genders: number[];
  viewerId: number;
}

/** Where a page ends: the (approved_at, id) of its last card, in the URL-safe form the API hands out. */
export interface ListPosition {
  approvedAt: string;
  id: number;
}

export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(`${position.approvedAt}|${position.id}`).toString("base64url");
}

/** The position in a cursor, or undefined for anything not made by encodeListCursor. */
export function decodeListCursor(cursor: string | undefined): ListPosition | undefined {
  if (!cursor) return undefined;
  const [approvedAt, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const n = Number(id);
  if (!approvedAt || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(approvedAt) || !Number.isSafeInteger(n) || n < 1)
    return undefined;
  return { approvedAt, id: n };
}

/** yyyy-mm-dd of the day someone born on it turns `years` today. */
function bornOnOrBefore(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** The browse list's filters (also applied on top of a profile's matches), on the profiles table. */
export function whereListFilters<Q extends SelectQueryBuilder<Database, "profiles", object>>(
  query: Q,
  filter: Omit<BrowseFilter, "genders" | "gender">,
  adapter: DialectAdapter,
  nameViaIndex = true,
  /** false: the age range is tested on the way (for a walk in the list's order), not searched. */
  rangesViaIndex = true,
): Q {
  // Blocks hide profiles both ways, in every list (browse, wish list, matches).
  const style = adapter.hiddenRowsLeftOutBy;
  let q = (query as SelectQueryBuilder<Database, "profiles", object>).where(
    notBlockedWith(filter.viewerId, style),
  );
  // Held profiles (reported by enough members, or their account's deletion pending) and paused or
  // closed ones leave every list (visibility/listed-sql.ts).
  q = q.where((eb) => inTheLists(eb, style));
  if (filter.educationId) q = q.where("education_id", "=", filter.educationId);
  if (filter.regionId) q = q.where("region_id", "=", filter.regionId);
  // Unknown Mangal dosha (null: no birth details) is in neither "with" nor "without" (the filter says
  // so on the page); "withoutOrUnknown" is for families who would rather not miss those.
  if (filter.mangal === "with" || filter.mangal === "without")
    q = q.where("mangal_dosha", "=", filter.mangal === "with" ? 1 : 0);
  if (filter.mangal === "withoutOrUnknown")
    q = q.where((eb) => eb.or([eb("mangal_dosha", "is", null), eb("mangal_dosha", "=", 0)]));
  if (filter.regNo) {
    const n = Number(filter.regNo.replace(/\D/g, ""));
    q = q.where("registration_number", "=", Number.isSafeInteger(n) ? n : -1);
  }
  if (filter.name) q = q.where(adapter.profileNameContains(filter.name, nameViaIndex));
  const dob = rangesViaIndex ? sql.ref("date_of_birth") : adapter.notViaIndex("date_of_birth");
  if (filter.ageMin) q = q.where(sql<boolean>`${dob} <= ${bornOnOrBefore(filter.ageMin)}`);
  if (filter.ageMax) q = q.where(sql<boolean>`${dob} > ${bornOnOrBefore(filter.ageMax + 1)}`);
  if (filter.heightMin) q = q.where("height_inches", ">=", filter.heightMin);
  if (filter.heightMax) q = q.where("height_inches", "<=", filter.heightMax);
  // Served by the partial index profiles_browse_id_verified_idx (migration 033), in the browse order.
  if (filter.idVerified) q = q.where("profiles.id_verified_at", "is not", null);
  if (filter.wishlist) {
    // Driven from the member's few wish-list rows, not by testing every profile.
    q = q.where("profiles.id", "in", (eb) =>
      eb.selectFrom("wishlist").select("wishlist.profile_id").where("wishlist.user_id", "=", filter.viewerId),
    );
  }
  return q as Q;
}

/** The two statements one list request runs: the capped count and the page (also EXPLAINed by a test). */
export async function browseStatements(
  db: DB,
  adapter: DialectAdapter,
  filter: BrowseFilter,
  nameIndexPays: (name: string) => Promise<boolean> = (name) => adapter.nameIndexPays(db, name),
) {
  let base = db
    .selectFrom("profiles")
    .where("registration_status", "=", "approved")
    .where("row_status", "=", ROW_STATUS.active)
    .where("gender", "in", filter.genders.length ? filter.genders : [-1]);
  if (filter.gender) base = base.where("gender", "=", filter.gender);
  const nameViaIndex = filter.name ? await nameIndexPays(filter.name) : true;
  const query = whereListFilters(base, filter, adapter, nameViaIndex);

  const after = filter.sort === "active" ? undefined : decodeListCursor(filter.after);
  const resume = <Q extends SelectQueryBuilder<Database, "profiles", object>>(q: Q): Q =>
    after
      ? (q.where((eb) =>
          eb(eb.refTuple("approved_at", "profiles.id"), "<", eb.tuple(after.approvedAt, after.id)),
        ) as Q)
      : q;
  // Numbered pages stop at the cap (a deep offset walks every row before it); past it, "More".
  const page = after ? 1 : Math.min(filter.page, LAST_NUMBERED_PAGE);
  const count = () =>
    db
      .selectFrom(
        query
          .select(sql.lit(1).as("one"))
          .limit(LIST_COUNT_CAP + 1)
          .as("capped"),
      )
      .select((eb) => eb.fn.countAll<number>().as("total"));
  // "Recently active": numbered pages within the cap, in the order of profiles_browse_active_idx.
  const byActivity = filter.sort === "active";
  const ordered = <Q extends SelectQueryBuilder<Database, "profiles", object>>(q: Q): Q =>
    (byActivity
      ? q.orderBy("active_on", "desc").orderBy("profiles.id", "desc")
      : q.orderBy("approved_at", "desc").orderBy("profiles.id", "desc")) as Q;
  const pageOf = <Q extends SelectQueryBuilder<Database, "profiles", object>>(q: Q) =>
    ordered(q)
      .selectAll("profiles")
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom("wishlist")
              .select("wishlist.profile_id")
              .whereRef("wishlist.profile_id", "=", "profiles.id")
              .where("wishlist.user_id", "=", filter.viewerId),
          )
          .as("is_wishlisted"),
      )
      .limit(LIST_PAGE_SIZE + 1) // one more than shown says whether "More" has anything
      .offset((page - 1) * LIST_PAGE_SIZE);
  // Walking the browse index in its order finds a page of a common filter in a few entries, but
  // walks every profile of the gender for a filter few meet. When the count found at most the cap,
  // the matches are chosen without an order (the birth-date ranges of migration 065 serve them) and
  // only those are sorted.
  const rows = () => pageOf(resume(whereListFilters(base, filter, adapter, nameViaIndex, false)));
  const fewRows = () => {
    const fewIds = ordered(resume(query).select("profiles.id"))
      .limit(LIST_PAGE_SIZE + 1)
      .offset((page - 1) * LIST_PAGE_SIZE);
    return pageOf(db.selectFrom("profiles").where("profiles.id", "in", fewIds)).offset(0);
  };
  // Built when first asked: a request runs the count (unless remembered) and one of the two pages,
  // and building a statement is a good part of a list request's work on the event loop.
  return {
    page,
    get count() {
      return count();
    },
    get rows() {
      return rows();
    },
    get fewRows() {
      return fewRows();
    },
  };
}

export function browseQuery(db: DB, adapter: DialectAdapter) {
  const capped = cappedCountMemory();
  const nameChoice = nameChoiceMemory();
  const nameIndexPays = (name: string) => nameChoice(name, (n) => adapter.nameIndexPays(db, n));
  return async function browse(filter: BrowseFilter) {
    const statements = await browseStatements(db, adapter, filter, nameIndexPays);
    const { page } = statements;
    // The count first: whether it reaches the cap decides how the page is best read.
    const { total } = capped.isCapped(filter)
      ? { total: LIST_COUNT_CAP + 1 }
      : await statements.count.executeTakeFirstOrThrow();
    if (Number(total) > LIST_COUNT_CAP) capped.remember(filter);
    const rows = await (Number(total) > LIST_COUNT_CAP ? statements.rows : statements.fewRows).execute();
    const shown = rows.slice(0, LIST_PAGE_SIZE);
    const last = shown.at(-1);
    const hasMore = rows.length > LIST_PAGE_SIZE;
    return {
      page,
      total: Math.min(Number(total), LIST_COUNT_CAP),
      totalIsCapped: Number(total) > LIST_COUNT_CAP,
      nextCursor:
        hasMore && last?.approved_at && filter.sort !== "active"
          ? encodeListCursor({ approvedAt: last.approved_at, id: last.id })
          : null,
      // Set on the row itself: copying a row of 150-odd columns, a dozen per page, is what costs.
      rows: shown.map((r) => Object.assign(r, { is_wishlisted: Boolean(r.is_wishlisted) })),
    };
  };
}
