import { expect, it } from "vitest";
import { seedDemo } from "../../seed/index";
import { makeUser, me, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { createAdminFromArgs } from "./create-admin";

describeEachDialect(
  "first super admin from SUPER_ADMIN_MOBILE",
  (ctx) => {
    it("exists at start, signs in, and completes the sign-up form keeping the role", async () => {
      const row = await ctx().app.services.users.findByMobile("9822099999");
      expect(row).toMatchObject({ role: "super_admin", is_verified: 1, row_status: 1, is_redirected: 0 });
      const { res, session } = await signIn(ctx().app, "9822099999");
      expect(res.json()).toMatchObject({ outcome: "completeRegistration", user: { roles: ["super_admin"] } });
      const done = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        cookies: { vv_session: session as string },
        payload: {
          mobile: "9822099999",
          firstName: "Madhav",
          lastName: "Joshi",
          stateId: 20,
          districtId: 2026,
          acceptTerms: true,
          acceptPrivacy: true,
          acceptDeclaration: true,
        },
      });
      expect(done.json()).toMatchObject({
        outcome: "verified",
        user: { roles: ["super_admin"], firstName: "Madhav" },
      });
    });

    it("is not duplicated by a second start", async () => {
      await ctx().app.services.users.ensureSuperAdmin("+91 98220 99999");
      const rows = await ctx()
        .database.db.selectFrom("users")
        .select("id")
        .where("mobile", "=", "9822099999")
        .execute();
      expect(rows).toHaveLength(1);
    });
  },
  { SUPER_ADMIN_MOBILE: "+91 98220-99999" },
);

describeEachDialect("create-admin command", (ctx) => {
  it("creates a super admin with names", async () => {
    const mobile = uniqueMobile();
    const line = await createAdminFromArgs(ctx().app, [
      "--mobile",
      mobile,
      "--first-name",
      "Vasant",
      "--last-name",
      "Gore",
    ]);
    expect(line).toMatch(/^Created super admin \+91 \d{5} \d{5}/);
    const { res } = await signIn(ctx().app, mobile);
    expect(res.json()).toMatchObject({
      outcome: "verified",
      user: { roles: ["super_admin"], firstName: "Vasant" },
    });
  });

  it("promotes an existing member and ends their member sessions", async () => {
    const user = await makeUser(ctx().app, { is_verified: 0 });
    const { session } = await signIn(ctx().app, user.mobile);
    const line = await createAdminFromArgs(ctx().app, ["--mobile", `0${user.mobile}`]);
    expect(line).toMatch(/^Updated super admin/);
    expect((await me(ctx().app, { cookie: session })).statusCode).toBe(401);
    const row = await ctx().app.services.users.findById(user.id);
    expect(row).toMatchObject({ role: "super_admin", is_verified: 1 });
  });

  it("explains its usage on bad arguments", async () => {
    await expect(createAdminFromArgs(ctx().app, [])).rejects.toThrow(/--mobile is required[\s\S]*Usage/);
    await expect(createAdminFromArgs(ctx().app, ["--mobile", "12345"])).rejects.toThrow(/not a 10-digit/);
    await expect(createAdminFromArgs(ctx().app, ["--mobil", "9822012345"])).rejects.toThrow(/Usage/);
  });
});

describeEachDialect("demo seed", (ctx) => {
  it("creates the demo accounts and profiles once, and a second run changes nothing", async () => {
    const first = await seedDemo(ctx().app, { profiles: 4 });
    expect(first.users).toEqual({ created: 16, existing: 0 });
    // 10 verified demo members get a profile each; 4 demo families one each.
    expect(first.profiles).toEqual({ created: 14 });
    const second = await seedDemo(ctx().app, { profiles: 4 });
    expect(second.users).toEqual({ created: 0, existing: 16 });
    expect(second.profiles).toEqual({ created: 0 });
    expect(first.reviews.created).toBe(4);
    expect(second.committee).toEqual({ created: 0 });
    expect(second.reviews).toEqual({ created: 0 });
    expect(first.matchmaking).toEqual({ preferences: 2 });
    expect(second.matchmaking).toEqual({ preferences: 0 });
    expect(first.retained).toEqual({ created: 1 });
    expect(second.retained).toEqual({ created: 0 });
    // 20 accounts, and the erased former member's emptied row (seed/retained-seed.ts).
    expect(await ctx().app.services.users.count()).toBe(21);
  });

  it("gives each demo account its role and state", async () => {
    await seedDemo(ctx().app);
    const outcome = async (mobile: string) => {
      const { res } = await signIn(ctx().app, mobile);
      return res.statusCode === 200 ? res.json().outcome : res.json().error.message;
    };
    expect(await outcome("9000000001")).toBe("verified");
    expect((await ctx().app.services.users.findByMobile("9000000001"))?.role).toBe("super_admin");
    expect((await ctx().app.services.users.findByMobile("9000000002"))?.role).toBe("admin");
    expect(await outcome("9000000003")).toBe("associate");
    for (let n = 10; n <= 19; n++) expect(await outcome(`90000000${n}`)).toBe("verified");
    expect(await outcome("9000000020")).toBe("pending");
    expect(await outcome("9000000021")).toBe("Your account is deactivated, please contact to administrator.");
    expect(await outcome("9000000022")).toMatch(/^Your verification is failed/);
  });

  it("keeps mobile numbers unique", async () => {
    const user = await makeUser(ctx().app);
    expect(await ctx().app.services.users.insertIfAbsent({ mobile: user.mobile })).toBeUndefined();
  });
});
