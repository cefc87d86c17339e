import { describe, expect, it } from "vitest";
import { pathAfterLogin, pathAfterRegister } from "./outcome";

describe("where a member goes next", () => {
  it("after the OTP", () => {
    expect(pathAfterLogin("signup", "/profile/details/1-a-b")).toBe(
      "/register?returnTo=%2Fprofile%2Fdetails%2F1-a-b",
    );
    expect(pathAfterLogin("signup", null)).toBe("/register");
    expect(pathAfterLogin("completeRegistration", null)).toBe("/register");
    expect(pathAfterLogin("associate", "/x")).toBe("/user/my-profile");
    expect(pathAfterLogin("pending", "/x")).toBe("/user/create-profile");
    expect(pathAfterLogin("verified", null)).toBe("/user/bride-groom-list");
    expect(pathAfterLogin("verified", "/profile/details/1-a-b")).toBe("/profile/details/1-a-b");
    expect(pathAfterLogin("verified", "//evil.example")).toBe("/user/bride-groom-list");
  });

  it("after sign-up", () => {
    expect(pathAfterRegister("verified", null)).toBe("/user/bride-groom-list");
    expect(pathAfterRegister("verified", "/about")).toBe("/about");
    expect(pathAfterRegister("pending", "/about")).toBe("/user/create-profile");
    expect(pathAfterRegister("associate", null)).toBe("/user/my-profile");
  });
});
