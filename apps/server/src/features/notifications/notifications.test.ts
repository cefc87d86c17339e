import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { ledgerRows, setPaymentSettings } from "../../test/payment-helpers";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { notify } from "./notify";

describeEachDialect("notifications", (ctx) => {
  let admin: Actor;
  let superAdmin: Actor;
  let family: Actor;
  let other: Actor;
  let associate: Actor;
  let pending: Actor;

  const call = (
    who: Actor | null,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    lang = "en",
  ) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listOf = async (who: Actor, query = "") => (await call(who, "GET", `/notifications${query}`)).json();

  beforeAll(async () => {
    const { app } = ctx();
    admin = await actor(app, { role: "admin" });
    superAdmin = await actor(app, { role: "super_admin" });
    family = await actor(app);
    other = await actor(app);
    associate = await actor(app, { role: "associate" });
    pending = await actor(app, { is_verified: 0 });
  });

  it("answers a visitor 401 on every route, in the visitor's language", async () => {
    for (const [method, url] of [
      ["GET", "/notifications"],
      ["GET", "/notifications/unread-count"],
      ["POST", "/notifications/1/read"],
      ["POST", "/notifications/read-all"],
      ["GET", "/notifications/preferences"],
      ["PUT", "/notifications/preferences"],
    ] as const) {
      const res = await call(null, method, url, method === "GET" ? undefined : {}, "mr");
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("tells the family when the committee approves or rejects the profile and the photo", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 2, { firstName: "Sayali" });
    const act = (body: Record<string, unknown>) =>
      call(admin, "POST", `/admin/profiles/${profile.id}/actions`, body);
    expect((await act({ action: "reject", remark: "Photo of a group" })).statusCode).toBe(200);
    expect((await act({ action: "approve" })).statusCode).toBe(200);
    const list = await listOf(family);
    expect(list.items.map((n: { type: string }) => n.type)).toEqual(["profile_approved", "profile_rejected"]);
    expect(list.items[1].params).toMatchObject({ remark: "Photo of a group" });
    expect(list.items[0].params.profileName).toContain("Sayali");
    expect(list.items[0].link).toBe(`/profile/details/${profile.slug}`);
    expect(list.unread).toBe(2);
    // Nobody else hears of it.
    expect((await listOf(other)).total).toBe(0);
  });

  it("counts unread, marks one and all read, and keeps each member to their own", async () => {
    const count = async (who: Actor) => (await call(who, "GET", "/notifications/unread-count")).json().unread;
    expect(await count(family)).toBe(2);
    const [first] = (await listOf(family)).items;
    expect((await call(other, "POST", `/notifications/${first.id}/read`)).statusCode).toBe(404);
    const read = await call(family, "POST", `/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await listOf(family, "?unread=1")).items).toHaveLength(1);
    expect((await call(family, "POST", "/notifications/read-all")).json()).toEqual({ unread: 0 });
    expect(await count(family)).toBe(0);
    const missing = await call(family, "POST", "/notifications/999999/read", undefined, "mr");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("ही सूचना सापडली नाही.");
  });

  it("tells a member when their account is verified or refused", async () => {
    const { app } = ctx();
    const newcomer = await actor(app, { is_verified: 0 });
    const res = await call(admin, "POST", `/admin/users/${newcomer.user.id}/actions`, { action: "verify" });
    expect(res.statusCode).toBe(200);
    expect((await listOf(newcomer)).items[0]).toMatchObject({ type: "account_verified", link: null });
  });

  it("tells the family when a payment claim is confirmed or rejected", async () => {
    const { app } = ctx();
    await setPaymentSettings(app, admin, {
      paymentEnabled: true,
      feeAmount: 500,
      upiId: "samiti@sbi",
      upiPayeeName: "Samiti Trust",
      paymentPhone: "9822012345",
    });
    const payer = await actor(app);
    const profile = await createProfile(app, payer, 1, { firstName: "Rohan" });
    await call(payer, "POST", "/payments/manual", { profileId: profile.id, reference: "777788889999" });
    const [row] = await ledgerRows(app, profile.id);
    if (!row) throw new Error("no ledger row");
    const res = await call(admin, "POST", `/admin/payments/${row.id}/decision`, {
      action: "reject",
      remark: "Not in the bank",
    });
    expect(res.statusCode).toBe(200);
    const [n] = (await listOf(payer)).items;
    expect(n).toMatchObject({ type: "payment_rejected", params: { remark: "Not in the bank" } });
    expect(n.params.profileName).toContain("Rohan");
  });

  it("lets every signed-in role read its own list, including a member still pending verification", async () => {
    for (const who of [pending, family, associate, admin, superAdmin]) {
      expect((await call(who, "GET", "/notifications")).statusCode).toBe(200);
      expect((await call(who, "GET", "/notifications/unread-count")).statusCode).toBe(200);
      expect((await call(who, "POST", "/notifications/read-all")).statusCode).toBe(200);
      expect((await call(who, "GET", "/notifications/preferences")).statusCode).toBe(200);
    }
  });

  it("notify() writes inside the caller's transaction: a rolled-back change tells nobody", async () => {
    const { app } = ctx();
    await expect(
      app.database.db.transaction().execute(async (trx) => {
        await notify(trx, { userId: other.user.id, type: "warning", params: {} });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await listOf(other)).total).toBe(0);
  });

  it("stores opt-ins per channel and queues a delivery only for opted-in types", async () => {
    const { app } = ctx();
    const saved = await call(family, "PUT", "/notifications/preferences", {
      sms: ["profile_approved", "profile_approved"],
      whatsapp: ["warning"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ sms: ["profile_approved"], whatsapp: ["warning"] });
    const bad = await call(
      family,
      "PUT",
      "/notifications/preferences",
      { sms: ["nope"], whatsapp: [] },
      "mr",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/[\u0900-\u097F]/);
    await app.database.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: family.user.id, type: "warning", params: {} });
      await notify(trx, { userId: family.user.id, type: "photo_approved", params: { profileName: "X" } });
    });
    const deliveries = await app.database.db
      .selectFrom("notification_deliveries")
      .selectAll()
      .where("user_id", "=", family.user.id)
      .execute();
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([["whatsapp", "pending"]]);
  });
});
