import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile, uploadPhoto } from "../../test/profile-helpers";

const month = new Date().toISOString().slice(0, 7);
const TEXT = "We met through the portal last winter and our families agreed within a month. Thank you!";

/** Success stories: both families' consent, the committee's approval, privacy, withdrawal. */
describeEachDialect("success stories", (ctx) => {
  const call = (
    who: Actor | null,
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
    lang = "en",
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const notificationsOf = (userId: number, type: string) =>
    ctx()
      .database.db.selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", userId)
      .where("type", "=", type)
      .execute();
  const photoStored = (photoId: string) => ctx().app.services.storage.exists(`photos/${photoId}/full.jpg`);

  /** A bride's family closed as married naming the groom's profile; both approved. */
  async function couple(brideName = "Radha", groomName = "Madhav") {
    const { app } = ctx();
    const brideFamily = await actor(app);
    const groomFamily = await actor(app);
    const bride = await createProfile(app, brideFamily, 2, { firstName: brideName });
    const groom = await createProfile(app, groomFamily, 1, { firstName: groomName });
    for (const p of [bride, groom]) await approve(app, p.id);
    const closed = await call(brideFamily, "POST", `/profiles/${bride.id}/listing/close`, {
      outcome: "married",
      partner: String(groom.registrationNumber),
    });
    expect(closed.statusCode).toBe(200);
    return { brideFamily, groomFamily, bride, groom };
  }

  it("is public only after the other family agreed and the committee approved; never a surname or number", async () => {
    const { app } = ctx();
    const { brideFamily, groomFamily, bride, groom } = await couple();
    const stranger = await actor(app);
    const admin = await actor(app, { role: "admin" });

    const mine = (await call(brideFamily, "GET", `/profiles/${bride.id}/story`)).json();
    expect(mine).toMatchObject({ story: null, partnerFirstName: "Madhav", actions: { write: true } });
    // The groom's profile is still listed: nothing to write, nothing asked yet.
    expect((await call(groomFamily, "GET", `/profiles/${groom.id}/story`)).json()).toMatchObject({
      story: null,
      actions: { write: false, consent: false },
    });

    // Bad input: a number in the text, a month ahead, another family's profile, the committee, a listed one.
    const withNumber = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      month,
      language: "en",
      text: `${TEXT} Call 98 220 12345.`,
    });
    expect(withNumber.statusCode).toBe(400);
    expect(withNumber.json().error.fields.text).toMatch(/phone numbers/);
    const marathiDigits = await call(
      brideFamily,
      "POST",
      `/profiles/${bride.id}/story`,
      { month, language: "mr", text: `${TEXT} ९८२२०१२३४५` },
      "mr",
    );
    expect(marathiDigits.json().error.fields.text).toContain("फोन नंबर");
    const ahead = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 7);
    const future = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      month: ahead,
      language: "en",
      text: TEXT,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.month).toBeTruthy();
    const input = { month, language: "en", text: TEXT };
    expect((await call(stranger, "POST", `/profiles/${bride.id}/story`, input)).statusCode).toBe(404);
    expect((await call(admin, "POST", `/profiles/${bride.id}/story`, input)).statusCode).toBe(403);
    const notClosed = await call(groomFamily, "POST", `/profiles/${groom.id}/story`, input);
    expect(notClosed.statusCode).toBe(409);
    // Someone else's photo cannot be attached.
    const othersPhoto = await uploadPhoto(app, stranger);
    const stolen = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      ...input,
      photoId: othersPhoto,
    });
    expect(stolen.statusCode).toBe(400);

    const photoId = await uploadPhoto(app, brideFamily);
    const written = await call(
      brideFamily,
      "POST",
      `/profiles/${bride.id}/story`,
      { ...input, photoId },
      "mr",
    );
    expect(written.statusCode).toBe(201);
    expect(written.json().message).toContain("Madhav");
    const story = written.json().story.story;
    expect(story).toMatchObject({
      status: "awaitingPartner",
      role: "author",
      firstNames: ["Radha", "Madhav"],
    });
    expect((await call(brideFamily, "POST", `/profiles/${bride.id}/story`, input)).statusCode).toBe(409);
    expect(await notificationsOf(groomFamily.user.id, "story_request")).toHaveLength(1);

    // Not public, not in the committee's queue, its photo unseen by others until both agreed.
    expect((await call(null, "GET", "/stories")).json().items).toEqual([]);
    expect((await call(admin, "GET", "/admin/stories")).json().items).toEqual([]);
    const early = await call(admin, "POST", `/admin/stories/${story.id}/decision`, { decision: "approve" });
    expect(early.statusCode).toBe(409);
    const photoUrl = `/media/photos/${photoId}/thumb.webp`;
    expect((await call(null, "GET", photoUrl)).statusCode).toBe(404);
    expect((await call(stranger, "GET", photoUrl)).statusCode).toBe(404);
    expect((await call(groomFamily, "GET", photoUrl)).statusCode).toBe(200);

    // Only the other family answers.
    const consent = (who: Actor, decision: string) =>
      call(who, "POST", `/stories/${story.id}/consent`, { decision });
    expect((await consent(stranger, "approve")).statusCode).toBe(404);
    expect((await consent(brideFamily, "approve")).statusCode).toBe(403);
    const asked = (await call(groomFamily, "GET", `/profiles/${groom.id}/story`)).json();
    expect(asked).toMatchObject({
      story: { status: "awaitingPartner", role: "partner" },
      actions: { consent: true, withdraw: true },
    });
    const agreed = await consent(groomFamily, "approve");
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().story.story.status).toBe("awaitingCommittee");
    expect((await consent(groomFamily, "decline")).statusCode).toBe(409);
    expect(await notificationsOf(brideFamily.user.id, "story_agreed")).toHaveLength(1);
    expect((await call(null, "GET", "/stories")).json().items).toEqual([]);

    // The committee: a member cannot decide; a rejection needs a reason.
    const queue = (await call(admin, "GET", "/admin/stories")).json().items;
    expect(queue.map((s: { id: number }) => s.id)).toEqual([story.id]);
    expect(
      (await call(groomFamily, "POST", `/admin/stories/${story.id}/decision`, { decision: "approve" }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(admin, "POST", `/admin/stories/${story.id}/decision`, { decision: "reject" });
    expect(noReason.statusCode).toBe(400);
    const published = await call(admin, "POST", `/admin/stories/${story.id}/decision`, {
      decision: "approve",
    });
    expect(published.statusCode).toBe(200);
    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "story")
      .where("entity_id", "=", story.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["approveStory"]);
    expect(await notificationsOf(groomFamily.user.id, "story_published")).toHaveLength(1);

    // Public for visitors: two first names, the month, the text, the photo; nothing private.
    const open = await call(null, "GET", "/stories");
    expect(open.json().items).toEqual([
      expect.objectContaining({ id: story.id, firstNames: ["Radha", "Madhav"], month, text: TEXT }),
    ]);
    const rows = await ctx()
      .database.db.selectFrom("profiles")
      .selectAll()
      .where("id", "in", [bride.id, groom.id])
      .execute();
    const secrets = [
      ...(await privateValues(app, bride.id)),
      ...(await privateValues(app, groom.id)),
      ...rows
        .flatMap((r) => [r.last_name, String(r.registration_number), r.middle_name ?? ""])
        .filter(Boolean),
      bride.slug,
      groom.slug,
    ];
    for (const who of [null, stranger]) {
      const body = (await call(who, "GET", "/stories")).body;
      expect(found(body, secrets)).toEqual([]);
    }
    expect((await call(null, "GET", photoUrl)).statusCode).toBe(200);
    expect(await photoStored(photoId)).toBe(true);

    // Either family withdraws it: gone at once, the photo's files deleted.
    expect((await call(stranger, "DELETE", `/stories/${story.id}`)).statusCode).toBe(404);
    const withdrawn = await call(groomFamily, "DELETE", `/stories/${story.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().story).toMatchObject({ story: null });
    expect((await call(null, "GET", "/stories")).json().items).toEqual([]);
    expect(await photoStored(photoId)).toBe(false);
    expect((await call(brideFamily, "GET", photoUrl)).statusCode).toBe(404);
  });

  it("declined by the other family: deleted with its photo; rejected by the committee: the reason for the families", async () => {
    const { app } = ctx();
    const { brideFamily, groomFamily, bride, groom } = await couple("Meera", "Kedar");
    const admin = await actor(app, { role: "admin" });
    const photoId = await uploadPhoto(app, brideFamily);
    const first = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      month,
      language: "mr",
      text: "पोर्टलवर आमची ओळख झाली आणि दोन्ही घरांची पसंती जुळली. सर्वांचे आभार!",
      photoId,
    });
    expect(first.statusCode).toBe(201);
    const declined = await call(groomFamily, "POST", `/stories/${first.json().story.story.id}/consent`, {
      decision: "decline",
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().story.story).toBeNull();
    expect(await photoStored(photoId)).toBe(false);
    expect(await notificationsOf(brideFamily.user.id, "story_declined")).toHaveLength(1);
    expect((await call(null, "GET", "/stories")).json().items).toEqual([]);

    // Written again (no photo), agreed, then rejected: both families read why; nothing public.
    const second = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      month,
      language: "en",
      text: TEXT,
    });
    const id = second.json().story.story.id;
    await call(groomFamily, "POST", `/stories/${id}/consent`, { decision: "approve" });
    const rejected = await call(admin, "POST", `/admin/stories/${id}/decision`, {
      decision: "reject",
      remark: "Please write a little more about how you met.",
    });
    expect(rejected.statusCode).toBe(200);
    const seen = (await call(groomFamily, "GET", `/profiles/${groom.id}/story`)).json();
    expect(seen.story).toMatchObject({
      status: "rejected",
      rejectedRemark: "Please write a little more about how you met.",
    });
    expect((await call(null, "GET", "/stories")).json().items).toEqual([]);
    const twice = await call(admin, "POST", `/admin/stories/${id}/decision`, { decision: "approve" });
    expect(twice.statusCode).toBe(409);
  });

  it("rejected with a reason from the committee's list and a note: each family reads it in its language", async () => {
    const { app } = ctx();
    const { brideFamily, groomFamily, bride, groom } = await couple("Gauri", "Nikhil");
    const admin = await actor(app, { role: "admin" });
    const written = await call(brideFamily, "POST", `/profiles/${bride.id}/story`, {
      month,
      language: "en",
      text: TEXT,
    });
    const id = written.json().story.story.id;
    await call(groomFamily, "POST", `/stories/${id}/consent`, { decision: "approve" });
    const { items } = await app.services.rejectionReasons.list();
    const reason = items[3];
    if (!reason) throw new Error("seeded reasons missing");

    // A reason not on the list: refused, nothing changed.
    const unknown = await call(admin, "POST", `/admin/stories/${id}/decision`, {
      decision: "reject",
      reasonId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect((await call(groomFamily, "GET", `/profiles/${groom.id}/story`)).json().story.status).toBe(
      "awaitingCommittee",
    );

    const note = "Please add how the families first met.";
    const rejected = await call(admin, "POST", `/admin/stories/${id}/decision`, {
      decision: "reject",
      reasonId: reason.id,
      remark: note,
    });
    expect(rejected.statusCode).toBe(200);
    // The reason is deleted from the list afterwards: the families still read it.
    await app.services.rejectionReasons.remove(admin.user, reason.id, "en");
    const inMarathi = (await call(brideFamily, "GET", `/profiles/${bride.id}/story`, undefined, "mr")).json();
    expect(inMarathi.story.rejectedRemark).toBe(`${reason.textMr} — ${note}`);
    const inEnglish = (await call(groomFamily, "GET", `/profiles/${groom.id}/story`)).json();
    expect(inEnglish.story.rejectedRemark).toBe(`${reason.textEn} — ${note}`);
    for (const family of [brideFamily, groomFamily]) {
      const [notice] = await notificationsOf(family.user.id, "story_rejected");
      expect(JSON.parse(String(notice?.params))).toMatchObject({
        remark: `${reason.textEn} — ${note}`,
        remarkMr: `${reason.textMr} — ${note}`,
      });
    }
    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .select(["after_state", "remark"])
      .where("entity_type", "=", "story")
      .where("entity_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after_state))).toEqual({
      status: "rejected",
      rejected_reason_id: reason.id,
      rejected_remark: note,
    });
  });
});
