import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { sendMelavaReminders } from "./reminder";
import { createEvent } from "./test-helpers";

describeEachDialect("melava registrations", (ctx) => {
  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      payload,
    });
  const approvedProfile = async (who: Actor, gender: 1 | 2) => {
    const p = await createProfile(ctx().app, who, gender);
    await approve(ctx().app, p.id);
    return p;
  };
  const register = (slug: string, who: Actor, profileId: number, extra: object = {}, lang = "en") =>
    call("POST", `/melava/${slug}/registrations`, who, { profileId, showPhoto: true, ...extra }, lang);
  const notifications = (userId: number) =>
    ctx()
      .app.database.db.selectFrom("notifications")
      .select(["type", "params"])
      .where("user_id", "=", userId)
      .where("type", "like", "melava%")
      .orderBy("id")
      .execute();

  it("numbers brides and grooms in separate series, records the booklet choices as consent and gives a pass", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { slug } = await createEvent(ctx().app, admin);
    const family = await actor(ctx().app);
    const bride = await approvedProfile(family, 2);
    const res = await register(slug, family, bride.id, { showContact: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().registration).toMatchObject({
      status: "registered",
      eventNumber: 1,
      gender: 2,
      showPhoto: true,
      showContact: false,
    });
    expect(res.json().message).toBe("The profile is registered. The entry pass is ready.");

    const other = await actor(ctx().app);
    const bride2 = await approvedProfile(other, 2);
    const groom = await approvedProfile(other, 1);
    expect(
      (await register(slug, other, bride2.id, { showContact: true })).json().registration.eventNumber,
    ).toBe(2);
    expect((await register(slug, other, groom.id)).json().registration.eventNumber).toBe(1);

    const regId = res.json().registration.id;
    const consents = await ctx()
      .app.database.db.selectFrom("melava_consents")
      .selectAll()
      .where("registration_id", "=", regId)
      .execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ user_id: family.user.id, show_photo: 1, show_contact: 0 });

    const twice = await register(slug, family, bride.id, {}, "mr");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("या प्रोफाइलची या मेळाव्यासाठी आधीच नोंदणी झाली आहे.");

    const pass = await call("GET", `/melava/registrations/${regId}/pass`, family);
    expect(pass.statusCode).toBe(200);
    expect(pass.json().token).toMatch(/^VVM1\.\d+\.\d+\.[\w-]{22}$/);
    expect(pass.json().qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call("GET", `/melava/registrations/${regId}/pass`, other)).statusCode).toBe(404);
    const pdf = await call("GET", `/melava/registrations/${regId}/pass.pdf?lang=mr`, family);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const mine = (await call("GET", `/melava/${slug}/mine`, family)).json();
    expect(mine.registrations.map((r: { id: number }) => r.id)).toEqual([regId]);
    expect(mine.eligible).toEqual([]);
    expect(await notifications(family.user.id)).toEqual([
      expect.objectContaining({ type: "melava_registered" }),
    ]);
  });

  it("refuses unapproved, other families', deleted and held profiles, closed events, and changes nothing", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id: eventId, slug } = await createEvent(ctx().app, admin);
    const family = await actor(ctx().app);
    const pending = await createProfile(ctx().app, family, 2);
    const r1 = await register(slug, family, pending.id, {}, "mr");
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error.message).toBe("मेळाव्यासाठी फक्त मंजूर आणि सक्रिय प्रोफाइलची नोंदणी होऊ शकते.");

    const stranger = await actor(ctx().app);
    const theirs = await approvedProfile(stranger, 1);
    expect((await register(slug, family, theirs.id)).statusCode).toBe(404);

    const held = await approvedProfile(family, 1);
    await ctx().app.database.db.insertInto("report_holds").values({ profile_id: held.id }).execute();
    const r3 = await register(slug, family, held.id);
    expect(r3.statusCode).toBe(409);
    expect(r3.json().error.message).toBe(
      "This profile is not shown on the portal at present, so it cannot be registered.",
    );

    const deleted = await approvedProfile(family, 1);
    await ctx()
      .app.database.db.updateTable("profiles")
      .set({ row_status: 2 })
      .where("id", "=", deleted.id)
      .execute();
    expect((await register(slug, family, deleted.id)).statusCode).toBe(404);

    const fine = await approvedProfile(family, 1);
    await call("POST", `/admin/melava/${eventId}/actions`, admin, { action: "close" });
    const r5 = await register(slug, family, fine.id);
    expect(r5.statusCode).toBe(409);
    expect(r5.json().error.message).toBe("Registration for this melava is not open.");

    const rows = await ctx()
      .app.database.db.selectFrom("melava_registrations")
      .select("id")
      .where("event_id", "=", eventId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("fills the places, keeps a waiting list only for those who ask, and moves it up when a place frees", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { slug } = await createEvent(ctx().app, admin, { capacityBrides: 1 });
    const [a, b, c] = [await actor(ctx().app), await actor(ctx().app), await actor(ctx().app)];
    const [pa, pb, pc] = [
      await approvedProfile(a, 2),
      await approvedProfile(b, 2),
      await approvedProfile(c, 2),
    ];
    const first = (await register(slug, a, pa.id)).json().registration;
    expect(first.eventNumber).toBe(1);

    const refused = await register(slug, b, pb.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "All places for this gender are taken. Tick the waiting list to join it.",
    );
    const waitingB = (await register(slug, b, pb.id, { joinWaitingList: true })).json();
    expect(waitingB.registration).toMatchObject({ status: "waiting", waitingPosition: 1, eventNumber: null });
    const waitingC = (await register(slug, c, pc.id, { joinWaitingList: true })).json().registration;
    expect(waitingC.waitingPosition).toBe(2);
    expect((await call("GET", `/melava/registrations/${waitingB.registration.id}/pass`, b)).statusCode).toBe(
      409,
    );

    const cancel = await call("POST", `/melava/registrations/${first.id}/cancel`, a);
    expect(cancel.json().message).toBe("The registration was cancelled.");
    expect((await call("POST", `/melava/registrations/${first.id}/cancel`, a)).statusCode).toBe(409);
    expect((await call("GET", `/melava/registrations/${waitingB.registration.id}`, b)).json()).toMatchObject({
      status: "registered",
      eventNumber: 2,
    });
    expect((await call("GET", `/melava/registrations/${waitingC.id}`, c)).json().waitingPosition).toBe(1);
    const told = await notifications(b.user.id);
    expect(told.map((n) => n.type)).toEqual(["melava_waiting", "melava_registered"]);
    expect(JSON.parse(told[1]?.params ?? "{}")).toMatchObject({
      eventNumber: "002",
      seriesKey: "melava:series.bride",
    });
    expect((await call("GET", `/melava/${slug}`)).json().taken).toEqual({ brides: 1, grooms: 0 });
  });

  it("takes the fee through the sandbox gateway, then numbers the registration and tells the family", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { slug } = await createEvent(ctx().app, admin, { feeRupees: 300 });
    const family = await actor(ctx().app);
    const groom = await approvedProfile(family, 1);
    const reg = (await register(slug, family, groom.id)).json();
    expect(reg.registration).toMatchObject({
      status: "awaiting_payment",
      feeRupees: 300,
      paid: false,
      canPay: true,
      eventNumber: null,
    });
    expect(reg.message).toBe("The profile is registered: pay the fee to confirm its place.");
    expect((await call("GET", `/melava/registrations/${reg.registration.id}/pass`, family)).statusCode).toBe(
      409,
    );

    const pay = await call("POST", `/melava/registrations/${reg.registration.id}/pay`, family);
    expect(pay.statusCode).toBe(200);
    const { transactionId, redirectUrl } = pay.json();
    expect(redirectUrl).toBe(`/api/v1/payments/sandbox/${transactionId}?lang=en`);
    const press = await ctx().app.inject({
      method: "POST",
      url: `/api/v1/payments/sandbox/${transactionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=pay&lang=en",
    });
    expect(press.statusCode).toBe(303);
    expect(press.headers.location).toBe(`/melava/registrations/${reg.registration.id}?tid=${transactionId}`);

    const after = (await call("GET", `/melava/registrations/${reg.registration.id}`, family)).json();
    expect(after).toMatchObject({ status: "registered", paid: true, eventNumber: 1, canPay: false });
    const ledger = await ctx()
      .app.database.db.selectFrom("payments")
      .selectAll()
      .where("melava_registration_id", "=", reg.registration.id)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        status: "SUCCESS",
        amount_paise: 30_000,
        payment_type: "MELAVA",
        counted: 1,
      }),
    ]);
    const profile = await ctx()
      .app.database.db.selectFrom("profiles")
      .select("payment_status")
      .where("id", "=", groom.id)
      .executeTakeFirstOrThrow();
    expect(profile.payment_status).toBe("unpaid");
    expect((await notifications(family.user.id)).map((n) => n.type)).toEqual([
      "melava_payment_confirmed",
      "melava_registered",
    ]);
    expect((await call("POST", `/melava/registrations/${reg.registration.id}/pay`, family)).statusCode).toBe(
      409,
    );
  });

  it("reminds registered families once, the day before", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const hour = 3_600_000;
    const { slug } = await createEvent(ctx().app, admin, {
      startsAt: new Date(Date.now() + 20 * hour).toISOString(),
      registrationClosesAt: new Date(Date.now() + 10 * hour).toISOString(),
    });
    const later = await createEvent(ctx().app, admin);
    const family = await actor(ctx().app);
    const groom = await approvedProfile(family, 1);
    await register(slug, family, groom.id);
    const other = await actor(ctx().app);
    await register(later.slug, other, (await approvedProfile(other, 2)).id);

    expect(await sendMelavaReminders(ctx().app.database.db)).toBeGreaterThanOrEqual(1);
    expect(await sendMelavaReminders(ctx().app.database.db)).toBe(0);
    expect((await notifications(family.user.id)).map((n) => n.type)).toEqual([
      "melava_registered",
      "melava_reminder",
    ]);
    expect((await notifications(other.user.id)).map((n) => n.type)).toEqual(["melava_registered"]);
  });
});
