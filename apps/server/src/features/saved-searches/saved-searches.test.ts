import { SAVED_SEARCH_MAX } from "@vv/shared/saved-searches";
import { CompiledQuery } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { unzip } from "../data-rights/zip";
import { savedSearchesRepo } from "./repo";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDialect("saved searches", (ctx) => {
  let family: Actor;
  let other: Actor;
  const call = (
    who: Actor,
    method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT",
    url: string,
    payload?: object,
  ) => ctx().app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  /** A bride approved at a given time (the job counts by approval time). */
  async function brideApprovedAt(at: Date, overrides: Record<string, unknown> = {}) {
    const { app } = ctx();
    const who = await actor(app);
    const p = await createProfile(app, who, 2, overrides);
    await approve(app, p.id);
    await app.database.db
      .updateTable("profiles")
      .set({ approved_at: at.toISOString() })
      .where("id", "=", p.id)
      .execute();
    return { who, ...p };
  }
  const notices = (userId: number) =>
    ctx()
      .app.database.db.selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", userId)
      .where("type", "=", "saved_search_new")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    other = await actor(app);
    for (const who of [family, other]) await approve(app, (await createProfile(app, who, 1)).id);
  });

  it("saves the list's filters under a name, lists, renames, opens and deletes them", async () => {
    const saved = await call(family, "POST", "/saved-searches", {
      name: "  Pune, 25 to 30 ",
      filters: { gender: 2, regionId: 1, ageMin: 25, ageMax: 30, idVerified: true },
    });
    expect(saved.statusCode).toBe(200);
    const item = saved.json().item;
    expect(item).toMatchObject({ name: "Pune, 25 to 30", newCount: 0 });
    expect(saved.json().message).toContain("Pune, 25 to 30");
    expect((await call(family, "GET", "/saved-searches")).json()).toEqual({
      items: [item],
      max: SAVED_SEARCH_MAX,
    });

    const renamed = await call(family, "PATCH", `/saved-searches/${item.id}`, { name: "Pune" });
    expect(renamed.json().item.name).toBe("Pune");
    const opened = await call(family, "POST", `/saved-searches/${item.id}/open`);
    expect(opened.json().item.filters).toEqual({
      gender: 2,
      regionId: 1,
      ageMin: 25,
      ageMax: 30,
      idVerified: true,
    });

    // Another member's search is not theirs to read, rename, open or delete.
    expect((await call(other, "GET", "/saved-searches")).json().items).toEqual([]);
    expect((await call(other, "PATCH", `/saved-searches/${item.id}`, { name: "x" })).statusCode).toBe(404);
    expect((await call(other, "POST", `/saved-searches/${item.id}/open`)).statusCode).toBe(404);
    expect((await call(other, "DELETE", `/saved-searches/${item.id}`)).statusCode).toBe(404);

    const deleted = await call(family, "DELETE", `/saved-searches/${item.id}`);
    expect(deleted.json().message).toBe("Search deleted.");
    expect((await call(family, "GET", "/saved-searches")).json().items).toEqual([]);
  });

  it("refuses an empty or long name, unknown filters and more than the limit, in the member's words", async () => {
    const empty = await call(family, "POST", "/saved-searches", { name: " ", filters: {} });
    expect(empty.statusCode).toBe(400);
    const long = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/saved-searches",
      headers: { ...family.headers, "accept-language": "mr" },
      payload: { name: "x".repeat(61), filters: {} },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("६०");
    const unknown = await call(family, "POST", "/saved-searches", { name: "a", filters: { page: 3 } });
    expect(unknown.statusCode).toBe(400);

    for (let i = 0; i < SAVED_SEARCH_MAX; i++)
      expect((await call(other, "POST", "/saved-searches", { name: `s${i}`, filters: {} })).statusCode).toBe(
        200,
      );
    const over = await call(other, "POST", "/saved-searches", { name: "one more", filters: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(String(SAVED_SEARCH_MAX));
    for (const s of (await call(other, "GET", "/saved-searches")).json().items)
      await call(other, "DELETE", `/saved-searches/${s.id}`);

    // An account the committee has not verified cannot browse, so cannot keep searches.
    const pending = await actor(ctx().app, { is_verified: 0 });
    expect((await call(pending, "POST", "/saved-searches", { name: "a", filters: {} })).statusCode).toBe(403);
  });

  it("tells the member once a day of new matching profiles, in the bell and the chosen SMS digest", async () => {
    const { app } = ctx();
    const db = app.database.db;
    const member = await actor(app);
    await approve(app, (await createProfile(app, member, 1)).id);
    // SMS chosen for this type: the digest is the notification's SMS copy.
    const prefs = await call(member, "PUT", "/notifications/preferences", {
      sms: ["saved_search_new"],
      whatsapp: [],
    });
    expect(prefs.statusCode).toBe(200);
    const t0 = Date.now();
    const mine = async (name: string, filters: object) =>
      (await call(member, "POST", "/saved-searches", { name, filters })).json().item.id as number;
    await mine("Brides 20 to 40", { gender: 2, ageMin: 18, ageMax: 80 });
    await mine("Tall brides", { gender: 2, heightMin: 90 });
    const run = (at: number) => app.services.savedSearchNotices.run(new Date(at));

    // Nothing due before a day has passed.
    await brideApprovedAt(new Date(t0 + HOUR));
    expect(await run(t0 + 2 * HOUR)).toBe(0);

    // A blocked family's and a held profile's new brides are not counted.
    const blocked = await brideApprovedAt(new Date(t0 + 2 * HOUR));
    expect((await call(member, "POST", `/profiles/${blocked.slug}/block`)).statusCode).toBe(200);
    const held = await brideApprovedAt(new Date(t0 + 3 * HOUR));
    await db.insertInto("report_holds").values({ profile_id: held.id }).execute();

    expect(await run(t0 + 25 * HOUR)).toBe(1);
    let told = await notices(member.user.id);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.params)).toEqual({ count: "1", searchName: "Brides 20 to 40" });
    expect(told[0]!.link).toBe("/user/saved-searches");
    const list = (await call(member, "GET", "/saved-searches")).json().items;
    expect(list.map((s: { newCount: number }) => s.newCount)).toEqual([1, 0]);

    // More new brides the same day: no second notice, however often the job runs.
    await brideApprovedAt(new Date(t0 + 26 * HOUR));
    await brideApprovedAt(new Date(t0 + 27 * HOUR));
    expect(await run(t0 + 30 * HOUR)).toBe(0);
    expect(await run(t0 + 48 * HOUR)).toBe(0);
    expect(await notices(member.user.id)).toHaveLength(1);

    // The next day: one notice for both new brides.
    expect(await run(t0 + 50 * HOUR)).toBe(1);
    told = await notices(member.user.id);
    expect(told).toHaveLength(2);
    expect(JSON.parse(told[1]!.params).count).toBe("2");
    const deliveries = await db
      .selectFrom("notification_deliveries")
      .select(["channel", "notification_id"])
      .where("user_id", "=", member.user.id)
      .execute();
    expect(deliveries.map((d) => d.channel)).toEqual(["sms", "sms"]);
    // Opened, a search counts from then on.
    const first = (await call(member, "GET", "/saved-searches")).json().items[0];
    expect(first.newCount).toBe(3);
    await call(member, "POST", `/saved-searches/${first.id}/open`);
    expect((await call(member, "GET", "/saved-searches")).json().items[0].newCount).toBe(0);
  });

  it("counts from the browse indexes' approval-time range, not by reading every profile", async () => {
    const { app, dialect } = ctx();
    const repo = savedSearchesRepo(app.database.db, app.database.adapter);
    const since = new Date().toISOString();
    for (const filters of [
      {},
      { educationId: 3 },
      { regionId: 2, ageMin: 25, ageMax: 30 },
      { name: "patil" },
    ]) {
      const c = repo.newSinceStatement(filters, { id: family.user.id, genders: [2] }, since, 99).compile();
      if (dialect === "sqlite") {
        const plan = await app.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
        );
        const text = plan.rows.map((r) => r.detail).join("\n");
        expect(text, text).toMatch(
          /SEARCH profiles USING (COVERING )?INDEX profiles_\w+_idx \(.*approved_at>\?\)/,
        );
      } else {
        const plan = await app.database.db.executeQuery<{ "QUERY PLAN": string }>(
          CompiledQuery.raw(`explain ${c.sql}`, [...c.parameters]),
        );
        expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/profiles/);
      }
    }
  });

  it("is removed with the account and included in the member's data export", async () => {
    const { app } = ctx();
    const db = app.database.db;
    const leaving = await actor(app);
    await approve(app, (await createProfile(app, leaving, 1)).id);
    await call(leaving, "POST", "/saved-searches", {
      name: "Nashik doctors",
      filters: { gender: 2, educationId: 1 },
    });
    const zip = await call(leaving, "GET", "/me/data/export?lang=mr");
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(unzip(zip.rawPayload).get("data.json")?.toString("utf8") ?? "{}");
    expect(data.sections.savedSearches).toEqual([
      expect.objectContaining({ name: "Nashik doctors", gender: expect.any(String), newCount: 0 }),
    ]);
    const past = new Date(Date.now() - DAY).toISOString();
    await db
      .updateTable("users")
      .set({ deletion_requested_at: past, deletion_due_at: past })
      .where("id", "=", leaving.user.id)
      .execute();
    expect((await app.services.dataRights.runDue(new Date())).accounts).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom("saved_searches")
      .selectAll()
      .where("user_id", "=", leaving.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
