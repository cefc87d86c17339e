import { afterEach, expect, it, vi } from "vitest";
import { cookieOf, makeUser, me, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";

const PUNE = { stateId: 20, districtId: 2026 };

/** Sign-up payload, what follows sign-up, sign-up validation. */
describeEachDialect("sign-up", (ctx) => {
  afterEach(async () => {
    vi.useRealTimers();
    await ctx().app.services.settings.update({ newMembersVerified: false });
  });

  async function ticketFor(mobile: string) {
    const { signup } = await signIn(ctx().app, mobile);
    if (!signup) throw new Error("no sign-up ticket");
    return signup;
  }

  function register(payload: Record<string, unknown>, cookies: Record<string, string> = {}, lang = "en") {
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      headers: { "accept-language": lang },
      cookies,
      payload,
    });
  }

  const details = (mobile: string) => ({
    mobile,
    firstName: "Sneha",
    lastName: "Patil",
    ...PUNE,
    cityVillage: "Hadapsar",
    acceptTerms: true,
    acceptPrivacy: true,
    acceptDeclaration: true,
  });

  it("registers a verified number as a pending member, signs them in and thanks them", async () => {
    const mobile = uniqueMobile();
    const ticket = await ticketFor(mobile);
    const res = await register(details(`+91 ${mobile}`), { vv_signup: ticket });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "pending",
      message: "Thank you for registering, once verification is done then you can access the portal.",
      user: {
        mobile,
        firstName: "Sneha",
        lastName: "Patil",
        roles: ["member"],
        stateId: 20,
        districtId: 2026,
        cityVillage: "Hadapsar",
        isVerified: 0,
        rowStatus: 1,
        registrationComplete: true,
      },
    });
    const session = cookieOf(res, "vv_session")?.value;
    expect((await me(ctx().app, { cookie: session })).json().user.mobile).toBe(mobile);
    expect(cookieOf(res, "vv_signup")?.value).toBe("");
    // The ticket is used up: it cannot register a second time.
    const again = await register(details(mobile), { vv_signup: ticket });
    expect(again.statusCode).toBe(401);
  });

  it("registers new members as verified when the site setting says so", async () => {
    await ctx().app.services.settings.update({ newMembersVerified: true });
    const mobile = uniqueMobile();
    const res = await register(details(mobile), { vv_signup: await ticketFor(mobile) });
    expect(res.json()).toMatchObject({ outcome: "verified", user: { isVerified: 1, genderAccess: "both" } });
  });

  it("records the associate who brought the member, and ignores an id that is not an associate", async () => {
    const associate = await makeUser(ctx().app, { role: "associate" });
    const member = await makeUser(ctx().app);
    const a = uniqueMobile();
    await register({ ...details(a), associateId: String(associate.id) }, { vv_signup: await ticketFor(a) });
    const b = uniqueMobile();
    await register({ ...details(b), associateId: String(member.id) }, { vv_signup: await ticketFor(b) });
    const c = uniqueMobile();
    const junk = await register(
      { ...details(c), associateId: "<script>" },
      { vv_signup: await ticketFor(c) },
    );
    expect(junk.statusCode).toBe(200);
    const rows = await ctx()
      .database.db.selectFrom("users")
      .select(["mobile", "associate_id"])
      .where("mobile", "in", [a, b, c])
      .execute();
    const byMobile = Object.fromEntries(rows.map((r) => [r.mobile, r.associate_id]));
    expect(byMobile).toEqual({ [a]: associate.id, [b]: null, [c]: null });
  });

  it("gives each missing field its own message", async () => {
    const mobile = uniqueMobile();
    const res = await register({ mobile: "" }, { vv_signup: await ticketFor(mobile) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      mobile: "Mobile number or email id is required.",
      firstName: "Please enter the first name.",
      lastName: "Please enter the last name.",
      stateId: "Please select the state.",
      districtId: "Please select the district.",
      acceptTerms: "Please read and accept the Terms and Conditions.",
      acceptPrivacy: "Please read and accept the Privacy Notice.",
      acceptDeclaration: "Please confirm the declaration to register.",
    });
    const mr = await register({ mobile: "a@b.c", firstName: "1234", lastName: "x", stateId: 20 }, {}, "mr");
    expect(mr.json().error.fields).toMatchObject({
      mobile: "ईमेलने लॉगिनची सोय अजून उपलब्ध नाही. कृपया आपला मोबाईल क्रमांक लिहा.",
      firstName: "कृपया फक्त अक्षरे वापरा.",
      districtId: "कृपया जिल्हा निवडा.",
    });
  });

  it("accepts names written in Marathi", async () => {
    const mobile = uniqueMobile();
    const res = await register(
      { ...details(mobile), firstName: "ज्ञानेश्वर", lastName: "कुलकर्णी", cityVillage: "आळंदी" },
      { vv_signup: await ticketFor(mobile) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: "ज्ञानेश्वर", lastName: "कुलकर्णी" });
  });

  it("refuses a district of another state, an unknown state and a number other than the verified one", async () => {
    const mobile = uniqueMobile();
    const ticket = await ticketFor(mobile);
    const wrongDistrict = await register({ ...details(mobile), districtId: 101 }, { vv_signup: ticket });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().error.fields).toEqual({
      districtId: "Please select a district of the selected state.",
    });
    const unknownState = await register({ ...details(mobile), stateId: 99 }, { vv_signup: ticket });
    expect(unknownState.json().error.fields).toEqual({ stateId: "Please select the state." });
    const other = await register(details(uniqueMobile()), { vv_signup: ticket });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.mobile).toContain("not the mobile number that was verified");
  });

  it("says the number is already registered when it was registered meanwhile", async () => {
    const mobile = uniqueMobile();
    const ticket = await ticketFor(mobile);
    await makeUser(ctx().app, { mobile });
    const res = await register(details(mobile), { vv_signup: ticket });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Mobile number or email id already registered, please sign in");
  });

  it("answers 401 without a ticket, and after the ticket's 30 minutes", async () => {
    const none = await register(details(uniqueMobile()));
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(
      "Your mobile number verification has expired. Please login again.",
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const mobile = uniqueMobile();
    const ticket = await ticketFor(mobile);
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await register(details(mobile), { vv_signup: ticket })).statusCode).toBe(401);
  });

  it("lets an account without the sign-up details complete them once, keeping its role", async () => {
    const admin = await makeUser(ctx().app, { role: "super_admin", is_redirected: 0, first_name: "" });
    const { session } = await signIn(ctx().app, admin.mobile);
    const cookies = { vv_session: session as string };
    const res = await register(details(admin.mobile), cookies);
    expect(res.json()).toMatchObject({
      outcome: "verified",
      user: { roles: ["super_admin"], firstName: "Sneha", registrationComplete: true },
    });
    const again = await register(details(admin.mobile), cookies);
    expect(again.statusCode).toBe(409);
    const status = await ctx().app.inject({ method: "GET", url: "/api/v1/auth/signup", cookies });
    expect(status.json()).toEqual({ mobile: null });
  });

  it("works for API clients with tokens in the body instead of cookies", async () => {
    const { app } = ctx();
    const user = await makeUser(app);
    await app.inject({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile: user.mobile } });
    const code = app.services.sms.outbox?.().find((m) => m.mobile === user.mobile)?.code;
    const verified = await app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify",
      payload: { mobile: user.mobile, otp: code, returnToken: true },
    });
    const token = verified.json().token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await me(app, { bearer: token })).json().user.id).toBe(user.id);

    const fresh = uniqueMobile();
    await app.inject({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile: fresh } });
    const freshCode = app.services.sms.outbox?.().find((m) => m.mobile === fresh)?.code;
    const v2 = await app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify",
      payload: { mobile: fresh, otp: freshCode, returnToken: true },
    });
    const signupToken = v2.json().signupToken as string;
    const reg = await register({ ...details(fresh), signupToken, returnToken: true });
    expect(reg.statusCode).toBe(200);
    expect((await me(app, { bearer: reg.json().token })).json().user.mobile).toBe(fresh);
  });
});
