import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

/** The committee's bilingual rejection reasons: edited under Settings (audited), read by families in their language. */
describeEachDialect("rejection reasons", (ctx) => {
  const call = (
    who: Actor,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    lang = "en",
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const auditActions = async (id: number) =>
    (
      await ctx()
        .database.db.selectFrom("audit_log")
        .select("action")
        .where("entity_type", "=", "settings")
        .where("entity_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((r) => r.action);

  it("starts with sensible reasons; add, edit and delete are the committee's and audited", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    const seeded = (await call(admin, "GET", "/admin/rejection-reasons")).json().items;
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded[0].textEn).toMatch(/photo is not clear/i);
    expect(seeded[0].textMr).toMatch(/[\u0900-\u097F]/);
    expect((await call(member, "GET", "/admin/rejection-reasons")).statusCode).toBe(403);
    expect(
      (await call(member, "POST", "/admin/rejection-reasons", { textEn: "Nope nope", textMr: "नाही नाही" }))
        .statusCode,
    ).toBe(403);

    const empty = await call(admin, "POST", "/admin/rejection-reasons", { textEn: "", textMr: "x" });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(["textEn", "textMr"]);
    const added = await call(admin, "POST", "/admin/rejection-reasons", {
      textEn: "The birth date does not match the document.",
      textMr: "जन्मतारीख कागदपत्राशी जुळत नाही.",
    });
    expect(added.statusCode).toBe(201);
    const items = (await call(admin, "GET", "/admin/rejection-reasons")).json().items;
    const mine = items[items.length - 1];
    expect(mine.textEn).toBe("The birth date does not match the document.");
    const edited = await call(admin, "PUT", `/admin/rejection-reasons/${mine.id}`, {
      textEn: "The date of birth does not match the document.",
      textMr: "जन्मतारीख कागदपत्राशी जुळत नाही.",
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(admin, "DELETE", `/admin/rejection-reasons/${mine.id}`)).statusCode).toBe(200);
    expect((await call(admin, "DELETE", `/admin/rejection-reasons/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, "GET", "/admin/rejection-reasons")).json().items.map((r: { id: number }) => r.id),
    ).not.toContain(mine.id);
    expect(await auditActions(mine.id)).toEqual(["addReason", "editReason", "deleteReason"]);
  });

  it("a rejection picks a reason (and a note); the family reads it in its own language, even once deleted", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const family = await actor(app);
    const profile = await createProfile(app, family, 2);
    const [unclear, notCandidate] = (await call(admin, "GET", "/admin/rejection-reasons")).json().items;
    const act = (body: Record<string, unknown>) =>
      call(admin, "POST", `/admin/profiles/${profile.id}/actions`, body);

    // Neither a reason nor a remark: refused; a reason not on the list: refused, nothing changed.
    expect((await act({ action: "reject" })).statusCode).toBe(400);
    const unknown = await act({ action: "reject", reasonId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.reasonId).toBeTruthy();

    const rejected = await act({
      action: "reject",
      reasonId: notCandidate.id,
      remark: "Please send a new one.",
    });
    expect(rejected.statusCode).toBe(200);
    const mine = async (lang: string) =>
      (await call(family, "GET", "/profiles/mine", undefined, lang)).json().items[0].rejectedRemark;
    expect(await mine("en")).toBe(`${notCandidate.textEn} — Please send a new one.`);
    expect(await mine("mr")).toBe(`${notCandidate.textMr} — Please send a new one.`);
    const details = await call(family, "GET", `/profiles/${profile.slug}`, undefined, "mr");
    expect(details.json().rejectedRemark).toContain(notCandidate.textMr);
    const [notice] = await ctx()
      .database.db.selectFrom("notifications")
      .select("params")
      .where("user_id", "=", family.user.id)
      .where("type", "=", "profile_rejected")
      .execute();
    expect(JSON.parse(notice?.params ?? "{}")).toMatchObject({
      remark: `${notCandidate.textEn} — Please send a new one.`,
      remarkMr: `${notCandidate.textMr} — Please send a new one.`,
    });
    const [entry] = await ctx()
      .database.db.selectFrom("audit_log")
      .select("after_state")
      .where("entity_type", "=", "profile")
      .where("entity_id", "=", profile.id)
      .where("action", "=", "reject")
      .execute();
    expect(JSON.parse(entry?.after_state ?? "{}")).toMatchObject({ rejected_reason_id: notCandidate.id });

    // The committee rewords the list later and deletes the reason: the family still reads why.
    await call(admin, "DELETE", `/admin/rejection-reasons/${notCandidate.id}`);
    expect(await mine("mr")).toContain(notCandidate.textMr);
    expect((await act({ action: "approve" })).statusCode).toBe(200);
    expect(await mine("en")).toBeNull();

    // A photo: the reason alone is enough.
    await ctx()
      .database.db.updateTable("profiles")
      .set({ photo_status: "pending" })
      .where("id", "=", profile.id)
      .execute();
    const photo = await act({ action: "rejectPhoto", reasonId: unclear.id });
    expect(photo.statusCode).toBe(200);
    const row = (await call(family, "GET", "/profiles/mine", undefined, "mr")).json().items[0];
    expect(row.photoRemark).toBe(unclear.textMr);
  });
});
