import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile, uploadPhoto } from "../../test/profile-helpers";

describeEachDialect("admin profile actions", (ctx) => {
  let family: Actor;
  let viewer: Actor;
  let admin: Actor;
  let superAdmin: Actor;
  const act = (who: Actor | null, id: number, body: unknown, lang = "en") =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1/admin/profiles/${id}/actions`,
      headers: { ...who?.headers, "accept-language": lang },
      payload: body as Record<string, unknown>,
    });
  const listFor = async (who: Actor) =>
    (await ctx().app.inject({ method: "GET", url: "/api/v1/profiles", headers: who.headers })).json();

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    viewer = await actor(app);
    admin = await actor(app, { role: "admin" });
    superAdmin = await actor(app, { role: "super_admin" });
    await createProfile(app, viewer, 1);
  });

  it("refuses every role but admin and super_admin, and visitors", async () => {
    const { id } = await createProfile(ctx().app, family, 2);
    const associate = await actor(ctx().app, { role: "associate" });
    for (const who of [family, viewer, associate]) {
      expect((await act(who, id, { action: "approve" })).statusCode).toBe(403);
    }
    expect((await act(null, id, { action: "approve" })).statusCode).toBe(401);
    const audit = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/profiles/${id}/audit`,
      headers: family.headers,
    });
    expect(audit.statusCode).toBe(403);
    expect((await act(superAdmin, id, { action: "approve" })).statusCode).toBe(200);
  });

  it("approves a profile (and its first photo) so it appears in a member's list, with an audit row", async () => {
    const { id } = await createProfile(ctx().app, family, 2);
    expect((await listFor(viewer)).items.map((p: { id: number }) => p.id)).not.toContain(id);
    const res = await act(admin, id, { action: "approve" }, "mr");
    expect(res.json().message).toBe("प्रोफाइल मंजूर केले.");
    const list = await listFor(viewer);
    const card = list.items.find((p: { id: number }) => p.id === id);
    expect(card.photo).not.toBeNull();
    const audit = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/profiles/${id}/audit`,
      headers: admin.headers,
    });
    expect(audit.json().items[0]).toMatchObject({
      actorUserId: admin.user.id,
      action: "approve",
      before: { registration_status: "pending" },
      after: { registration_status: "approved", photo_status: "approved" },
    });
    expect((await act(admin, id, { action: "approve" })).statusCode).toBe(409);
  });

  it("rejects only with a remark, which the family then reads; editing sends it back to review", async () => {
    const { id } = await createProfile(ctx().app, family, 2);
    const missing = await act(admin, id, { action: "reject" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.remark).toBe("Please enter a remark.");
    expect((await act(admin, id, { action: "reject", remark: "Photo is not clear" })).statusCode).toBe(200);
    const mine = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/profiles/mine",
      headers: family.headers,
    });
    expect(mine.json().items.find((p: { id: number }) => p.id === id)).toMatchObject({
      registrationStatus: "rejected",
      rejectedRemark: "Photo is not clear",
    });
  });

  it("disables, enables, locks and deletes, each hiding or blocking as it should", async () => {
    const { id } = await createProfile(ctx().app, family, 2);
    await act(admin, id, { action: "approve" });
    await act(admin, id, { action: "disable" });
    expect((await listFor(viewer)).items.map((p: { id: number }) => p.id)).not.toContain(id);
    await act(admin, id, { action: "enable" });
    expect((await listFor(viewer)).items.map((p: { id: number }) => p.id)).toContain(id);
    await act(admin, id, { action: "lock" });
    const form = (
      await ctx().app.inject({ method: "GET", url: `/api/v1/profiles/${id}/form`, headers: family.headers })
    ).json();
    const edit = await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${id}`,
      headers: family.headers,
      payload: form.values,
    });
    expect(edit.statusCode).toBe(403);
    await act(admin, id, { action: "unlock" });
    await act(admin, id, { action: "delete" });
    expect((await listFor(viewer)).items.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await act(admin, id, { action: "enable" })).statusCode).toBe(404);
    const kept = await ctx()
      .database.db.selectFrom("profiles")
      .select("row_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(kept.row_status).toBe(2);
  });

  it("reviews a replacement photo: approval makes it the main one, rejection keeps the old one and needs a remark", async () => {
    const { app } = ctx();
    const { id } = await createProfile(app, family, 2);
    await act(admin, id, { action: "approve" });
    const first = await app.database.db
      .selectFrom("profiles")
      .select("photo_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const replacement = await uploadPhoto(app, family);
    await app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${id}/photo`,
      headers: family.headers,
      payload: { photoId: replacement },
    });
    expect((await act(admin, id, { action: "rejectPhoto" })).statusCode).toBe(400);
    expect((await act(admin, id, { action: "rejectPhoto", remark: "Face not visible" })).statusCode).toBe(
      200,
    );
    const afterReject = await app.database.db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(afterReject).toMatchObject({
      photo_id: first.photo_id,
      pending_photo_id: null,
      photo_remark: "Face not visible",
    });
    // The refused photo stays in the family's photos, marked, until they delete it.
    const gallery = (
      await app.inject({ method: "GET", url: `/api/v1/profiles/${id}/photos`, headers: family.headers })
    ).json();
    expect(gallery.items.find((p: { photoId: string }) => p.photoId === replacement)).toMatchObject({
      status: "rejected",
      remark: "Face not visible",
    });

    const second = await uploadPhoto(app, family);
    await app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${id}/photo`,
      headers: family.headers,
      payload: { photoId: second },
    });
    expect((await act(admin, id, { action: "approvePhoto" })).statusCode).toBe(200);
    const card = (await listFor(viewer)).items.find((p: { id: number }) => p.id === id);
    expect(card.photo.thumb).toContain(second);
    expect((await act(admin, id, { action: "approvePhoto" })).statusCode).toBe(409);
  });

  it("answers unknown actions and profiles clearly", async () => {
    expect((await act(admin, 999_999, { action: "approve" })).statusCode).toBe(404);
    const bad = await act(admin, 1, { action: "explode" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.action).toBe("Please choose from the list");
  });

  it("lists a tab five at a time with live counts, searchable by name or number", async () => {
    const { app } = ctx();
    const list = (query = "") =>
      app.inject({ method: "GET", url: `/api/v1/admin/profiles${query}`, headers: admin.headers });
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/admin/profiles", headers: family.headers }))
        .statusCode,
    ).toBe(403);
    const before = (await list()).json().counts;
    const created = [];
    for (let i = 0; i < 6; i++)
      created.push(await createProfile(app, family, 2, { firstName: `Kalyani${i}` }));
    const pending = (await list("?tab=pending")).json();
    expect(pending.counts.pending).toBe(before.pending + 6);
    expect(pending.items).toHaveLength(5);
    expect(pending.pageSize).toBe(5);
    expect(
      (await list(`?tab=pending&page=${Math.ceil(pending.total / 5)}`)).json().items.length,
    ).toBeGreaterThan(0);
    const found = (await list("?tab=pending&q=kalyani3")).json();
    expect(found.items.map((p: { id: number }) => p.id)).toEqual([created[3]?.id]);
    const byNumber = (await list(`?tab=pending&q=${created[2]?.registrationNumber}`)).json();
    expect(byNumber.items[0].id).toBe(created[2]?.id);
    await act(admin, created[0]?.id ?? 0, { action: "approve" });
    const after = (await list("?tab=approved&sort=registrationNumber&dir=asc")).json();
    expect(after.counts.approved).toBe(before.approved + 1);
    expect(after.counts.pending).toBe(before.pending + 5);
    const junk = await list("?tab=nope&page=-3&sort=evil");
    expect(junk.statusCode).toBe(200);
  });
});
