import { LIST_COUNT_CAP, LIST_PAGE_SIZE } from "@vv/shared/constants";
import { profileInputSchema } from "@vv/shared/profile";
import { CompiledQuery, type RootOperationNode } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { inputToColumns } from "../profiles/mapping";
import { matchesRepo } from "./repo";

/** More brides than the pool, the oldest few the only ones meeting the groom's education wish. */
const BRIDES = LIST_COUNT_CAP + 25;
const FITTING = 15;

describeEachDialect("matches at scale: a bounded pool and a capped count", (ctx) => {
  let groomFamily: Actor;
  let groomId: number;
  const brideIds: number[] = []; // oldest first

  const matches = async (query = "") => {
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/matches/${groomId}${query}`,
      headers: groomFamily.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { id: number }[]; total: number; totalIsCapped: boolean };
  };

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    groomId = (await createProfile(app, groomFamily, 1)).id;
    const prefs = await app.inject({
      method: "PUT",
      url: `/api/v1/preferences/${groomId}`,
      headers: groomFamily.headers,
      payload: { educationIds: [4] },
    });
    expect(prefs.statusCode).toBe(200);
    const owner = await actor(app);
    const template = inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(7), 2)));
    const rows = Array.from({ length: BRIDES }, (_, n) => ({
      ...template,
      education_id: n < FITTING ? 4 : 5,
      owner_user_id: owner.user.id,
      registration_status: "approved",
      photo_status: "approved",
      approved_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await app.database.db
        .insertInto("profiles")
        .values(rows.slice(i, i + 200) as never)
        .returning("id")
        .execute();
      brideIds.push(...inserted.map((r) => r.id));
    }
  });

  it("counts up to the list's cap and ranks the newest candidates only", async () => {
    const body = await matches();
    expect(body).toMatchObject({ total: LIST_COUNT_CAP, totalIsCapped: true });
    // None of the pool meets the wish, so the newest come first; the oldest fitting brides are not in it.
    const newest = [...brideIds].reverse();
    expect(body.items.map((i) => i.id)).toEqual(newest.slice(0, LIST_PAGE_SIZE));
    const page5 = await matches("?page=5");
    expect(page5.items.map((i) => i.id)).toEqual(newest.slice(4 * LIST_PAGE_SIZE, 5 * LIST_PAGE_SIZE));
    const last = await matches(`?page=${Math.ceil(LIST_COUNT_CAP / LIST_PAGE_SIZE) + 1}`);
    expect(last.items).toEqual([]);
  });

  it("reaches older candidates through a list filter, ranked by the wishes they meet", async () => {
    const body = await matches("?educationId=4");
    expect(body).toMatchObject({ total: FITTING, totalIsCapped: false });
    const fitting = brideIds.slice(0, FITTING).reverse();
    expect(body.items.map((i) => i.id)).toEqual(fitting.slice(0, LIST_PAGE_SIZE));
  });

  it("scores the pool from an index alone on SQLite, never reading a profile's row", async () => {
    const { app, dialect } = ctx();
    if (dialect !== "sqlite") return;
    const db = app.database.db;
    const seen: RootOperationNode[] = [];
    const reader = db.withPlugin({
      transformQuery: ({ node }) => {
        seen.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const repo = matchesRepo(db, app.database.adapter, LIST_COUNT_CAP, reader);
    const me = await db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", groomId)
      .executeTakeFirstOrThrow();
    const prefs = await db
      .selectFrom("partner_preferences")
      .selectAll()
      .where("profile_id", "=", groomId)
      .executeTakeFirst();
    const planOfScoring = async (query: { educationId?: number }) => {
      seen.length = 0;
      await repo.page({
        page: 1,
        wishlist: false,
        idVerified: false,
        ...query,
        me,
        prefs,
        genders: [2],
        viewerId: groomFamily.user.id,
        marksFrom: null,
        exclude: { gotra: null, devak: null },
      });
      const scoring = seen
        .map((node) => reader.getExecutor().compileQuery(node, { queryId: "plan" }))
        .find((compiled) => compiled.sql.startsWith('with "m"'));
      if (!scoring) throw new Error("no scoring statement was run");
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${scoring.sql}`, [...scoring.parameters]),
      );
      return plan.rows.map((r) => r.detail).join("\n");
    };
    // A row read per candidate is a page read afresh after any write: a thousand for one answer.
    const newest = await planOfScoring({});
    expect(newest).toMatch(/COVERING INDEX profiles_match_idx/);
    expect(newest).not.toMatch(/SEARCH profiles USING INTEGER PRIMARY KEY/);
    const educated = await planOfScoring({ educationId: 5 });
    expect(educated).toMatch(/COVERING INDEX profiles_browse_education_id_idx/);
    expect(educated).not.toMatch(/SEARCH profiles USING INTEGER PRIMARY KEY/);
  });
});
