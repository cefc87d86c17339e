import { test as base, expect, type Page } from "@playwright/test";

export type Lang = "en" | "mr";

/** A journey's language follows its device: families on a phone in Marathi, the committee's desktop in English. */
export const langOf = (project: string): Lang => (project === "phone" ? "mr" : "en");

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

/**
 * Saves a screenshot under test-results/screens for a person to look at. Not in CI, where nobody
 * does (a full-page capture is a second of a slow machine's CPU), unless E2E_SCREENSHOTS=1.
 */
export async function snap(page: Page, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  const project = base.info().project.name;
  await page.screenshot({ path: `test-results/screens/${name}-${project}.png`, fullPage: true });
}

/** No element may be wider than the viewport: a phone must never scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The demo accounts every spec may use for committee work (apps/server/src/seed/users.ts). */
export const DEMO = { superAdmin: "9000000001", admin: "9000000002", associate: "9000000003" } as const;

type Cookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;
/** Sessions already opened in this run, per number: the OTP caps allow 5 codes a number an hour. */
const sessions = new Map<string, Cookies>();

async function stillSignedIn(page: Page, mobile: string) {
  const me = await page.request.get("/api/v1/auth/me");
  return me.ok() && (await me.json()).user?.mobile === mobile;
}

/**
 * Signs in through the API with the OTP from the dev outbox; the page shares the cookie. A number
 * signed in earlier in the run reuses its session while the server still accepts it, so specs can
 * share the demo admins without running into the per-number OTP limits.
 */
export async function signIn(page: Page, mobile: string, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
  const known = sessions.get(mobile);
  if (known) {
    await page.context().addCookies(known);
    if (await stillSignedIn(page, mobile)) return;
    await page.context().clearCookies();
  }
  let sent = await page.request.post("/api/v1/auth/otp", { data: { mobile } });
  if (sent.status() === 429) {
    // The 30-second resend cooldown: wait it out once rather than fail the journey.
    await page.waitForTimeout(31_000);
    sent = await page.request.post("/api/v1/auth/otp", { data: { mobile } });
  }
  expect(sent.ok()).toBe(true);
  const outbox = await (await page.request.get("/api/v1/dev/outbox")).json();
  const code = outbox.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
  const verified = await page.request.post("/api/v1/auth/otp/verify", { data: { mobile, otp: code } });
  expect(verified.ok()).toBe(true);
  sessions.set(mobile, await page.context().cookies());
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
    data: {
      mobile,
      ...name,
      stateId: 20,
      districtId: 2021,
      acceptTerms: true,
      acceptPrivacy: true,
      acceptDeclaration: true,
    },
  });
  expect(registered.ok()).toBe(true);
  return mobile;
}

export const test = base;
export { expect };

/** The reader's digits, as every page writes numbers (packages/shared/src/numbers.ts). */
export function readerDigits(n: number | string, lang: Lang): string {
  return lang === "mr" ? String(n).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)] ?? d) : String(n);
}

/** Reads a number shown in either script back into a number. */
export function numberFrom(text: string): number {
  return Number(text.replace(/[०-९]/g, (d) => String("०१२३४५६७८९".indexOf(d))).replace(/\D/g, ""));
}
