import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

const HOUR = 3_600_000;

describeEachDialect("new match notices", (ctx) => {
  let groomFamily: Actor;
  let brideFamily: Actor;
  let groomId: number;
  const db = () => ctx().database.db;

  async function approveAt(id: number, at: Date) {
    await db()
      .updateTable("profiles")
      .set({ registration_status: "approved", photo_status: "approved", approved_at: at.toISOString() })
      .where("id", "=", id)
      .execute();
  }
  async function bride(name: string, approvedAt: Date, family = brideFamily) {
    const p = await createProfile(ctx().app, family, 2, { firstName: name });
    await approveAt(p.id, approvedAt);
    return p;
  }
  async function notices(who: Actor) {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/notifications", headers: who.headers });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { type: string; params: Record<string, string>; link: string }[]).filter(
      (n) => n.type === "new_matches",
    );
  }

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    brideFamily = await actor(app);
    const groom = await createProfile(app, groomFamily, 1, { firstName: "Omkar" });
    groomId = groom.id;
    await approveAt(groomId, new Date(Date.now() - 48 * HOUR));
  });

  it("tells nobody who never opened matches", async () => {
    await bride("Early", new Date(Date.now() - HOUR));
    expect(await ctx().app.services.matchNotices.send()).toBe(0);
    expect(await notices(groomFamily)).toEqual([]);
  });

  it("counts profiles approved since the visit, at most once a day, blocks respected", async () => {
    const { app } = ctx();
    const visit = await app.inject({
      method: "GET",
      url: `/api/v1/matches/${groomId}`,
      headers: groomFamily.headers,
    });
    expect(visit.statusCode).toBe(200);
    const later = new Date(Date.now() + 60_000);
    await bride("Asha", later);
    await bride("Bhakti", later);
    // Blocking a family hides all its profiles: another family's bride, blocked.
    const blocked = await bride("Chhaya", later, await actor(app));
    const block = await app.inject({
      method: "POST",
      url: `/api/v1/profiles/${blocked.slug}/block`,
      headers: groomFamily.headers,
      payload: {},
    });
    expect(block.statusCode).toBeLessThan(300);

    const t1 = new Date(Date.now() + 2 * 60_000);
    expect(await app.services.matchNotices.send(t1)).toBe(1);
    const first = await notices(groomFamily);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ params: { profileName: expect.stringContaining("Omkar"), count: "2" } });
    expect(first[0]?.link).toBe(`/user/matches/${groomId}`);
    expect(await notices(brideFamily)).toEqual([]);

    // The same day: nothing more, even with another new bride.
    await bride("Deepa", new Date(t1.getTime() + 60_000));
    expect(await app.services.matchNotices.send(new Date(t1.getTime() + 2 * HOUR))).toBe(0);

    // A day later: only what is new since the last notice.
    expect(await app.services.matchNotices.send(new Date(t1.getTime() + 25 * HOUR))).toBe(1);
    const second = await notices(groomFamily);
    expect(second).toHaveLength(2);
    expect(second.map((n) => n.params.count).sort()).toEqual(["1", "2"]);

    // Nothing new: no notice, however long the wait.
    expect(await app.services.matchNotices.send(new Date(t1.getTime() + 60 * HOUR))).toBe(0);
  });
});
