import { LIST_COUNT_CAP, LIST_PAGE_SIZE } from "@vv/shared/constants";
import { profileInputSchema } from "@vv/shared/profile";
import type { ProfileListQuery } from "@vv/shared/profile-views";
import { CompiledQuery, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { browseStatements, decodeListCursor, encodeListCursor, LAST_NUMBERED_PAGE } from "./browse-repo";
import { inputToColumns } from "./mapping";

/** More approved brides than the count cap, several sharing one approval instant (ties on the sort key). */
const BRIDES = LIST_COUNT_CAP + 30;

/** A birth date `years` (and half a year) before today. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 180);
  return d.toISOString().slice(0, 10);
}

describeEachDialect("browse list at scale: capped count, numbered pages, More", (ctx) => {
  let groomFamily: Actor;
  let brideRegion: number;
  const list = async (query: string) => {
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles${query}`,
      headers: groomFamily.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    await createProfile(app, groomFamily, 1);
    const owner = await actor(app);
    const template = inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(7), 2)));
    brideRegion = template.region_id as number;
    const rows = Array.from({ length: BRIDES }, (_, n) => ({
      ...template,
      first_name: n === 17 ? "Kaveri" : template.first_name,
      search_name: n === 17 ? "kaveri zzqx bhosale" : template.search_name,
      // Twelve ages, so a one-year age filter matches fewer than the cap.
      date_of_birth: bornYearsAgo(22 + (n % 12)),
      owner_user_id: owner.user.id,
      registration_status: "approved",
      photo_status: "approved",
      // Every fifth bride shares the previous one's instant.
      approved_at: new Date(Date.UTC(2026, 0, 1) + (n - (n % 5 === 4 ? 1 : 0)) * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await app.database.db
        .insertInto("profiles")
        .values(rows.slice(i, i + 200) as never)
        .execute();
  });

  it("remembers a count over the cap for every member for a while; the wish list is counted each time", async () => {
    const { app } = ctx();
    const other = await actor(app);
    await createProfile(app, other, 1);
    const tall = await list("?gender=2&heightMin=41");
    expect(tall.totalIsCapped).toBe(true);
    // Hide 100 brides behind a hold the memory does not know of: within its time the list still
    // says "more than 1,000", to another member too, while pages show what is there now.
    const hidden = await app.database.db
      .selectFrom("profiles")
      .select("id")
      .where("gender", "=", 2)
      .where("registration_status", "=", "approved")
      .limit(100)
      .execute();
    await app.database.db
      .insertInto("report_holds")
      .values(hidden.map((h) => ({ profile_id: h.id })))
      .execute();
    try {
      const res = await app.inject({
        method: "GET",
        url: "/api/v1/profiles?gender=2&heightMin=41",
        headers: other.headers,
      });
      expect(res.json()).toMatchObject({ total: LIST_COUNT_CAP, totalIsCapped: true });
      // A filter not yet remembered is counted now.
      expect(await list("?gender=2&heightMin=42")).toMatchObject({
        total: BRIDES - 100,
        totalIsCapped: false,
      });
    } finally {
      await app.database.db
        .deleteFrom("report_holds")
        .where(
          "profile_id",
          "in",
          hidden.map((h) => h.id),
        )
        .execute();
    }
  });

  it("counts up to the cap and says there are more", async () => {
    const first = await list("?gender=2");
    expect(first.total).toBe(LIST_COUNT_CAP);
    expect(first.totalIsCapped).toBe(true);
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const narrow = await list("?gender=2&name=zzqx");
    expect(narrow).toMatchObject({ total: 1, totalIsCapped: false, nextCursor: null });
    expect(narrow.items[0].fullName).toContain("Kaveri");
  });

  it("walks every bride exactly once with More, ties included, in the order of the numbered pages", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const page = await list(`?gender=2${cursor ? `&after=${cursor}` : ""}`);
      seen.push(...page.items.map((p: { id: number }) => p.id));
      cursor = page.nextCursor;
      requests++;
    } while (cursor && requests < 200);
    expect(seen).toHaveLength(BRIDES);
    expect(new Set(seen).size).toBe(BRIDES);
    const page3 = await list("?gender=2&page=3");
    expect(page3.items.map((p: { id: number }) => p.id)).toEqual(seen.slice(24, 36));
  });

  it("reads a filter few profiles meet from their birth-date range, in the same order as the walk", async () => {
    const { app, dialect } = ctx();
    const db = app.database.db;
    const few = { ageMin: 25, ageMax: 25 };
    const filters: Partial<ProfileListQuery>[] = [
      few,
      { ...few, page: 2 },
      { ...few, regionId: brideRegion },
      { ...few, after: encodeListCursor({ approvedAt: "2026-01-01T10:00:00.000Z", id: 999_999 }) },
      { ageMin: 23, ageMax: 33 },
    ];
    for (const f of filters) {
      const filter = {
        page: 1,
        wishlist: false,
        idVerified: false,
        ...f,
        genders: [2],
        viewerId: groomFamily.user.id,
      };
      const { rows, fewRows } = await browseStatements(db, app.database.adapter, filter);
      const walked = (await rows.execute()).map((r) => r.id);
      expect(walked.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(
        (await fewRows.execute()).map((r) => r.id),
        JSON.stringify(f),
      ).toEqual(walked);
    }
    // Through the API: counted exactly under the cap, the page sorted from those alone.
    const one = await list("?gender=2&ageMin=25&ageMax=25");
    expect(one.totalIsCapped).toBe(false);
    expect(one.total).toBe(Math.floor(BRIDES / 12) + (BRIDES % 12 > 3 ? 1 : 0));
    const { rows } = await browseStatements(db, app.database.adapter, {
      page: 1,
      wishlist: false,
      idVerified: false,
      ...few,
      genders: [2],
      viewerId: groomFamily.user.id,
    });
    expect(one.items.map((p: { id: number }) => p.id)).toEqual(
      (await rows.execute()).slice(0, LIST_PAGE_SIZE).map((r) => r.id),
    );
    if (dialect !== "sqlite") return;
    // SQLite: the count is a range of the birth-date index, read from the index alone; a walk in the
    // list's order is never turned into a sort of every match by that range.
    const plan = async (q: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
      const c = q.compile();
      const out = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
      );
      return out.rows.map((r) => r.detail).join("\n");
    };
    const statements = await browseStatements(db, app.database.adapter, {
      page: 1,
      wishlist: false,
      idVerified: false,
      ...few,
      regionId: brideRegion,
      genders: [2],
      viewerId: groomFamily.user.id,
    });
    expect(await plan(statements.count)).toMatch(
      /COVERING INDEX profiles_browse_region_id_age_idx \(.*date_of_birth>\? AND date_of_birth<\?\)/,
    );
    expect(await plan(statements.rows)).not.toMatch(/TEMP B-TREE/);
    // A height bound too is tested in the index (the height is its last column), not in each row.
    const withHeight = await browseStatements(db, app.database.adapter, {
      page: 1,
      wishlist: false,
      idVerified: false,
      ...few,
      heightMin: 50,
      heightMax: 80,
      regionId: brideRegion,
      genders: [2],
      viewerId: groomFamily.user.id,
    });
    expect(await plan(withHeight.count)).toMatch(/COVERING INDEX profiles_browse_region_id_age_idx/);
  });

  it("stops numbered pages at the cap instead of walking a deep offset", async () => {
    const deep = await list("?gender=2&page=9999");
    expect(deep.page).toBe(LAST_NUMBERED_PAGE);
    expect(deep.items.length).toBeGreaterThan(0);
  });

  it("ignores a cursor it did not make", async () => {
    expect(decodeListCursor("bm9wZQ")).toBeUndefined();
    expect(decodeListCursor(encodeListCursor({ approvedAt: "2026-01-01T00:00:00.000Z", id: 5 }))).toEqual({
      approvedAt: "2026-01-01T00:00:00.000Z",
      id: 5,
    });
    const forged = await list(
      `?gender=2&after=${Buffer.from("x|1; drop table profiles").toString("base64url")}`,
    );
    expect(forged.items).toHaveLength(LIST_PAGE_SIZE);
  });

  it("keeps the name index in step with inserts, renames and deletes", async () => {
    const { app } = ctx();
    const db = app.database.db;
    const row = await db
      .selectFrom("profiles")
      .select("id")
      .where("search_name", "=", "kaveri zzqx bhosale")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("profiles")
      .set({ search_name: "kaveri qwvy bhosale" })
      .where("id", "=", row.id)
      .execute();
    expect((await list("?gender=2&name=zzqx")).total).toBe(0);
    expect((await list("?gender=2&name=QWVY")).total).toBe(1);
    await db.deleteFrom("profiles").where("id", "=", row.id).execute();
    expect((await list("?gender=2&name=qwvy")).total).toBe(0);
    // Short needles and wildcard characters still match as plain text.
    expect((await list("?gender=2&name=%25")).total).toBe(0);
  });

  it("has an index path for every filter on PostgreSQL (no sequential scan of profiles, hidden rows anti-joined)", async () => {
    const { app, dialect } = ctx();
    if (dialect !== "postgres") return;
    const filters: Partial<ProfileListQuery>[] = [
      {},
      { educationId: 5 },
      { regionId: 2 },
      { name: "patil" },
      { ageMin: 25, ageMax: 30 },
      { heightMin: 60, heightMax: 68 },
      { regNo: "5001" },
      { wishlist: true },
      { idVerified: true },
      { after: encodeListCursor({ approvedAt: "2026-01-01T10:00:00.000Z", id: 500 }) },
    ];
    await app.database.db.connection().execute(async (conn) => {
      // The test tables are small, where a scan is cheapest: forbid it to see whether an index serves.
      await sql`set enable_seqscan = off`.execute(conn);
      for (const f of filters) {
        const filter = {
          page: 1,
          wishlist: false,
          idVerified: false,
          ...f,
          genders: [2],
          viewerId: groomFamily.user.id,
        };
        const { count, rows } = await browseStatements(conn, app.database.adapter, filter);
        for (const statement of [count.compile(), rows.compile()]) {
          const plan = await conn.executeQuery<{ "QUERY PLAN": string }>(
            CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
          );
          const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
          expect(text, `${JSON.stringify(f)}\n${text}`).not.toMatch(/Seq Scan on profiles/);
          // Blocks, holds and unlisted profiles are anti-joined, estimated from their own tables, never
          // a `not in` subplan the planner guesses keeps half the rows each.
          expect(text, text).toMatch(/Anti Join/);
          expect(text, text).not.toMatch(/NOT \((hashed )?SubPlan/);
          // "ID verified only" reads the small partial index of verified profiles (migration 033).
          if (f.idVerified) expect(text).toMatch(/profiles_browse_id_verified_idx/);
        }
      }
      // The check can fail: a filter no index serves still shows its sequential scan.
      const unindexed = await sql<{
        "QUERY PLAN": string;
      }>`explain select id from profiles where lower(father_mobile) like '%98%'`.execute(conn);
      expect(unindexed.rows.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/Seq Scan on profiles/);
      await sql`reset enable_seqscan`.execute(conn);
    });
  });

  it("never scans the tiny hidden-row tables once per candidate on PostgreSQL's heavy-read connections", async () => {
    const { app, dialect } = ctx();
    if (dialect !== "postgres") return;
    const setting = async (db: typeof app.database.db) =>
      (await sql<{ v: string }>`select current_setting('enable_seqscan') as v`.execute(db)).rows[0]?.v;
    expect(await setting(app.database.reader)).toBe("off");
    expect(await setting(app.database.db)).toBe("on");
    // Blocks, held and unlisted profiles are empty here: once analyzed, costed at nothing, each would
    // be scanned again for every candidate on a connection that allows it.
    await sql`analyze profiles, users, blocks, report_holds, unlisted_profiles`.execute(app.database.db);
    const { count } = await browseStatements(app.database.reader, app.database.adapter, {
      page: 1,
      wishlist: false,
      idVerified: false,
      genders: [2],
      viewerId: groomFamily.user.id,
    });
    const explain = async (db: typeof app.database.db) => {
      const statement = count.compile();
      const plan = await db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
      );
      return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    };
    expect(await explain(app.database.reader)).not.toMatch(/Seq Scan/);
    // The check can fail: the main connection, which allows scans, scans them.
    expect(await explain(app.database.db)).toMatch(/Seq Scan on (blocks|report_holds|unlisted_profiles)/);
  });
});
