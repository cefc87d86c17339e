import { CompiledQuery, sql } from "kysely";
import { expect, it } from "vitest";
import { indiaDay } from "../../platform/india-time";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { browseStatements } from "../profiles/browse-repo";
import { activityOf } from "../profiles/mapping";

const DAY = 86_400_000;

it("an activity day reads as this week, this month or nothing", () => {
  const now = new Date("2026-03-20T10:00:00Z");
  expect(activityOf("", now)).toBeUndefined();
  expect(activityOf("2026-03-20", now)).toBe("week");
  expect(activityOf("2026-03-14", now)).toBe("week");
  expect(activityOf("2026-03-13", now)).toBe("month");
  expect(activityOf("2026-02-19", now)).toBe("month");
  expect(activityOf("2026-02-18", now)).toBeUndefined();
});

/** Lists show how recently a family was active, never when; "recently active" sorts by it. */
describeEachDialect("listing: activity on cards and the recently-active order", (ctx) => {
  const call = (who: Actor, url: string) =>
    ctx().app.inject({ method: "GET", url: `/api/v1${url}`, headers: who.headers });
  const setDay = (profileId: number, daysAgo: number | null) =>
    ctx()
      .database.db.updateTable("profiles")
      .set({ active_on: daysAgo === null ? "" : indiaDay(new Date(Date.now() - daysAgo * DAY)) })
      .where("id", "=", profileId)
      .execute();

  it("a sign-in marks the family's profiles active today; cards say week or month; the order follows", async () => {
    const { app } = ctx();
    const viewer = await actor(app);
    await createProfile(app, viewer, 1);
    const brides = [];
    for (const name of ["Asha", "Bhakti", "Chitra"]) {
      const family = await actor(app);
      const bride = await createProfile(app, family, 2, { firstName: name });
      await approve(app, bride.id);
      // The family signs in again (a new session) with its profile registered.
      await app.services.sessions.create(family.user.id);
      brides.push(bride);
    }
    const [asha, bhakti, chitra] = brides as [(typeof brides)[0], (typeof brides)[0], (typeof brides)[0]];
    const stored = await ctx()
      .database.db.selectFrom("profiles")
      .select("active_on")
      .where("id", "=", asha.id)
      .executeTakeFirstOrThrow();
    expect(stored.active_on).toBe(indiaDay(new Date()));

    await setDay(asha.id, 12);
    await setDay(bhakti.id, null);
    await setDay(chitra.id, 2);
    const res = await call(viewer, "/profiles?page=1");
    expect(res.statusCode).toBe(200);
    const cards = res.json().items as { id: number; activity?: string }[];
    const byId = new Map(cards.map((c) => [c.id, c.activity]));
    expect(byId.get(asha.id)).toBe("month");
    expect(byId.get(bhakti.id)).toBeUndefined();
    expect(byId.get(chitra.id)).toBe("week");
    // Never the day itself.
    expect(res.body).not.toContain(indiaDay(new Date(Date.now() - 12 * DAY)));

    const sorted = await call(viewer, "/profiles?page=1&sort=active");
    expect(sorted.statusCode).toBe(200);
    const ids = (sorted.json().items as { id: number }[]).map((c) => c.id);
    const ours = ids.filter((id) => [asha.id, bhakti.id, chitra.id].includes(id));
    expect(ours).toEqual([chitra.id, asha.id, bhakti.id]);
    expect(sorted.json().nextCursor).toBeNull();

    // A "still looking" from the one-tap link counts as activity too.
    await setDay(bhakti.id, null);
    await ctx()
      .database.db.insertInto("profile_freshness")
      .values({
        profile_id: bhakti.id,
        confirmed_at: null,
        asked_at: new Date().toISOString(),
        reminded_at: null,
      })
      .execute();
    await app.services.freshness.run(new Date(Date.now() + 20 * DAY));
    const link = await ctx()
      .database.db.selectFrom("notifications")
      .select("link")
      .where("type", "=", "freshness_reminder")
      .where("subject_profile_id", "=", bhakti.id)
      .executeTakeFirstOrThrow();
    const token = (link.link ?? "").split("/still-looking/")[1];
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/v1/freshness/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const after = (await call(viewer, "/profiles?page=1")).json().items as {
      id: number;
      activity?: string;
    }[];
    expect(after.find((c) => c.id === bhakti.id)?.activity).toBe("week");
  });

  it("reads the recently-active order from its index, without sorting every profile", async () => {
    const { app, dialect } = ctx();
    const viewer = await actor(app);
    const filter = {
      page: 2,
      wishlist: false,
      idVerified: false,
      sort: "active" as const,
      genders: [2],
      viewerId: viewer.user.id,
    };
    await app.database.db.connection().execute(async (conn) => {
      if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(conn);
      const { rows } = await browseStatements(conn, app.database.adapter, filter);
      const c = rows.compile();
      const out = await conn.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${dialect === "sqlite" ? "explain query plan" : "explain"} ${c.sql}`, [
          ...c.parameters,
        ]),
      );
      const plan = out.rows.map((r) => Object.values(r).join(" ")).join("\n");
      expect(plan).toMatch(/profiles_browse_active_idx/);
      if (dialect === "sqlite") expect(plan).not.toMatch(/TEMP B-TREE/);
      else await sql`reset enable_seqscan`.execute(conn);
    });
  });
});
