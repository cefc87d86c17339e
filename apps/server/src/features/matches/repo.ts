import { LIST_COUNT_CAP, LIST_PAGE_SIZE } from "@vv/shared/constants";
import { MATCH_CRITERIA, type MatchCriterion, type MatchesQuery } from "@vv/shared/matches";
import { ROW_STATUS } from "@vv/shared/statuses";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { PreferencesRow } from "../preferences/columns";
import { type ProfileRow, whereListFilters } from "../profiles/repo";
import { backwardChecks, forwardChecks, theyCareAboutKundli } from "./scoring-repo";

export interface MatchFilter extends MatchesQuery {
  me: ProfileRow;
  prefs: PreferencesRow | undefined;
  /** Genders the viewer may browse (gender access). */
  genders: number[];
  viewerId: number;
  /** Profiles approved after this are marked new; null: nothing is. */
  marksFrom: string | null;
  /** Our gotra / devak when the committee rules a shared one out: such candidates are left out. */
  exclude: { gotra: string | null; devak: string | null };
}

/**
 * What scoring a candidate reads of its profile (scoring-repo.ts: both families' checks, the guna's
 * moon): the pool is read with exactly these, never the whole row.
 */
const SCORED_COLUMNS = [
  "profiles.id",
  "profiles.approved_at",
  "profiles.date_of_birth",
  "profiles.height_inches",
  "profiles.marital_status_id",
  "profiles.education_id",
  "profiles.occupation_id",
  "profiles.annual_income_id",
  "profiles.district_id",
  "profiles.region_id",
  "profiles.religion_id",
  "profiles.caste_id",
  "profiles.mangal_dosha",
  "profiles.moon_nakshatra",
  "profiles.moon_rashi",
] as const;

/** The list's filters Matches applies on top (any of them narrows the walk). */
const LIST_FILTER_KEYS = [
  "educationId",
  "regionId",
  "ageMin",
  "ageMax",
  "heightMin",
  "heightMax",
  "mangal",
  "regNo",
  "name",
  "idVerified",
  "wishlist",
] as const satisfies readonly (keyof MatchesQuery)[];

export type MatchRow = ProfileRow & {
  is_new: number;
  is_wishlisted: number;
  guna_halves: number | null;
  met: number;
  misses: number;
  b_met: number;
  b_stated: number;
} & Partial<Record<`f_${MatchCriterion}`, number | null>>;

/**
 * One page of a profile's matches, scored and ranked in SQL. The candidates are chosen by indexed
 * filters (approved, active, the other gender, the list's filters: the browse indexes, newest
 * first) and bounded before scoring: the `pool` newest of them (LIST_COUNT_CAP, as many as the list
 * counts) are read by a LIMIT-ed index range scan, each is scored with a few CASE expressions against
 * both families' preferences and joined to its guna by primary key, and the database keeps the best
 * page of those. Work per request: O(pool), the same at ten thousand profiles as at a million; a
 * profile or preference edit costs nothing here (scores are computed when asked, never stored).
 * With more candidates than the pool, older ones are ranked only once a list filter narrows the
 * candidates enough to bring them in.
 */
export function matchesRepo(
  db: DB,
  adapter: DialectAdapter,
  pool = LIST_COUNT_CAP,
  /** Where the candidates are read, counted and ranked (the SQLite read workers, or `db` itself). */
  reader: DB = db,
) {
  /** rangesViaIndex false: for a walk in approval order, the age range is tested, not searched. */
  function candidates(f: MatchFilter, rangesViaIndex = true) {
    const other = f.me.gender === 1 ? 2 : 1;
    let q = reader
      .selectFrom("profiles")
      .where("registration_status", "=", "approved")
      .where("row_status", "=", ROW_STATUS.active)
      .where("gender", "=", f.genders.includes(other) ? other : -1)
      // Never the family's own profiles.
      .where("owner_user_id", "!=", f.viewerId)
      .where((eb) => eb.or([eb("associate_user_id", "is", null), eb("associate_user_id", "!=", f.viewerId)]));
    q = whereListFilters(q, { ...f, viewerId: f.viewerId }, adapter, true, rangesViaIndex);
    // Compared by the key stored on save (lineageKey: less case, spacing and Latin accents), so
    // SQLite and PostgreSQL leave out the same pairs.
    for (const [field, column] of [
      ["gotra", "gotra_key"],
      ["devak", "devak_key"],
    ] as const) {
      const ours = f.exclude[field];
      if (ours) q = q.where((eb) => eb.or([eb(column, "is", null), eb(column, "!=", ours)]));
    }
    return q;
  }

  /** With no list filter the walk covers a whole gender: only the Matches index should serve it. */
  function newestWalk<Q extends ReturnType<typeof candidates>>(q: Q, f: MatchFilter): Q {
    const hint = adapter.onlyTheMatchesIndexServes();
    const filtered = LIST_FILTER_KEYS.some((key) => f[key] !== undefined && f[key] !== false);
    return hint && !filtered ? (q.where(hint) as Q) : q;
  }

  return {
    async page(f: MatchFilter): Promise<{ rows: MatchRow[]; total: number; totalIsCapped: boolean }> {
      const me = f.me;
      const hasMoon = me.moon_nakshatra !== null && me.moon_rashi !== null;
      const groom = me.gender === 1;
      const forward = forwardChecks(f.prefs, me);
      const backward = backwardChecks(me);
      const forwardKeys = MATCH_CRITERIA.filter((c) => forward[c]);
      const weCare = f.prefs && (f.prefs.min_guna !== null || f.prefs.avoid_nadi_dosha === 1) ? 1 : 0;

      // Counted as the list counts: up to one past the cap, which says "more than".
      const { total } = await reader
        .selectFrom(
          candidates(f)
            .select(sql.lit(1).as("one"))
            .limit(Math.max(LIST_COUNT_CAP, pool) + 1)
            .as("capped"),
        )
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      // The pool: every candidate when they are few (found by the narrowest index, unordered), else
      // the newest, read in the browse index's own order and stopped at `pool`.
      // The pool carries the columns the checks read, so a walk over an index holding them (the
      // Matches index, the education and region walks: migration 122) never reads a profile's row.
      const newest =
        Number(total) <= pool
          ? candidates(f).select(SCORED_COLUMNS)
          : newestWalk(candidates(f, false), f)
              .select(SCORED_COLUMNS)
              .orderBy("approved_at", "desc")
              .orderBy("profiles.id", "desc")
              .limit(pool);
      // Named "profiles" so the checks (scoring-repo.ts) read the pool's columns as they are written.
      const scored = reader
        .selectFrom(newest.as("profiles"))
        .leftJoin("partner_preferences as cp", "cp.profile_id", "profiles.id")
        .leftJoin("guna_scores as g", (join) =>
          hasMoon
            ? join
                .on(groom ? "g.groom_nakshatra" : "g.bride_nakshatra", "=", me.moon_nakshatra ?? 0)
                .on(groom ? "g.groom_rashi" : "g.bride_rashi", "=", me.moon_rashi ?? 0)
                .onRef(groom ? "g.bride_nakshatra" : "g.groom_nakshatra", "=", "profiles.moon_nakshatra")
                .onRef(groom ? "g.bride_rashi" : "g.groom_rashi", "=", "profiles.moon_rashi")
            : join.on(sql<SqlBool>`1 = 0`),
        )
        .select(["profiles.id", "profiles.approved_at"])
        .select([
          sql<number>`case when ${f.marksFrom !== null ? sql`profiles.approved_at > ${f.marksFrom}` : sql`1 = 0`} then 1 else 0 end`.as(
            "is_new",
          ),
          sql<number | null>`g.total_halves`.as("guna_halves"),
          sql<number>`case when ${weCare} = 1 and ${theyCareAboutKundli} = 1 then coalesce(g.total_halves, -1) else -1 end`.as(
            "guna_rank",
          ),
          ...forwardKeys.map((c) => (forward[c] as RawBuilder<number | null>).as(`f_${c}`) as never),
          ...MATCH_CRITERIA.map((c) => backward[c].as(`b_${c}`) as never),
        ]);

      const sum = (cols: string[], mode: "met" | "stated") =>
        cols.length === 0
          ? sql<number>`0`
          : sql<number>`(${sql.join(
              cols.map((c) =>
                mode === "met"
                  ? sql`coalesce(${sql.ref(`m.${c}`)}, 0)`
                  : sql`case when ${sql.ref(`m.${c}`)} is null then 0 else 1 end`,
              ),
              sql` + `,
            )})`;
      const fCols = forwardKeys.map((c) => `f_${c}`);
      const bCols = MATCH_CRITERIA.map((c) => `b_${c}`);
      const met = sum([...fCols, ...bCols], "met");
      const stated = sum([...fCols, ...bCols], "stated");

      // Sorting carries only ids and small scores; the page's rows are read afterwards by id.
      // The checks are computed once per candidate (a materialized CTE), then summed and sorted.
      const ranked = await reader
        .with(
          (cte) => cte("m").materialized(),
          () => scored,
        )
        .selectFrom("m")
        .selectAll("m")
        .select([
          met.as("met"),
          sql<number>`${stated} - ${met}`.as("misses"),
          sum(bCols, "met").as("b_met"),
          sum(bCols, "stated").as("b_stated"),
        ])
        .orderBy(sql.ref("misses"))
        .orderBy(sql.ref("met"), "desc")
        .orderBy(sql.ref("m.guna_rank"), "desc")
        .orderBy(sql.ref("m.approved_at"), "desc")
        .orderBy(sql.ref("m.id"), "desc")
        .limit(LIST_PAGE_SIZE)
        .offset((f.page - 1) * LIST_PAGE_SIZE)
        .execute();
      const ids = ranked.map((r) => Number(r.id));
      const [profiles, wished] = ids.length
        ? await Promise.all([
            reader.selectFrom("profiles").selectAll().where("id", "in", ids).execute(),
            reader
              .selectFrom("wishlist")
              .select("profile_id")
              .where("user_id", "=", f.viewerId)
              .where("profile_id", "in", ids)
              .execute(),
          ])
        : [[], []];
      const byId = new Map(profiles.map((p) => [p.id, p]));
      const wishedIds = new Set(wished.map((w) => w.profile_id));
      // The scores are added to each profile row rather than both copied into a new object: a row
      // of 150-odd columns handed over by a read worker is slow to copy, twelve of them on every page.
      const rows = ranked.flatMap(({ id, approved_at: _approvedAt, ...scores }) => {
        const profile = byId.get(Number(id));
        return profile
          ? [Object.assign(profile, scores, { is_wishlisted: wishedIds.has(profile.id) ? 1 : 0 }) as MatchRow]
          : [];
      });
      return {
        total: Math.min(Number(total), LIST_COUNT_CAP),
        totalIsCapped: Number(total) > LIST_COUNT_CAP,
        rows,
      };
    },

    /** How many candidates were approved after `since`, counted up to `cap` (the "5 new matches" notice). */
    async countApprovedSince(f: Omit<MatchFilter, "marksFrom" | "prefs">, since: string, cap: number) {
      const { n } = await db
        .selectFrom(
          candidates({ ...f, prefs: undefined, marksFrom: null })
            .where("approved_at", ">", since)
            .select("profiles.id")
            .limit(cap)
            .as("fresh"),
        )
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Profiles whose family opened their matches and was not told of new ones in the last day:
     * the family (active, verified) and the profile (active), with when to count from.
     */
    dueForNotice(dayAgo: string) {
      // A paused or closed profile hears of no new matches.
      const unlisted = db.selectFrom("unlisted_profiles").select("unlisted_profiles.profile_id");
      return db
        .selectFrom("match_visits as mv")
        .innerJoin("profiles as p", "p.id", "mv.profile_id")
        .innerJoin("users as u", "u.id", "mv.user_id")
        .select(["mv.user_id", "mv.profile_id", "mv.seen_at", "mv.notified_at"])
        .where("p.row_status", "=", 1)
        .where("p.id", "not in", unlisted)
        .where("u.row_status", "=", 1)
        .where("u.is_verified", "=", 1)
        .where((eb) => eb.or([eb("mv.notified_at", "is", null), eb("mv.notified_at", "<", dayAgo)]))
        .execute();
    },

    /** Records that the family was told, so the next notice waits a day. */
    async markNotified(trx: DB, userId: number, profileId: number, at: string) {
      await trx
        .updateTable("match_visits")
        .set({ notified_at: at })
        .where("user_id", "=", userId)
        .where("profile_id", "=", profileId)
        .execute();
    },

    /** Opening the page: "new" is what was approved since the previous visit (a visit lasts an hour). */
    async visit(userId: number, profileId: number, now = new Date()): Promise<string | null> {
      const row = await db
        .selectFrom("match_visits")
        .selectAll()
        .where("user_id", "=", userId)
        .where("profile_id", "=", profileId)
        .executeTakeFirst();
      const iso = now.toISOString();
      if (!row) {
        await db
          .insertInto("match_visits")
          .values({ user_id: userId, profile_id: profileId, seen_at: iso, marks_from: null })
          .onConflict((oc) => oc.columns(["user_id", "profile_id"]).doNothing())
          .execute();
        return null;
      }
      if (now.getTime() - Date.parse(row.seen_at) < 60 * 60_000) return row.marks_from;
      await db
        .updateTable("match_visits")
        .set({ seen_at: iso, marks_from: row.seen_at })
        .where("user_id", "=", userId)
        .where("profile_id", "=", profileId)
        .execute();
      return row.seen_at;
    },
  };
}
export type MatchesRepo = ReturnType<typeof matchesRepo>;
