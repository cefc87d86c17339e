import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

describeEachDialect("melava desk", (ctx) => {
  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      payload,
    });

  async function registered(slug: string, gender: 1 | 2) {
    const family = await actor(ctx().app);
    const p = await createProfile(ctx().app, family, gender);
    await approve(ctx().app, p.id);
    const reg = (
      await call("POST", `/melava/${slug}/registrations`, family, { profileId: p.id, showPhoto: true })
    ).json().registration;
    const pass = (await call("GET", `/melava/registrations/${reg.id}/pass`, family)).json();
    return { family, reg, token: pass.token as string };
  }

  it("checks a pass in once across two devices, by QR or typed number, and refuses forged, foreign and cancelled passes", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id, slug } = await createEvent(ctx().app, admin);
    const bride = await registered(slug, 2);
    const groom = await registered(slug, 1);

    const first = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      token: bride.token,
      deviceId: "desk-a",
    });
    expect(first.json()).toMatchObject({
      outcome: "checked_in",
      message: expect.stringContaining("checked in"),
    });
    const second = await call(
      "POST",
      `/admin/melava/${id}/check-in`,
      admin,
      { token: bride.token, deviceId: "desk-b" },
      "mr",
    );
    expect(second.json().outcome).toBe("already");
    expect(second.json().message).toContain("एकदाच मोजला");
    const typed = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      gender: 1,
      eventNumber: 1,
      deviceId: "desk-b",
    });
    expect(typed.json()).toMatchObject({ outcome: "checked_in", registration: { id: groom.reg.id } });

    const desk = (await call("GET", `/admin/melava/${id}/desk`, admin)).json();
    expect(desk.counts).toMatchObject({ registered: 2, brides: 1, grooms: 1, checkedIn: 2 });
    const row = await ctx()
      .app.database.db.selectFrom("melava_registrations")
      .select(["checked_in_device"])
      .where("id", "=", bride.reg.id)
      .executeTakeFirstOrThrow();
    expect(row.checked_in_device).toBe("desk-a");

    const forged = bride.token.replace(/.{4}$/, "AAAA");
    const f = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      token: forged,
      deviceId: "desk-a",
    });
    expect(f.statusCode).toBe(409);
    expect(f.json().error.message).toContain("not valid");
    const other = await createEvent(ctx().app, admin);
    const foreign = await call("POST", `/admin/melava/${other.id}/check-in`, admin, {
      token: bride.token,
      deviceId: "desk-a",
    });
    expect(foreign.json().error.message).toBe("This pass is for another melava.");

    const late = await registered(slug, 2);
    await call("POST", `/melava/registrations/${late.reg.id}/cancel`, late.family);
    const cancelled = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      token: late.token,
      deviceId: "desk-a",
    });
    expect(cancelled.json().error.message).toBe(
      "This registration was cancelled: the pass is no longer valid.",
    );
    expect(
      (
        await call("POST", `/admin/melava/${id}/check-in`, admin, {
          gender: 2,
          eventNumber: 99,
          deviceId: "x",
        })
      ).statusCode,
    ).toBe(404);
    const member = await actor(ctx().app);
    expect(
      (await call("POST", `/admin/melava/${id}/check-in`, member, { token: bride.token, deviceId: "x" }))
        .statusCode,
    ).toBe(403);
  });

  it("puts checked-in candidates on stage in order, advanced one at a time", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id, slug } = await createEvent(ctx().app, admin);
    const b1 = await registered(slug, 2);
    const g1 = await registered(slug, 1);
    await registered(slug, 2); // not checked in: not on the stage list
    for (const p of [g1, b1])
      await call("POST", `/admin/melava/${id}/check-in`, admin, { token: p.token, deviceId: "d" });
    expect((await call("GET", `/admin/melava/${id}/stage`, admin)).json()).toMatchObject({
      current: null,
      total: 2,
    });
    const one = (await call("POST", `/admin/melava/${id}/stage`, admin, { move: "next" })).json();
    expect(one).toMatchObject({
      position: 1,
      total: 2,
      current: { registrationId: b1.reg.id, eventNumber: 1 },
      next: { registrationId: g1.reg.id },
    });
    expect(one.current.photo).toMatch(/^\/media\/photos\/.+\/full\.jpg$/);
    const two = (await call("POST", `/admin/melava/${id}/stage`, admin, { move: "next" })).json();
    expect(two).toMatchObject({ position: 2, current: { registrationId: g1.reg.id }, next: null });
    expect((await call("POST", `/admin/melava/${id}/stage`, admin, { move: "next" })).json().position).toBe(
      2,
    );
    expect(
      (await call("POST", `/admin/melava/${id}/stage`, admin, { move: "previous" })).json().position,
    ).toBe(1);
  });
});

describeEachDialect("melava desk: offline replay conflicts", (ctx) => {
  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      payload,
    });

  it("answers each device's replayed queue: counted once, the first check-in's time kept, a pass cancelled meanwhile refused", async () => {
    const { app } = ctx();
    const admin = await actor(app, { role: "admin" });
    const { id, slug } = await createEvent(app, admin);
    const pass = async (gender: 1 | 2) => {
      const family = await actor(app);
      const p = await createProfile(app, family, gender);
      await approve(app, p.id);
      const reg = (
        await call("POST", `/melava/${slug}/registrations`, family, { profileId: p.id, showPhoto: true })
      ).json().registration;
      const token = (await call("GET", `/melava/registrations/${reg.id}/pass`, family)).json()
        .token as string;
      return { family, reg, token };
    };
    const shared = await pass(2);
    const leaving = await pass(1);
    const offlineOnly = await pass(1);
    const t0 = Date.now();
    const seen = (offsetSeconds: number) => new Date(t0 - offsetSeconds * 1000).toISOString();

    // Device B, offline, queues three check-ins (the shared pass twice, as a nervous desk does).
    const queueB = [
      { token: shared.token, deviceId: "desk-b", at: seen(300) },
      { token: leaving.token, deviceId: "desk-b", at: seen(280) },
      { token: shared.token, deviceId: "desk-b", at: seen(270) },
      { gender: 1, eventNumber: 2, deviceId: "desk-b", at: seen(260) },
    ];
    // Meanwhile device A, online, checks the shared pass in, and the second family cancels.
    const a = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      token: shared.token,
      deviceId: "desk-a",
      at: seen(120),
    });
    expect(a.json()).toMatchObject({ outcome: "checked_in" });
    expect(a.json().message).toMatch(/^Bride 001 .+: checked in\.$/);
    await call("POST", `/melava/registrations/${leaving.reg.id}/cancel`, leaving.family);

    // B's network returns: its queue is sent in order; what each answer says is what B shows.
    const shown: { status: number; outcome?: string; message: string }[] = [];
    for (const item of queueB) {
      const res = await call("POST", `/admin/melava/${id}/check-in`, admin, item, "mr");
      const body = res.json();
      shown.push({
        status: res.statusCode,
        outcome: body.outcome,
        message: body.message ?? body.error.message,
      });
    }
    expect(shown.map((s) => [s.status, s.outcome])).toEqual([
      [200, "already"],
      [409, undefined],
      [200, "already"],
      [200, "checked_in"],
    ]);
    expect(shown[0]?.message).toMatch(/^वधू ००१ .+ यांचा प्रवेश आधीच नोंदवला आहे: एकदाच मोजला\.$/);
    expect(shown[1]?.message).toBe("ही नोंदणी रद्द झाली आहे: प्रवेशपत्र आता वैध नाही.");
    expect(shown[3]?.message).toMatch(/^वर ००२ .+: प्रवेश नोंदवला\.$/);

    // The desk list both devices read afterwards: one check-in each, A's time and device for the
    // shared pass (the first to reach the server), B's own earlier time for the pass only B saw.
    const desk = (await call("GET", `/admin/melava/${id}/desk`, admin)).json();
    expect(desk.counts).toMatchObject({ registered: 2, checkedIn: 2 });
    expect(desk.items.find((r: { id: number }) => r.id === leaving.reg.id)).toBeUndefined();
    const rows = await app.database.db
      .selectFrom("melava_registrations")
      .select(["id", "checked_in_at", "checked_in_device"])
      .where("event_id", "=", id)
      .where("checked_in_at", "is not", null)
      .orderBy("id")
      .execute();
    expect(
      rows.map((r) => [r.id, new Date(r.checked_in_at as string).toISOString(), r.checked_in_device]),
    ).toEqual([
      [shared.reg.id, seen(120), "desk-a"],
      [offlineOnly.reg.id, seen(260), "desk-b"],
    ]);
    // Device A, asked again for the shared pass after B's replay: still "already", still once.
    const again = await call("POST", `/admin/melava/${id}/check-in`, admin, {
      token: shared.token,
      deviceId: "desk-a",
    });
    expect(again.json().outcome).toBe("already");
  });
});
