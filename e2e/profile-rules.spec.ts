import type { Page } from "@playwright/test";
import enCommon from "../packages/shared/locales/en/common.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrCommon from "../packages/shared/locales/mr/common.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import { expect, expectNoHorizontalOverflow, type Lang, test } from "./fixtures";

/** The rules around the profile pages: redirects, refusals and form messages. */
const langOf = (project: string): Lang => (project === "phone" ? "en" : "mr");
const copy = { en: { ...enProfile, common: enCommon }, mr: { ...mrProfile, common: mrCommon } } as const;

async function signIn(page: Page, mobile: string, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
  const sent = await page.request.post("/api/v1/auth/otp", { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const outbox = await (await page.request.get("/api/v1/dev/outbox")).json();
  const code = outbox.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
  const verified = await page.request.post("/api/v1/auth/otp/verify", { data: { mobile, otp: code } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test("a visitor is sent to sign in, with the page to come back to", async ({ page }) => {
  await page.goto("/user/bride-groom-list?gender=2");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fbride-groom-list%3Fgender%3D2$/);
  await page.goto("/registration");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fregistration$/);
});

test(
  "a member with a profile registers another only deliberately; the form explains what is missing",
  { tag: "@phone" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang];
    // Demo members 9000000018 and 19 each have an approved profile (README, demo accounts).
    await signIn(page, info.project.name === "phone" ? "9000000018" : "9000000019", lang);

    await page.goto("/vadhuvar/99999-No-One");
    await expect(page).toHaveURL(/\/user\/bride-groom-list$/);
    await expect(page.getByText(t.errors.notFound).first()).toBeVisible();

    // Typed by hand, the address asks which the member meant: their profile, or another one.
    await page.goto("/user/create-profile");
    await expect(page.getByText(t.mine.alreadyHave)).toBeVisible();
    await page.getByTestId("profile-exists-choice").getByRole("link", { name: t.mine.title }).click();
    await expect(page).toHaveURL(/\/user\/my-profile$/);
    await page.goBack();
    await page.getByRole("button", { name: t.mine.createAnother }).click();
    await expect(page.getByRole("heading", { name: t.form.createTitle })).toBeVisible();
    // The list's button opens the form at once.
    await page.goto("/user/bride-groom-list");
    await page.getByRole("link", { name: t.list.createNew }).click();
    await expect(page).toHaveURL(/\/user\/create-profile$/);
    await expect(page.getByRole("heading", { name: t.form.createTitle })).toBeVisible();

    // Saving an empty form: every required field says so, and the photo is asked for.
    await page.getByRole("button", { name: t.form.save }).click();
    await expect(page.getByText(t.validation.photoRequired)).toBeVisible();
    await expect(page.locator('[data-field="firstName"]')).toContainText(t.common.validation.required);
    await expect(page.locator('[data-field="maritalStatusId"]')).toContainText(t.common.validation.required);

    // Only images are accepted; a phone number must be a real one; dates are typed dd/mm/yyyy.
    const file = page.locator('input[type="file"]').first();
    await file.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a photo"),
    });
    await expect(page.getByText(t.validation.notImage).first()).toBeVisible();
    await page.locator('[name="fatherMobile"]').fill("12345");
    await page.locator('[name="fatherMobile"]').blur();
    await expect(page.locator('[data-field="fatherMobile"]')).toContainText(t.validation.phone);
    await page.locator('[name="dateOfBirth"]').pressSequentially("05011998");
    await expect(page.locator('[name="dateOfBirth"]')).toHaveValue("05/01/1998");
    await expectNoHorizontalOverflow(page);
  },
);

// The one pending demo member can sign in once per run (OTP cooldown): the phone only.
test(
  "a member waiting for verification is told why the list is closed",
  { tag: "@phone" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    await signIn(page, "9000000020", lang);
    await page.goto("/user/bride-groom-list");
    await expect(page.getByRole("alert")).toContainText(copy[lang].list.verificationPending);
  },
);
