import { approvalListResponseSchema } from "@vv/shared/approvals";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

/** The queue at a thousand profiles: oldest first, waiting time, bulk approval audited one by one. */
describeEachDialect("the approval queue", (ctx) => {
  let family: Actor;
  let admin: Actor;
  const bulk = (who: Actor, ids: unknown, lang = "en") =>
    ctx().app.inject({
      method: "POST",
      url: "/api/v1/admin/profiles/bulk-approve",
      headers: { ...who.headers, "accept-language": lang },
      payload: { ids },
    });
  const statusOf = async (id: number) =>
    (
      await ctx()
        .database.db.selectFrom("profiles")
        .select("registration_status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).registration_status;

  beforeAll(async () => {
    family = await actor(ctx().app);
    admin = await actor(ctx().app, { role: "admin", first_name: "Meera", last_name: "Kale" });
  });

  it("lists the pending queue oldest first with the time each has waited, other tabs newest first", async () => {
    const { app, database } = ctx();
    const a = await createProfile(app, family, 2);
    const b = await createProfile(app, family, 1);
    const old = new Date(Date.now() - 72 * 3_600_000).toISOString();
    await database.db.updateTable("profiles").set({ created_at: old }).where("id", "=", b.id).execute();
    const res = await app.inject({ method: "GET", url: "/api/v1/admin/profiles", headers: admin.headers });
    const page = approvalListResponseSchema.parse(res.json());
    // b waited longest: first on the first page; a, just registered, comes after it.
    expect(page.items[0]).toMatchObject({ id: b.id, waitingSince: old });
    const ids = page.items.map((r) => r.id);
    if (ids.includes(a.id)) expect(ids.indexOf(a.id)).toBeGreaterThan(0);
    const approved = await app.inject({
      method: "GET",
      url: "/api/v1/admin/profiles?tab=approved",
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    const dashboard = (
      await app.inject({ method: "GET", url: "/api/v1/admin/dashboard", headers: admin.headers })
    ).json();
    expect(dashboard.queue.oldest).toMatchObject({ profileId: b.id, kind: "profile", since: old });
    expect(dashboard.queue.overdue).toBeGreaterThanOrEqual(1);
  });

  it("approves the selected profiles together, one audit row and one notice each", async () => {
    const { app } = ctx();
    const picked = [await createProfile(app, family, 2), await createProfile(app, family, 1)];
    const res = await bulk(
      admin,
      picked.map((p) => p.id),
      "mr",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "मंजूर केलेली प्रोफाइल: २.", approved: 2 });
    for (const p of picked) {
      expect(await statusOf(p.id)).toBe("approved");
      const audit = await app.inject({
        method: "GET",
        url: `/api/v1/admin/profiles/${p.id}/audit`,
        headers: admin.headers,
      });
      expect(audit.json().items).toHaveLength(1);
      expect(audit.json().items[0]).toMatchObject({ action: "approve", actorName: "Meera Kale" });
    }
  });

  it("changes nothing when one selected profile was already decided or is unknown, and says which", async () => {
    const { app } = ctx();
    const fresh = await createProfile(app, family, 2);
    const decided = await createProfile(app, family, 1, { firstName: "Ketaki" });
    await bulk(admin, [decided.id]);
    const again = await bulk(admin, [fresh.id, decided.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      new RegExp(
        `^The profile of Ketaki .* \\(registration number ${decided.registrationNumber}\\) is no longer pending; nothing was approved\\.$`,
      ),
    );
    expect(await statusOf(fresh.id)).toBe("pending");
    const unknown = await bulk(admin, [fresh.id, 999_999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Profile 999999 was not found; nothing was approved.");
    expect(await statusOf(fresh.id)).toBe("pending");
    const none = await bulk(admin, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.ids).toBe("Please select at least one profile.");
    expect((await bulk(family, [fresh.id])).statusCode).toBe(403);
    expect(await statusOf(fresh.id)).toBe("pending");
  });
});
