import { test as base, expect, type Page } from "@playwright/test";

export type Lang = "en" | "mr";

/** Opens a page with the language chosen the way a visitor would have left it (localStorage). */
export async function openIn(page: Page, path: string, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem("vv-e2e-lang-set")) {
      localStorage.setItem("lang", l);
      sessionStorage.setItem("vv-e2e-lang-set", "1");
    }
  }, lang);
  await page.goto(path);
}

/** Saves a screenshot under test-results/screens for a person to look at. */
export async function snap(page: Page, name: string) {
  const project = base.info().project.name;
  await page.screenshot({ path: `test-results/screens/${name}-${project}.png`, fullPage: true });
}

/** No element may be wider than the viewport: a phone must never scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The demo accounts every spec may use for committee work (apps/server/src/db/seed/users.ts). */
export const DEMO = { superAdmin: "9000000001", admin: "9000000002", associate: "9000000003" } as const;

/** Signs in through the API with the OTP from the dev outbox; the page shares the cookie. */
export async function signIn(page: Page, mobile: string, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
  const sent = await page.request.post("/api/v1/auth/otp", { data: { mobile } });
  expect(sent.ok()).toBe(true);
  const outbox = await (await page.request.get("/api/v1/dev/outbox")).json();
  const code = outbox.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
  const verified = await page.request.post("/api/v1/auth/otp/verify", { data: { mobile, otp: code } });
  expect(verified.ok()).toBe(true);
}

/** A random number no demo account uses, so every run (and both projects) starts clean. */
export function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/**
 * A new member through the API: OTP, verify (outcome "signup"), then the sign-up form's call.
 * Verification is pending unless the site starts members verified; returns the number.
 */
export async function signUpNew(
  page: Page,
  lang: Lang,
  name = { firstName: "Dattatray", lastName: "Kshirsagar" },
) {
  const mobile = freshMobile();
  await signIn(page, mobile, lang);
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { mobile, ...name, stateId: 20, districtId: 2021 },
  });
  expect(registered.ok()).toBe(true);
  return mobile;
}

export const test = base;
export { expect };
