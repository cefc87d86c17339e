import { expect, it } from "vitest";
import { cookieOf, makeUser, me, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";

/** Every outcome after a right OTP, in the order they are decided. */
describeEachDialect("login flow", (ctx) => {
  it("sends a number without an account to sign-up, with a sign-up ticket and no session", async () => {
    const mobile = uniqueMobile();
    const { res, session, signup } = await signIn(ctx().app, mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "signup",
      mobile,
      user: null,
      message: "You are not a registered user, please sign-up first.",
    });
    expect(session).toBeFalsy();
    expect(signup).toMatch(/^[\w-]{43}$/);
    const ticketCookie = cookieOf(res, "vv_signup");
    expect(ticketCookie?.httpOnly).toBe(true);
    expect(ticketCookie?.sameSite).toBe("Lax");
    const status = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/auth/signup",
      cookies: { vv_signup: signup as string },
    });
    expect(status.json()).toEqual({ mobile });
  });

  it("sends an associate to my-profile, before any other check", async () => {
    const user = await makeUser(ctx().app, { role: "associate", is_redirected: 0, is_verified: 0 });
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.json()).toMatchObject({ outcome: "associate", user: { roles: ["associate"] } });
    expect(session).toBeTruthy();
  });

  it("sends an account whose sign-up form was never completed to register, signed in", async () => {
    const user = await makeUser(ctx().app, { is_redirected: 0, first_name: "", last_name: "" });
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.json()).toMatchObject({
      outcome: "completeRegistration",
      user: { registrationComplete: false },
    });
    expect(session).toBeTruthy();
    const status = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/auth/signup",
      cookies: { vv_session: session as string },
    });
    expect(status.json()).toEqual({ mobile: user.mobile });
  });

  it("refuses a deactivated account with the agreed message and no session, in both languages", async () => {
    const user = await makeUser(ctx().app, { row_status: 0 });
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Your account is deactivated, please contact to administrator.");
    expect(session).toBeFalsy();
    const mr = await signIn(ctx().app, user.mobile, { lang: "mr" });
    expect(mr.res.statusCode).toBe(403);
    expect(mr.res.json().error.message).toContain("निष्क्रिय");
  });

  it("refuses a deactivated associate too: deactivation always locks the account", async () => {
    const user = await makeUser(ctx().app, { role: "associate", row_status: 0 });
    const { res } = await signIn(ctx().app, user.mobile);
    expect(res.statusCode).toBe(403);
  });

  it("signs a pending member in and says verification is pending", async () => {
    const user = await makeUser(ctx().app, { is_verified: 0 });
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "pending",
      message: "Your verification is pending, Once it will be done then you can access the portal.",
      user: { isVerified: 0, hasListingAccess: false, genderAccess: "none" },
    });
    expect(session).toBeTruthy();
  });

  it("refuses a member whose verification failed, with the agreed message", async () => {
    const user = await makeUser(ctx().app, { is_verified: 2 });
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "Your verification is failed you can't access the portal, please contact to administrator.",
    );
    expect(session).toBeFalsy();
  });

  it("signs a verified member in with an httpOnly, SameSite=Lax, 30-day session cookie", async () => {
    const user = await makeUser(ctx().app);
    const { res, session } = await signIn(ctx().app, user.mobile);
    expect(res.json()).toMatchObject({
      outcome: "verified",
      message: "Login successful.",
      user: { id: user.id, mobile: user.mobile, roles: ["member"], isVerified: 1, genderAccess: "both" },
    });
    const cookie = cookieOf(res, "vv_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(res.json().token).toBeUndefined();
    const who = await me(ctx().app, { cookie: session });
    expect(who.json().user).toMatchObject({ id: user.id, firstName: "Test" });
  });

  it("gives admins access to both lists", async () => {
    const user = await makeUser(ctx().app, { role: "admin", is_bride_groom_access: 0 });
    const { res } = await signIn(ctx().app, user.mobile);
    expect(res.json()).toMatchObject({
      outcome: "verified",
      user: { roles: ["admin"], genderAccess: "both" },
    });
  });

  it("answers a visitor's /auth/me with user null", async () => {
    const res = await me(ctx().app, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it("documents the sign-in routes in the OpenAPI document", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ["/auth/otp", "/auth/otp/verify", "/auth/register", "/auth/logout", "/auth/me"]) {
      expect(paths).toContain(path);
    }
  });
});
