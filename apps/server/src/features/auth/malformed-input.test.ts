import { expect, it } from "vitest";
import { uniqueIp } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";

const MOBILE_MESSAGES = [
  "Mobile number or email id is required.",
  "Please enter a valid 10-digit mobile number.",
  "Email login not available yet,Please enter your mobile no",
];
const OTP_MESSAGES = ["Enter your mobile otp", "The OTP is the 6-digit number sent to your mobile."];

/** Malformed mobile numbers: each must get a 400 with a message on the `mobile` field. */
const BAD_MOBILES: unknown[] = [
  "",
  " ",
  "   \t  ",
  "abc",
  "abcdefghij",
  "98220abcde",
  "982201234",
  "98220123456",
  "982201234567",
  "5822012345",
  "0000000000",
  "1234567890",
  "+1 9822012345",
  "+44 7911 123456",
  "+919822012345678",
  "++919822012345",
  "0091 98220 12345 6",
  "98 22 01 23 45 67",
  "९८२२०१२३४",
  "٩٨٢٢٠١٢٣٤٥",
  "９８２２０１２３４５",
  "📱9822012345",
  "9822012345🙂",
  "🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂",
  "' OR '1'='1",
  "9822012345'; DROP TABLE users; --",
  "1; select pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  "{{7*7}}",
  "%00%00",
  "\u0000\u0000\u0000",
  "98220\u000012345",
  "+91 +91 9822012345",
  "a".repeat(10_000),
  "9".repeat(1_000),
  "null",
  "undefined",
  "NaN",
  "9-8-2-2-0-1-2-3-4",
  "9822012345.0",
  "1e9",
  "0x24A1E3B4F",
  "user@example.com",
  "@",
  "9822012345@",
  9822012345,
  0,
  -1,
  null,
  true,
  [],
  ["9822012345"],
  {},
  { $gt: "" },
];

/** Malformed OTPs (with a well-formed number): each must get a 400 on the `otp` field. */
const BAD_OTPS: unknown[] = [
  "",
  " ",
  "12345",
  "1234567",
  "abcdef",
  "12345a",
  "12-34-56",
  "12.345",
  "１２３４５６",
  "١٢٣٤٥٦",
  "🙂🙂🙂🙂🙂🙂",
  "' OR 1=1 --",
  "<script>",
  "1".repeat(10_000),
  "-12345",
  "1e5",
  "0x1234",
  "\u0000".repeat(6),
  123456,
  null,
  true,
  [],
  ["123456"],
  {},
];

describeEachDialect("malformed sign-in input", (ctx) => {
  it(`answers ${BAD_MOBILES.length} malformed numbers with 400 and a field message, never a server error`, async () => {
    for (const mobile of BAD_MOBILES) {
      for (const url of ["/api/v1/auth/otp", "/api/v1/auth/otp/verify"]) {
        const res = await ctx().app.inject({
          method: "POST",
          url,
          remoteAddress: uniqueIp(),
          payload: { mobile, otp: "123456" },
        });
        const label = `${url} ${JSON.stringify(mobile)?.slice(0, 40)}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json().error.code, label).toBe("validation");
        expect(MOBILE_MESSAGES, label).toContain(res.json().error.fields?.mobile);
      }
    }
  });

  it(`answers ${BAD_OTPS.length} malformed OTPs with 400 and a field message`, async () => {
    for (const otp of BAD_OTPS) {
      const res = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/auth/otp/verify",
        remoteAddress: uniqueIp(),
        payload: { mobile: "9822012345", otp },
      });
      const label = JSON.stringify(otp)?.slice(0, 40);
      expect(res.statusCode, label).toBe(400);
      expect(OTP_MESSAGES, label).toContain(res.json().error.fields?.otp);
    }
  });

  it("names the agreed reason for each kind of mistake, in both languages", async () => {
    const fieldFor = async (payload: unknown, lang = "en") =>
      (
        await ctx().app.inject({
          method: "POST",
          url: "/api/v1/auth/otp",
          headers: { "accept-language": lang },
          payload: payload as Record<string, unknown>,
        })
      ).json().error.fields.mobile;
    expect(await fieldFor({})).toBe("Mobile number or email id is required.");
    expect(await fieldFor({ mobile: "  " })).toBe("Mobile number or email id is required.");
    expect(await fieldFor({ mobile: "asha@example.com" })).toBe(
      "Email login not available yet,Please enter your mobile no",
    );
    expect(await fieldFor({ mobile: "12345" })).toBe("Please enter a valid 10-digit mobile number.");
    expect(await fieldFor({}, "mr")).toBe("मोबाईल क्रमांक किंवा ईमेल आयडी लिहिणे आवश्यक आहे.");
    const otp = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify",
      headers: { "accept-language": "mr" },
      payload: { mobile: "9822012345" },
    });
    expect(otp.json().error.fields.otp).toBe("मोबाईलवर आलेला ओटीपी लिहा.");
  });

  it("accepts the usual ways of writing an Indian mobile number", async () => {
    const ways = [
      "98220 12345",
      "+91 98220-12345",
      "+919822012345",
      "919822012345",
      "09822012345",
      "९८२२०१२३४५",
    ];
    for (const mobile of ways) {
      const res = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        remoteAddress: uniqueIp(),
        payload: { mobile },
      });
      expect([200, 429], mobile).toContain(res.statusCode);
      expect(res.json().mobile ?? "9822012345", mobile).toBe("9822012345");
    }
  });

  it("answers bodies that are not an object with 400", async () => {
    for (const payload of ["[]", '"9822012345"', "null", "{", "9822012345", '{"mobile":']) {
      const res = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const text = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { "content-type": "text/plain" },
      payload: "9822012345",
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});
