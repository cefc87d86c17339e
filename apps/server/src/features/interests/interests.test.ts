import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Created = Awaited<ReturnType<typeof createProfile>>;

describeEachDialect("interests", (ctx) => {
  let groomFamily: Actor;
  let brideFamily: Actor;
  let thirdFamily: Actor;
  let associate: Actor;
  let groom: Created;
  let bride: Created;
  let thirdGroom: Created;
  let pendingBride: Created;
  const call = (
    who: Actor | null,
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  const send = (who: Actor, from: Created, to: Created, extra: object = {}, lang = "en") =>
    call(
      who,
      "POST",
      "/interests",
      { fromProfileId: from.id, to: to.slug, ...extra },
      { "accept-language": lang },
    );
  const count = async () =>
    Number(
      (
        await ctx()
          .database.db.selectFrom("interests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    brideFamily = await actor(app);
    thirdFamily = await actor(app);
    associate = await actor(app, { role: "associate" });
    groom = await createProfile(app, groomFamily, 1, { firstName: "Omkar" });
    bride = await createProfile(app, brideFamily, 2, { firstName: "Gauri" });
    thirdGroom = await createProfile(app, thirdFamily, 1);
    pendingBride = await createProfile(app, brideFamily, 2);
    for (const p of [groom, bride, thirdGroom]) await approve(app, p.id);
  });

  it("refuses bad sends with translated 4xx and stores nothing", async () => {
    const before = await count();
    const own = await send(groomFamily, groom, groom);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("You cannot send an interest to your own profile.");
    const notApproved = await send(groomFamily, groom, pendingBride, {}, "mr");
    expect(notApproved.statusCode).toBe(404);
    expect(notApproved.json().error.message).toMatch(/[\u0900-\u097f]/);
    // Not browsable: the same gender.
    expect((await send(groomFamily, groom, thirdGroom)).statusCode).toBe(404);
    // From someone else's profile.
    const notYours = await send(thirdFamily, groom, bride);
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().error.fields.fromProfileId).toBe(
      "Please choose one of your own profiles to send from.",
    );
    // From an own profile the committee has not approved.
    expect((await send(brideFamily, pendingBride, groom)).statusCode).toBe(409);
    const long = await send(groomFamily, groom, bride, { noteText: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect((await send(groomFamily, groom, bride, { noteTemplate: "bribe" })).statusCode).toBe(400);
    expect(
      (await call(null, "POST", "/interests", { fromProfileId: groom.id, to: bride.slug })).statusCode,
    ).toBe(401);
    expect(await count()).toBe(before);
  });

  it("sends once per Idempotency-Key, notifies the family, and refuses a duplicate either way", async () => {
    const headers = { "idempotency-key": "interest-send-0001" };
    const payload = {
      fromProfileId: groom.id,
      to: bride.slug,
      noteTemplate: "likedProfile",
      noteText: "Namaskar",
    };
    const first = await call(groomFamily, "POST", "/interests", payload, headers);
    expect(first.statusCode).toBe(201);
    const again = await call(groomFamily, "POST", "/interests", payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().interest.id).toBe(first.json().interest.id);
    expect(first.json().interest).toMatchObject({
      status: "pending",
      direction: "sent",
      note: "We liked your profile; please see ours.",
      noteText: "Namaskar",
      actions: { withdraw: true, accept: false },
    });
    const told = await ctx()
      .database.db.selectFrom("notifications")
      .select(["type", "params"])
      .where("user_id", "=", brideFamily.user.id)
      .execute();
    expect(told).toEqual([expect.objectContaining({ type: "interest_received" })]);
    expect((await send(groomFamily, groom, bride)).json().error.message).toBe(
      "An interest between these two profiles is already open.",
    );
    const back = await send(brideFamily, bride, groom);
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toMatch(/already sent you an interest/);
    const received = (
      await call(brideFamily, "GET", "/interests?box=received", undefined, { "accept-language": "mr" })
    ).json();
    expect(received.counts).toEqual({ received: 1, sent: 0, accepted: 0 });
    expect(received.items[0]).toMatchObject({
      direction: "received",
      actions: { accept: true, decline: true },
    });
    expect(received.items[0].note).toMatch(/[\u0900-\u097f]/);
    expect((await call(groomFamily, "GET", "/interests/counts")).json()).toEqual({
      received: 0,
      sent: 1,
      accepted: 0,
    });
  });

  it("lets only the receiving family accept; acceptance opens both families' contact details", async () => {
    const id = (await call(brideFamily, "GET", "/interests?box=received")).json().items[0].id;
    // Pending: the bride's numbers (contacts for accepted interests only by default) stay hidden.
    const brideSecrets = await privateValues(ctx().app, bride.id);
    const groomSecrets = await privateValues(ctx().app, groom.id);
    expect(found((await call(groomFamily, "GET", `/profiles/${bride.slug}`)).body, brideSecrets)).toEqual([]);
    for (const who of [groomFamily, thirdFamily, associate]) {
      const res = await call(who, "POST", `/interests/${id}/accept`);
      expect(res.statusCode, who.user.mobile).toBe(404);
      expect(res.json().error.message).toBe("This interest was not found.");
    }
    const accepted = await call(brideFamily, "POST", `/interests/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().interest.status).toBe("accepted");
    expect((await call(brideFamily, "POST", `/interests/${id}/accept`)).statusCode).toBe(409);
    expect(found((await call(groomFamily, "GET", `/profiles/${bride.slug}`)).body, brideSecrets)).toEqual(
      brideSecrets,
    );
    expect(found((await call(brideFamily, "GET", `/profiles/${groom.slug}`)).body, groomSecrets)).toEqual(
      groomSecrets,
    );
    // A third family still sees neither.
    expect(found((await call(thirdFamily, "GET", `/profiles/${bride.slug}`)).body, brideSecrets)).toEqual([]);
    const pair = (await call(groomFamily, "GET", `/interests/with/${bride.slug}`)).json();
    expect(pair.interest).toMatchObject({ status: "accepted", direction: "sent" });
    expect(pair.senders).toEqual([{ id: groom.id, fullName: expect.stringContaining("Omkar") }]);
    const box = (await call(groomFamily, "GET", "/interests?box=accepted")).json();
    expect(box.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const told = await ctx()
      .database.db.selectFrom("notifications")
      .select("type")
      .where("user_id", "=", groomFamily.user.id)
      .execute();
    expect(told.map((n) => n.type)).toContain("interest_accepted");
  });

  it("refuses an admin acting on another family's interest (403, translated), changing nothing", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const superAdmin = await actor(app, { role: "super_admin" });
    const bride4 = await createProfile(app, brideFamily, 2, { firstName: "Mrunal" });
    await approve(app, bride4.id);
    const sent = (await send(thirdFamily, thirdGroom, bride4)).json().interest;
    const brideSecrets = await privateValues(app, bride4.id);
    for (const who of [admin, superAdmin]) {
      for (const [action, lang] of [
        ["accept", "en"],
        ["decline", "mr"],
        ["withdraw", "en"],
      ] as const) {
        const res = await call(
          who,
          "POST",
          `/interests/${sent.id}/${action}`,
          {},
          { "accept-language": lang },
        );
        expect(res.statusCode, `${who.user.role} ${action}`).toBe(403);
        expect(res.json().error.message).toBe(
          lang === "mr"
            ? "कुटुंबाच्या पसंती पाठवणे किंवा त्यांना उत्तर देणे हे फक्त त्या कुटुंबालाच करता येते; समितीचे प्रशासक हे करू शकत नाहीत."
            : "Only the family itself can send or answer its interests; committee admins cannot act on them.",
        );
      }
      // Nor send one in a family's name.
      expect((await send(who, bride4, groom)).statusCode).toBe(403);
    }
    const row = await ctx()
      .database.db.selectFrom("interests")
      .select(["status", "responder_user_id"])
      .where("id", "=", sent.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "pending", responder_user_id: null });
    expect(found((await call(thirdFamily, "GET", `/profiles/${bride4.slug}`)).body, brideSecrets)).toEqual(
      [],
    );
    // The family itself still answers.
    expect((await call(brideFamily, "POST", `/interests/${sent.id}/decline`, {})).statusCode).toBe(200);
  });

  it("declines with a reason, then refuses a new interest for 90 days with the date", async () => {
    const bride2 = await createProfile(ctx().app, associate, 2, { firstName: "Rutuja" });
    await approve(ctx().app, bride2.id);
    const sent = (await send(thirdFamily, thirdGroom, bride2)).json().interest;
    expect((await call(thirdFamily, "POST", `/interests/${sent.id}/decline`, {})).statusCode).toBe(404);
    const declined = await call(associate, "POST", `/interests/${sent.id}/decline`, { reason: "notNow" });
    expect(declined.statusCode).toBe(200);
    const seen = (await call(thirdFamily, "GET", "/interests?box=sent")).json().items[0];
    expect(seen).toMatchObject({ status: "declined", declineReason: "We are not looking right now." });
    const again = await send(thirdFamily, thirdGroom, bride2);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/You may send again after \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    // The other way round as well: the pair is closed.
    expect((await send(associate, bride2, thirdGroom)).statusCode).toBe(409);
    expect(
      (await call(thirdFamily, "GET", `/interests/with/${bride2.slug}`)).json().blockedUntil,
    ).not.toBeNull();
  });

  it("withdraws while pending, expires after the configured days, and hides blocked families", async () => {
    const bride3 = await createProfile(ctx().app, associate, 2, { firstName: "Janhavi" });
    await approve(ctx().app, bride3.id);
    const sent = (await send(thirdFamily, thirdGroom, bride3)).json().interest;
    expect((await call(associate, "POST", `/interests/${sent.id}/withdraw`)).statusCode).toBe(404);
    expect((await call(thirdFamily, "POST", `/interests/${sent.id}/withdraw`)).json().interest.status).toBe(
      "withdrawn",
    );
    const next = (await send(thirdFamily, thirdGroom, bride3)).json().interest;
    await ctx()
      .database.db.updateTable("interests")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", next.id)
      .execute();
    expect((await call(associate, "GET", "/interests?box=received")).json().items[0].status).toBe("expired");
    expect((await call(associate, "POST", `/interests/${next.id}/accept`)).statusCode).toBe(409);
    // Blocked either way: no send, no answer, not listed.
    const third = (await send(thirdFamily, thirdGroom, bride3)).json().interest;
    await ctx()
      .database.db.insertInto("blocks")
      .values({
        blocker_user_id: associate.user.id,
        profile_id: thirdGroom.id,
        blocked_user_id: thirdFamily.user.id,
      })
      .execute();
    expect((await call(associate, "POST", `/interests/${third.id}/accept`)).statusCode).toBe(403);
    const listed = (await call(thirdFamily, "GET", "/interests?box=sent")).json().items;
    expect(listed.map((i: { ours: { id: number }; other: { id: number } }) => i.other.id)).not.toContain(
      bride3.id,
    );
    await ctx().database.db.deleteFrom("interests").where("id", "=", third.id).execute();
    expect((await send(thirdFamily, thirdGroom, bride3)).statusCode).toBe(404);
  });
});

describeEachDialect(
  "the daily limit on interests",
  (ctx) => {
    it("answers 429 with the translated message beyond LIMIT_INTERESTS", async () => {
      const { app } = ctx();
      const groomFamily = await actor(app);
      const groom = await createProfile(app, groomFamily, 1);
      await approve(app, groom.id);
      const codes: number[] = [];
      let last = "";
      for (let i = 0; i < 3; i++) {
        const family = await actor(app);
        const bride = await createProfile(app, family, 2);
        await approve(app, bride.id);
        const res = await app.inject({
          method: "POST",
          url: "/api/v1/interests",
          headers: { ...groomFamily.headers, "accept-language": "mr" },
          payload: { fromProfileId: groom.id, to: bride.slug },
        });
        codes.push(res.statusCode);
        last = res.body;
      }
      expect(codes).toEqual([201, 201, 429]);
      expect(JSON.parse(last).error.message).toMatch(/पसंती/);
    });
  },
  { LIMIT_INTERESTS: { max: 2, windowMinutes: 1440 } },
);
