import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { setPaymentSettings, startPayment } from "../../test/payment-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

describeEachDialect("who sees Make a payment", (ctx) => {
  let admin: Actor;
  let family: Actor;
  let profile: Awaited<ReturnType<typeof createProfile>>;

  const canPay = async (who: Actor) => {
    const res = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${profile.slug}`,
      headers: who.headers,
    });
    return res.statusCode === 200 ? res.json().permissions.canPay : `status ${res.statusCode}`;
  };
  const mineCanPay = async (who: Actor) => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/profiles/mine", headers: who.headers });
    return res.json().items.find((p: { id: number }) => p.id === profile.id)?.canPay;
  };
  const setMember = (who: Actor, mobile: string, enabled: boolean) =>
    ctx().app.inject({
      method: "PUT",
      url: `/api/v1/admin/payments/members/${mobile}`,
      headers: who.headers,
      payload: { enabled },
    });

  beforeAll(async () => {
    admin = await actor(ctx().app, { role: "admin" });
    family = await actor(ctx().app);
    profile = await createProfile(ctx().app, family, 2);
    await approve(ctx().app, profile.id);
  });

  it("shows nothing while payments are off for the site and the account", async () => {
    await setPaymentSettings(ctx().app, admin, { paymentEnabled: false });
    expect(await canPay(family)).toBe(false);
    expect(await mineCanPay(family)).toBe(false);
    expect((await startPayment(ctx().app, family, profile.id)).statusCode).toBe(403);
    const created = await createProfile(ctx().app, family, 1);
    expect((created as unknown as { paymentRequired: boolean }).paymentRequired).toBe(false);
  });

  it("offers it to one account through its own flag (audited), and to no one else", async () => {
    await setPaymentSettings(ctx().app, admin, { paymentEnabled: false });
    expect((await setMember(family, family.user.mobile, true)).statusCode).toBe(403);
    expect((await setMember(admin, "1234567890", true)).statusCode).toBe(404);
    expect((await setMember(admin, family.user.mobile, true)).statusCode).toBe(200);
    expect(await canPay(family)).toBe(true);
    expect(await mineCanPay(family)).toBe(true);
    const created = await createProfile(ctx().app, family, 1);
    expect((created as unknown as { paymentRequired: boolean }).paymentRequired).toBe(true);
    // Admins manage every profile, but the account flag is the family's, not theirs.
    expect(await canPay(admin)).toBe(false);
    const audit = await ctx()
      .app.database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "user")
      .where("entity_id", "=", family.user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain("enablePayments");
    expect((await setMember(admin, family.user.mobile, false)).statusCode).toBe(200);
    expect(await canPay(family)).toBe(false);
  });

  it("follows the site switch: owner, associate who registered it and admins yes; browsing members no", async () => {
    await setPaymentSettings(ctx().app, admin, { paymentEnabled: true });
    const associate = await actor(ctx().app, { role: "associate" });
    const registered = await createProfile(ctx().app, associate, 1);
    await approve(ctx().app, registered.id);
    const browser = await actor(ctx().app);
    await createProfile(ctx().app, browser, 1); // a groom's family browses brides

    expect(await canPay(family)).toBe(true);
    expect(await canPay(admin)).toBe(true);
    expect(await canPay(browser)).toBe(false);
    expect(await canPay(associate)).toBe(false); // not theirs
    const associateView = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${registered.slug}`,
      headers: associate.headers,
    });
    expect(associateView.json().permissions.canPay).toBe(true);
    expect((await startPayment(ctx().app, browser, profile.id)).statusCode).toBe(404);
  });

  it("hides it on a locked profile for the family (not for admins) and once paid", async () => {
    await setPaymentSettings(ctx().app, admin, { paymentEnabled: true });
    await ctx()
      .app.database.db.updateTable("profiles")
      .set({ is_locked: 1 })
      .where("id", "=", profile.id)
      .execute();
    expect(await canPay(family)).toBe(false);
    expect(await canPay(admin)).toBe(true);
    await ctx()
      .app.database.db.updateTable("profiles")
      .set({ is_locked: 0, payment_status: "done" })
      .where("id", "=", profile.id)
      .execute();
    expect(await canPay(family)).toBe(false);
    expect(await canPay(admin)).toBe(false);
  });

  it("validates and audits the payment settings", async () => {
    const put = (body: Record<string, unknown>) =>
      ctx().app.inject({
        method: "PUT",
        url: "/api/v1/admin/payments/settings",
        headers: admin.headers,
        payload: body,
      });
    const base = {
      paymentEnabled: true,
      feeAmount: 600,
      upiId: "samiti@upi",
      upiPayeeName: "Samiti",
      paymentPhone: "9822012345",
    };
    const bad = await put({ ...base, upiId: "not a upi id", feeAmount: 0, paymentPhone: "12" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["feeAmount", "paymentPhone", "upiId"]);
    expect((await put(base)).statusCode).toBe(200);
    const config = (await ctx().app.inject({ method: "GET", url: "/api/v1/config" })).json();
    expect(config).toMatchObject({ feeAmount: 600, upiId: "samiti@upi", paymentPhone: "9822012345" });
    const rows = await ctx()
      .app.database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "settings")
      .orderBy("id", "desc")
      .execute();
    expect(JSON.parse(rows[0]?.after_state ?? "{}")).toMatchObject({ feeAmount: 600 });
    const member = await actor(ctx().app);
    expect(
      (
        await ctx().app.inject({
          method: "PUT",
          url: "/api/v1/admin/payments/settings",
          headers: member.headers,
          payload: base,
        })
      ).statusCode,
    ).toBe(403);
  });
});
