import { describe, expect, it } from "vitest";
import { requestOtpBodySchema, verifyOtpBodySchema } from "./auth";
import { formatMobile, maskMobile, normalizeMobile, normalizeOtp, safeReturnPath } from "./mobile";

describe("Indian mobile numbers", () => {
  it.each([
    ["9822012345", "9822012345"],
    ["98220 12345", "9822012345"],
    ["98220-12345", "9822012345"],
    ["+91 98220 12345", "9822012345"],
    ["+91-9822012345", "9822012345"],
    ["919822012345", "9822012345"],
    ["09822012345", "9822012345"],
    ["(982) 201-2345", "9822012345"],
    ["९८२२०१२३४५", "9822012345"],
    ["6000000000", "6000000000"],
    ["9123456789", "9123456789"],
  ])("reads %j as %s", (raw, expected) => {
    expect(normalizeMobile(raw)).toBe(expected);
  });

  it.each(["", "5822012345", "982201234", "98220123456", "+1 9822012345", "+9198220123456", "0091"])(
    "refuses %j",
    (raw) => {
      expect(normalizeMobile(raw)).toBeNull();
    },
  );

  it("formats and masks for display", () => {
    expect(formatMobile("9822012345")).toBe("+91 98220 12345");
    expect(maskMobile("9822012345")).toBe("98xxxxxx45");
  });

  it("gives the form and the API the same messages", () => {
    const issue = (mobile: unknown) => requestOtpBodySchema.safeParse({ mobile }).error?.issues[0]?.message;
    expect(issue(undefined)).toBe("auth:validation.mobileRequired");
    expect(issue("  ")).toBe("auth:validation.mobileRequired");
    expect(issue("me@x.in")).toBe("auth:validation.emailNotAvailable");
    expect(issue("12345")).toBe("auth:validation.mobileInvalid");
    expect(requestOtpBodySchema.parse({ mobile: "+91 98220 12345" })).toEqual({ mobile: "9822012345" });
    const otp = (value: unknown) =>
      verifyOtpBodySchema.safeParse({ mobile: "9822012345", otp: value }).error?.issues[0]?.message;
    expect(otp("")).toBe("auth:validation.otpRequired");
    expect(otp("12345")).toBe("auth:validation.otpFormat");
    expect(verifyOtpBodySchema.parse({ mobile: "9822012345", otp: " १२३ ४५६ " }).otp).toBe("123456");
    expect(normalizeOtp("12 34 56")).toBe("123456");
  });
});

describe("return pages after sign-in", () => {
  it.each([
    ["/user/bride-groom-list", "/user/bride-groom-list"],
    ["/profile/details/12-a-b?x=1", "/profile/details/12-a-b?x=1"],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["javascript:alert(1)", null],
    ["/login", null],
    ["/logout?x", null],
    ["/register", null],
    ["", null],
    [null, null],
  ])("%j -> %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
