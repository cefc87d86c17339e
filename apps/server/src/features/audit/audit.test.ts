import { AUDIT_PAGE_SIZE } from "@vv/shared/audit";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

describeEachDialect("audit log list", (ctx) => {
  let meera: Actor;
  let ravi: Actor;
  const list = (who: Actor | null, query = "") =>
    ctx().app.inject({ method: "GET", url: `/api/v1/admin/audit${query}`, headers: { ...who?.headers } });
  const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((i) => i.id);

  let rows: { id: number; label: string }[] = [];

  beforeAll(async () => {
    const { app, database } = ctx();
    meera = await actor(app, { role: "admin", first_name: "Meera", last_name: "Kulkarni" });
    ravi = await actor(app, { role: "super_admin", first_name: "Ravi", last_name: "Shinde" });
    const entries = [
      // label, actor, entity, action, when (UTC)
      ["a", meera, "profile", "approve", "2025-03-01T04:00:00.000Z"],
      ["b", meera, "profile", "reject", "2025-03-02T18:29:00.000Z"], // 2 Mar 23:59 in India
      ["c", ravi, "profile", "approve", "2025-03-02T18:30:00.000Z"], // 3 Mar 00:00 in India
      ["d", ravi, "contact", "markRead", "2025-03-04T10:00:00.000Z"],
      ["e", null, "user", "approve", "2025-03-05T10:00:00.000Z"],
    ] as const;
    for (const [label, who, entity, action, when] of entries) {
      const row = await database.db
        .insertInto("audit_log")
        .values({
          actor_user_id: who?.user.id ?? null,
          entity_type: entity,
          entity_id: 7,
          action,
          before_state: JSON.stringify({ registration_status: "pending" }),
          after_state: JSON.stringify({ registration_status: action }),
          remark: action === "reject" ? "Photo is not clear" : null,
          created_at: when,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      rows.push({ id: row.id, label });
    }
    rows = rows.reverse(); // newest first, as the list shows them
  });
  const idOf = (...labels: string[]) => labels.map((l) => rows.find((r) => r.label === l)?.id);

  it("is for admins only", async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(await actor(ctx().app, { role: "associate" }))).statusCode).toBe(403);
  });

  it("lists every entry newest first, with actor names, states and the filter choices", async () => {
    const res = await list(meera);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(ids(res)).toEqual(idOf("e", "d", "c", "b", "a"));
    expect(body.items[3]).toMatchObject({
      entityType: "profile",
      entityId: 7,
      action: "reject",
      actor: { id: meera.user.id, name: "Meera Kulkarni" },
      before: { registration_status: "pending" },
      after: { registration_status: "reject" },
      remark: "Photo is not clear",
      createdAt: "2025-03-02T18:29:00.000Z",
    });
    expect(body.items[0].actor).toBeNull();
    expect(body.actions).toEqual(["approve", "markRead", "reject"]);
    expect(body.actors.map((a: { name: string }) => a.name)).toEqual(["Meera Kulkarni", "Ravi Shinde"]);
  });

  it("filters by entity type, action and actor, alone and together", async () => {
    expect(ids(await list(meera, "?entityType=profile"))).toEqual(idOf("c", "b", "a"));
    expect(ids(await list(meera, "?action=approve"))).toEqual(idOf("e", "c", "a"));
    expect(ids(await list(meera, `?actorId=${ravi.user.id}`))).toEqual(idOf("d", "c"));
    expect(ids(await list(meera, `?entityType=profile&action=approve&actorId=${meera.user.id}`))).toEqual(
      idOf("a"),
    );
    // A filter value the API does not know is ignored rather than refused.
    expect((await list(meera, "?entityType=spaceship")).json().total).toBe(5);
  });

  it("filters by India-time days, both ends included", async () => {
    expect(ids(await list(meera, "?from=2025-03-03"))).toEqual(idOf("e", "d", "c"));
    expect(ids(await list(meera, "?to=2025-03-02"))).toEqual(idOf("b", "a"));
    expect(ids(await list(meera, "?from=2025-03-02&to=2025-03-04"))).toEqual(idOf("d", "c", "b"));
    expect((await list(meera, "?from=2025-03-06")).json()).toMatchObject({ total: 0, items: [] });
  });

  it("pages 20 at a time", async () => {
    const { database } = ctx();
    await database.db
      .insertInto("audit_log")
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          actor_user_id: ravi.user.id,
          entity_type: "settings" as const,
          entity_id: 1,
          action: "update",
          created_at: new Date(Date.parse("2025-04-01T00:00:00.000Z") + i * 1000).toISOString(),
        })),
      )
      .execute();
    const first = (await list(meera, "?entityType=settings")).json();
    expect(first.total).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].createdAt).toBe("2025-04-01T00:00:19.000Z");
    const all = await list(meera, "?page=2");
    expect(all.json().total).toBe(25);
    expect(ids(all)).toEqual(idOf("e", "d", "c", "b", "a"));
  });

  it("names each record as the committee knows it: a profile by name and number, a user by name", async () => {
    const { app } = ctx();
    const family = await actor(app, { first_name: "Sunanda", last_name: "Gawande" });
    const created = await createProfile(app, family, 2, { firstName: "Pooja", lastName: "Gawande" });
    const acted = await app.inject({
      method: "POST",
      url: `/api/v1/admin/profiles/${created.id}/actions`,
      headers: ravi.headers,
      payload: { action: "approve" },
    });
    expect(acted.statusCode).toBe(200);
    const profileEntry = (await list(meera, "?entityType=profile")).json().items[0];
    expect(profileEntry).toMatchObject({
      entityId: created.id,
      action: "approve",
      subject: `Pooja Gawande (${created.registrationNumber})`,
    });

    const verified = await app.inject({
      method: "POST",
      url: `/api/v1/admin/users/${family.user.id}/actions`,
      headers: ravi.headers,
      payload: { action: "deactivate" },
    });
    expect(verified.statusCode).toBe(200);
    const userEntry = (await list(meera, "?entityType=user")).json().items[0];
    expect(userEntry).toMatchObject({ entityId: family.user.id, subject: "Sunanda Gawande" });

    // The seeded rows point at record 7, which does not exist: no name rather than a wrong one.
    const orphan = (await list(meera, "?entityType=contact")).json().items[0];
    expect(orphan).toMatchObject({ entityId: 7, subject: null });
  });
});
