import type { Page } from "@playwright/test";
import enCompliance from "../packages/shared/locales/en/compliance.json" with { type: "json" };
import enInterests from "../packages/shared/locales/en/interests.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrCompliance from "../packages/shared/locales/mr/compliance.json" with { type: "json" };
import mrInterests from "../packages/shared/locales/mr/interests.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  langOf,
  openIn,
  signIn,
  snap,
  test,
} from "./fixtures";
import { approvedMember, otherPage } from "./safety-helpers";

/** Promises the portal keeps: a second child's profile, asked-first withdrawals, a cancelled deletion. */
const copy = {
  en: { p: enProfile, i: enInterests, c: enCompliance },
  mr: { p: mrProfile, i: mrInterests, c: mrCompliance },
} as const;

async function otpFor(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/v1/dev/outbox")).json()) as {
        messages: { mobile: string; code: string }[];
      };
      code = body.messages.find((m) => m.mobile === mobile)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

test("a family adds a second child's profile from the list, and withdrawing an interest asks first", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const lang: Lang = langOf(info.project.name);
  const t = copy[lang];
  const admin = await otherPage(browser, info);
  await signIn(admin, DEMO.admin, "en");
  const groom = await approvedMember(page, admin, "Sanket", 1, lang);
  const bride = await approvedMember(await otherPage(browser, info), admin, "Gauri", 2, "en");
  const sent = await page.request.post("/api/v1/interests", {
    data: { fromProfileId: groom.id, to: bride.slug },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The list's "Create new profile" opens the form, even for a family that has a profile already.
  await openIn(page, "/user/bride-groom-list", lang);
  await page.getByRole("link", { name: t.p.list.createNew }).click();
  await expect(page).toHaveURL(/\/user\/create-profile$/);
  await expect(page.getByRole("heading", { name: t.p.form.createTitle, level: 1 })).toBeVisible();
  await expect(page.locator('[data-field="firstName"] input:not([type=hidden])').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `second-profile-form-${lang}`);

  // Withdrawing is the one interest action that asked nothing: now it asks, and Cancel keeps it.
  await page.goto("/user/interests?box=sent");
  await page.getByTestId("interest-withdraw").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.i.actions.withdrawTitle);
  await expect(dialog).toContainText("Gauri");
  await expectNoHorizontalOverflow(page);
  await snap(page, `withdraw-confirm-${lang}`);
  await dialog.getByRole("button", { name: /Cancel|रद्द/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("interest-withdraw")).toBeVisible();
  await page.getByTestId("interest-withdraw").click();
  await page.getByRole("dialog").getByRole("button", { name: t.i.actions.confirmWithdraw }).click();
  await expect(page.getByText(t.i.messages.withdrawn).first()).toBeVisible();
  await expect(page.getByTestId("interest-withdraw")).toHaveCount(0);
});

test("a family that asked to delete its account is gone at once; signing in cancels it and says so", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const lang: Lang = langOf(info.project.name);
  const t = copy[lang];
  const admin = await otherPage(browser, info);
  await signIn(admin, DEMO.admin, "en");
  const viewer = await otherPage(browser, info);
  await approvedMember(viewer, admin, "Omkar", 1, "en");
  const leaving = await approvedMember(page, admin, "Rutuja", 2, lang);

  await openIn(viewer, `/vadhuvar/${leaving.slug}`, "en");
  await expect(viewer.getByRole("heading", { name: /Rutuja/ }).first()).toBeVisible();

  const asked = await page.request.post("/api/v1/me/deletion", { data: { confirm: true } });
  expect(asked.ok(), await asked.text()).toBe(true);
  // Gone for the other family at once: its page and the list.
  expect((await viewer.request.get(`/api/v1/profiles/${leaving.slug}`)).status()).toBe(404);
  expect(
    (await (await viewer.request.get("/api/v1/profiles?gender=2")).json()).items.some(
      (p: { id: number }) => p.id === leaving.id,
    ),
  ).toBe(false);

  // Signing in through the page within the cooling-off cancels it, and the family reads that it did.
  await page.context().clearCookies();
  await openIn(page, "/login", lang);
  await page.getByTestId("login-mobile").fill(leaving.mobile);
  await page.getByTestId("login-send-otp").click();
  await page.getByTestId("login-otp").fill(await otpFor(page, leaving.mobile));
  await page.getByTestId("login-verify").click();
  await expect(page.getByText(t.c.rights.deletionCancelled).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `deletion-cancelled-${lang}`);
  expect((await viewer.request.get(`/api/v1/profiles/${leaving.slug}`)).status()).toBe(200);
});
