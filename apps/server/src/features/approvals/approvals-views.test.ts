import { approvalListResponseSchema, approvalRowSchema, auditResponseSchema } from "@vv/shared/approvals";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile, uploadPhoto } from "../../test/profile-helpers";

/** What the approvals screens read: row actions, photo pairs, the audit drawer, the family's view. */
describeEachDialect("approvals screens' data", (ctx) => {
  let family: Actor;
  let associate: Actor;
  let admin: Actor;
  const act = (id: number, body: Record<string, unknown>) =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1/admin/profiles/${id}/actions`,
      headers: admin.headers,
      payload: body,
    });
  const list = async (query: string) => {
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/profiles${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return approvalListResponseSchema.parse(res.json());
  };
  const rowOf = async (tab: string, regNo: number) =>
    (await list(`?tab=${tab}&q=${regNo}`)).items.find((r) => r.registrationNumber === regNo);
  const mine = async (who: Actor) =>
    (await ctx().app.inject({ method: "GET", url: "/api/v1/profiles/mine", headers: who.headers })).json()
      .items as Array<Record<string, unknown>>;

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    associate = await actor(app, { role: "associate" });
    admin = await actor(app, { role: "admin", first_name: "Sunanda", last_name: "Deshmukh" });
  });

  it("offers each row only the actions the server would accept", async () => {
    const created = await createProfile(ctx().app, family, 2);
    const pending = await rowOf("pending", created.registrationNumber);
    expect(pending?.actions).toEqual([
      "approve",
      "reject",
      "disable",
      "lock",
      "delete",
      "approvePhoto",
      "rejectPhoto",
    ]);
    await act(created.id, { action: "approve" });
    await act(created.id, { action: "lock" });
    await act(created.id, { action: "disable" });
    const approved = await rowOf("approved", created.registrationNumber);
    expect(approved).toMatchObject({ rowStatus: 0, isLocked: true, photoStatus: "approved" });
    expect(approved?.actions).toEqual(["reject", "enable", "unlock", "delete"]);
  });

  it("shows a replacement photo next to the current one, and tells the family why it was refused", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 1);
    await act(created.id, { action: "approve" });
    const replacement = await uploadPhoto(app, family);
    await app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${created.id}/photo`,
      headers: family.headers,
      payload: { photoId: replacement },
    });
    const row = await rowOf("photos", created.registrationNumber);
    expect(row?.pendingPhoto?.thumb).toBe(`/media/photos/${replacement}/thumb.webp`);
    expect(row?.photo?.thumb).not.toContain(replacement);
    expect(row?.actions).toContain("approvePhoto");
    expect(
      (await act(created.id, { action: "rejectPhoto", remark: "Please send a photo without sunglasses" }))
        .statusCode,
    ).toBe(200);
    expect(await rowOf("photos", created.registrationNumber)).toBeUndefined();
    const card = (await mine(family)).find((p) => p.id === created.id);
    expect(card).toMatchObject({
      photoStatus: "approved",
      hasPendingPhoto: false,
      photoRemark: "Please send a photo without sunglasses",
      rowStatus: 1,
    });
  });

  it("a rejected profile, once corrected by its family, is back in Pending with the counts moved", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 2);
    await act(created.id, { action: "reject", remark: "Birth place is missing the district" });
    const before = (await list("?tab=pending")).counts;
    expect(await rowOf("rejected", created.registrationNumber)).toMatchObject({
      registrationStatus: "rejected",
      rejectedRemark: "Birth place is missing the district",
    });
    const form = (
      await app.inject({ method: "GET", url: `/api/v1/profiles/${created.id}/form`, headers: family.headers })
    ).json();
    const saved = await app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${created.id}`,
      headers: family.headers,
      payload: { ...form.values, birthPlace: "Shegaon, Buldhana" },
    });
    expect(saved.statusCode).toBe(200);
    const after = await list("?tab=pending");
    expect(after.counts.pending).toBe(before.pending + 1);
    expect(after.counts.rejected).toBe(before.rejected - 1);
    expect(await rowOf("pending", created.registrationNumber)).toMatchObject({
      registrationStatus: "pending",
    });
    expect((await mine(family)).find((p) => p.id === created.id)).toMatchObject({
      registrationStatus: "pending",
    });
    expect((await act(created.id, { action: "approve" })).statusCode).toBe(200);
  });

  it("gives the audit drawer who, what, when, before -> after and the remark", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 2);
    await act(created.id, { action: "reject", remark: "Photo is blurred" });
    await act(created.id, { action: "approve" });
    const res = await app.inject({
      method: "GET",
      url: `/api/v1/admin/profiles/${created.id}/audit`,
      headers: admin.headers,
    });
    const { items } = auditResponseSchema.parse(res.json());
    expect(items.map((i) => i.action)).toEqual(["approve", "reject"]);
    expect(items[1]).toMatchObject({
      actorUserId: admin.user.id,
      actorName: "Sunanda Deshmukh",
      before: { registration_status: "pending" },
      after: { registration_status: "rejected", rejected_remark: "Photo is blurred" },
      remark: "Photo is blurred",
    });
    expect(Number.isNaN(Date.parse(items[0]?.createdAt ?? ""))).toBe(false);
  });

  it("an associate's own list holds only the profiles they registered, and no admin list", async () => {
    const { app } = ctx();
    const theirs = await createProfile(app, associate, 1);
    await createProfile(app, family, 2);
    const items = await mine(associate);
    expect(items.map((p) => p.id)).toEqual([theirs.id]);
    const adminList = await app.inject({
      method: "GET",
      url: "/api/v1/admin/profiles",
      headers: associate.headers,
    });
    expect(adminList.statusCode).toBe(403);
  });

  it("serves one profile's row to admins only (the details page's admin actions), never a deleted one", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 1);
    const get = (who: Actor) =>
      app.inject({ method: "GET", url: `/api/v1/admin/profiles/${created.id}`, headers: who.headers });
    expect((await get(family)).statusCode).toBe(403);
    expect((await get(associate)).statusCode).toBe(403);
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(approvalRowSchema.parse(res.json())).toMatchObject({
      id: created.id,
      registrationNumber: created.registrationNumber,
      registrationStatus: "pending",
      actions: expect.arrayContaining(["approve", "reject", "delete"]),
    });
    await act(created.id, { action: "delete" });
    expect((await get(admin)).statusCode).toBe(404);
  });
});
