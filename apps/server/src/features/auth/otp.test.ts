import { OTP_POLICY } from "@vv/shared";
import { afterEach, expect, it, vi } from "vitest";
import { lastCode, makeUser, sendOtp, uniqueIp, uniqueMobile, verifyOtp } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { generateOtp } from "./otp";

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describeEachDialect("OTP rules", (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("makes six-digit codes and stores only a keyed hash of them", async () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
    const mobile = uniqueMobile();
    const res = await sendOtp(ctx().app, mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mobile,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      message: `OTP sent to your mobile number +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`,
    });
    const code = lastCode(ctx().app, mobile);
    const row = await ctx()
      .database.db.selectFrom("otp_challenges")
      .selectAll()
      .where("mobile", "=", mobile)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it("accepts the right code once only", async () => {
    const user = await makeUser(ctx().app);
    await sendOtp(ctx().app, user.mobile);
    const code = lastCode(ctx().app, user.mobile);
    expect((await verifyOtp(ctx().app, user.mobile, code)).statusCode).toBe(200);
    const again = await verifyOtp(ctx().app, user.mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.otp).toBe(
      "This OTP has expired or was already used. Please ask for a new OTP.",
    );
  });

  it("does not accept one number's code for another number", async () => {
    const [a, b] = [uniqueMobile(), uniqueMobile()];
    await sendOtp(ctx().app, a);
    await sendOtp(ctx().app, b);
    const codeA = lastCode(ctx().app, a);
    const codeB = lastCode(ctx().app, b);
    if (codeA === codeB) return; // one in a million: nothing to tell apart
    expect((await verifyOtp(ctx().app, b, codeA)).statusCode).toBe(400);
  });

  it("lets a code expire after five minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const [early, late] = [uniqueMobile(), uniqueMobile()];
    await sendOtp(ctx().app, early);
    await sendOtp(ctx().app, late);
    later(OTP_POLICY.ttlSeconds * 1000 - 2000);
    expect((await verifyOtp(ctx().app, early, lastCode(ctx().app, early))).statusCode).toBe(200);
    later(3000);
    const res = await verifyOtp(ctx().app, late, lastCode(ctx().app, late));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("expired");
    // The next OTP sent by anyone clears expired challenges away.
    await sendOtp(ctx().app, uniqueMobile());
    const left = await ctx()
      .database.db.selectFrom("otp_challenges")
      .select("mobile")
      .where("mobile", "=", late)
      .execute();
    expect(left).toEqual([]);
  });

  it("locks the code after five wrong tries, even for the right code", async () => {
    const mobile = uniqueMobile();
    await sendOtp(ctx().app, mobile);
    const code = lastCode(ctx().app, mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < OTP_POLICY.maxWrongAttempts; i++) {
      const res = await verifyOtp(ctx().app, mobile, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.otp).toBe("Invalid OTP, please enter correct OTP");
    }
    const fifth = await verifyOtp(ctx().app, mobile, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe("Too many wrong OTPs were entered. Please ask for a new OTP.");
    const right = await verifyOtp(ctx().app, mobile, code);
    expect(right.statusCode).toBe(429);
  });

  it("counts parallel guesses too: at most five are ever compared", async () => {
    const mobile = uniqueMobile();
    await sendOtp(ctx().app, mobile);
    const code = lastCode(ctx().app, mobile);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const results = await Promise.all(guesses.map((g) => verifyOtp(ctx().app, mobile, g)));
    const compared = results.filter(
      (r) => r.json().error?.fields?.otp === "Invalid OTP, please enter correct OTP",
    );
    expect(compared.length).toBeLessThanOrEqual(OTP_POLICY.maxWrongAttempts - 1);
    expect(results.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect((await verifyOtp(ctx().app, mobile, code)).statusCode).toBe(429);
  });

  it("keeps 30 seconds between sends to one number, and a new code replaces the old", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const mobile = uniqueMobile();
    await sendOtp(ctx().app, mobile);
    const first = lastCode(ctx().app, mobile);
    later(10_000);
    const tooSoon = await sendOtp(ctx().app, mobile);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe("Please wait 20 seconds before asking for a new OTP.");
    later(20_001);
    expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
    const second = lastCode(ctx().app, mobile);
    if (first !== second) expect((await verifyOtp(ctx().app, mobile, first)).statusCode).toBe(400);
    expect((await verifyOtp(ctx().app, mobile, second)).statusCode).toBe(200);
  });

  it("lets a number that just signed in ask for a new OTP without waiting", async () => {
    const user = await makeUser(ctx().app);
    await sendOtp(ctx().app, user.mobile);
    await verifyOtp(ctx().app, user.mobile, lastCode(ctx().app, user.mobile));
    expect((await sendOtp(ctx().app, user.mobile)).statusCode).toBe(200);
  });

  it("sends at most five OTPs per number per hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const mobile = uniqueMobile();
    for (let i = 0; i < OTP_POLICY.sendsPerNumberPerHour; i++) {
      expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
      later(31_000);
    }
    const sixth = await sendOtp(ctx().app, mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("rate_limited");
    expect(sixth.json().error.message).toMatch(
      /^Too many OTPs were sent to this number\. Please try again after \d+ minutes\.$/,
    );
    later(60 * 60 * 1000);
    expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
  });

  it("limits OTP sends per client IP, whatever the numbers", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < OTP_POLICY.sendsPerIpPerWindow; i++) {
      expect((await sendOtp(ctx().app, uniqueMobile(), ip)).statusCode).toBe(200);
    }
    const over = await sendOtp(ctx().app, uniqueMobile(), ip, "mr");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toContain("नेटवर्क");
    expect((await sendOtp(ctx().app, uniqueMobile(), uniqueIp())).statusCode).toBe(200);
  });

  it("limits OTP checks per client IP, so numbers cannot be guessed in bulk", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < OTP_POLICY.verifiesPerIpPerWindow; i++) {
      const res = await verifyOtp(ctx().app, uniqueMobile(), "123456", { ip });
      expect(res.statusCode).toBe(400);
    }
    const over = await verifyOtp(ctx().app, uniqueMobile(), "123456", { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/Too many attempts from your network/);
  });

  it("locks a number for a day after 15 wrong codes, so it cannot be guessed over time", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const mobile = uniqueMobile();
    for (let round = 0; round < 3; round++) {
      expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
      const code = lastCode(ctx().app, mobile);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < OTP_POLICY.maxWrongAttempts; i++) await verifyOtp(ctx().app, mobile, wrong);
      later(31_000);
    }
    const locked = await sendOtp(ctx().app, mobile);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      "Too many wrong OTPs were entered for this number today. Please try again after 24 hours.",
    );
    later(24 * 60 * 60 * 1000);
    expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
  });
});
