import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("shortlisted us", (ctx) => {
  let brideFamily: Actor;
  let bride: Created;
  /** Groom families, each shortlisting the bride; all but `shown` are kept out one way or another. */
  const families: Record<string, { who: Actor; profile: Created }> = {};
  const names = ["shown", "later", "blocked", "blocker", "private", "paused", "held", "engaged", "leaving"];
  const request = (who: Actor, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    ctx().app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

  beforeAll(async () => {
    const { app } = ctx();
    brideFamily = await actor(app);
    bride = await createProfile(app, brideFamily, 2, { firstName: "Sayali" });
    await approve(app, bride.id);
    for (const name of names) {
      const who = await actor(app);
      // Contacts and photo for accepted interests only: their private values must never show.
      const profile = await createProfile(app, who, 1, {
        firstName: `Groom${name}`,
        contactVisibility: "accepted",
        photoVisibility: "accepted",
      });
      await approve(app, profile.id);
      families[name] = { who, profile };
      const res = await request(who, "PUT", `/profiles/${bride.slug}/wishlist`, { wished: true });
      expect(res.statusCode).toBe(200);
    }
    // "later" shortlisted last: it comes first.
    await app.database.db
      .updateTable("wishlist")
      .set({ created_at: new Date(Date.now() + 60_000).toISOString() })
      .where("user_id", "=", families.later!.who.user.id)
      .execute();
  });

  it("lists the families that shortlisted the profile, newest first, to the profile's family only", async () => {
    const res = await request(brideFamily, "GET", `/profiles/${bride.id}/shortlisted-by`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 10, total: names.length });
    expect(ids(res.json()).slice(0, 2)).toEqual([families.later!.profile.id, expect.any(Number)]);
    expect(res.json().items[0]).toMatchObject({ shortlistedAt: expect.any(String), photoBlurred: true });
    // No one else's to read, not even a family on the list.
    const other = await request(families.shown!.who, "GET", `/profiles/${bride.id}/shortlisted-by`);
    expect(other.statusCode).toBe(404);
  });

  it("respects blocks both ways, the family's choice, and hides held, paused, engaged and leaving profiles", async () => {
    const { app } = ctx();
    const db = app.database.db;
    // The bride's family blocked one; another blocked the bride's family.
    expect(
      (await request(brideFamily, "POST", `/profiles/${families.blocked!.profile.slug}/block`)).statusCode,
    ).toBe(200);
    expect((await request(families.blocker!.who, "POST", `/profiles/${bride.slug}/block`)).statusCode).toBe(
      200,
    );
    const turnedOff = await request(families.private!.who, "PUT", "/shortlists/setting", { shown: false });
    expect(turnedOff.json()).toMatchObject({ shown: false, message: expect.any(String) });
    expect((await request(families.private!.who, "GET", "/shortlists/setting")).json()).toEqual({
      shown: false,
    });
    const since = new Date().toISOString();
    await db
      .insertInto("unlisted_profiles")
      .values({ profile_id: families.paused!.profile.id, reason: "family", since })
      .execute();
    await db
      .insertInto("unlisted_profiles")
      .values({ profile_id: families.engaged!.profile.id, reason: "engaged", since })
      .execute();
    await db.insertInto("report_holds").values({ profile_id: families.held!.profile.id }).execute();
    await db
      .updateTable("users")
      .set({ deletion_requested_at: since, deletion_due_at: since })
      .where("id", "=", families.leaving!.who.user.id)
      .execute();

    const res = await request(brideFamily, "GET", `/profiles/${bride.id}/shortlisted-by`);
    expect(res.json().total).toBe(2);
    expect(ids(res.json()).sort()).toEqual([families.shown!.profile.id, families.later!.profile.id].sort());
    for (const gone of ["blocked", "blocker", "private", "paused", "held", "engaged", "leaving"]) {
      expect(res.body).not.toContain(`Groom${gone}`);
    }
    // Nothing private of any shortlisting family, shown or not.
    for (const name of names) {
      expect(found(res.body, await privateValues(app, families[name]!.profile.id))).toEqual([]);
    }
    // Turned back on, the family shows again.
    await request(families.private!.who, "PUT", "/shortlists/setting", { shown: true });
    const again = await request(brideFamily, "GET", `/profiles/${bride.id}/shortlisted-by`);
    expect(ids(again.json())).toContain(families.private!.profile.id);
  });

  it("pages ten families at a time", async () => {
    const { app } = ctx();
    for (let i = 0; i < 10; i++) {
      const who = await actor(app);
      const p = await createProfile(app, who, 1);
      await approve(app, p.id);
      await request(who, "PUT", `/profiles/${bride.slug}/wishlist`, { wished: true });
    }
    const first = await request(brideFamily, "GET", `/profiles/${bride.id}/shortlisted-by`);
    const second = await request(brideFamily, "GET", `/profiles/${bride.id}/shortlisted-by?page=2`);
    expect(first.json().items).toHaveLength(10);
    expect(second.json().total).toBe(first.json().total);
    expect(second.json().items).toHaveLength(first.json().total - 10);
    expect(ids(second.json()).some((id) => ids(first.json()).includes(id))).toBe(false);
  });
});
