/**
 * Keyboard only (WCAG 2.1.1, 2.4.7): a new family signs in with an OTP, signs up, fills the profile
 * form with its photo, and, once the committee has approved it at its own keyboard, sends an interest,
 * never touching a mouse; every control reached with Tab shows a visible focus ring. A desktop
 * journey in English (keyboards are a desktop's), one run; axe-core audits these pages in both
 * languages at both widths in e2e/accessibility-*.spec.ts.
 */
import { writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import enApprovals from "../packages/shared/locales/en/approvals.json" with { type: "json" };
import enInterests from "../packages/shared/locales/en/interests.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import { DEMO, expect, freshMobile, openIn, signIn, test } from "./fixtures";
import { otherPage } from "./safety-helpers";

/** Presses Tab (or Shift+Tab) until the control has the focus, and checks the focus can be seen. */
async function tabTo(page: Page, target: Locator, { limit = 80, back = false } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
      });
      expect(ring, `the focused control ${await target.getAttribute("data-testid")} shows a focus ring`).toBe(
        true,
      );
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function otpFor(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = await (await page.request.get("/api/v1/dev/outbox")).json();
      code = body.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A field of the profile form by its name: its text input, text area or select. */
const field = (page: Page, name: string) =>
  page.locator(`[data-field="${name}"]`).locator("input:not([type=hidden]), textarea").first();

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A Mantine Select from the keyboard: typed into when searchable, else opened and arrowed through. */
async function choose(page: Page, target: Locator, text?: string) {
  await tabTo(page, target);
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  if (text) await expect(target).toHaveValue(text);
  else await expect(target).not.toHaveValue("");
}

test(
  "keyboard only: sign in, sign up, the profile form, the committee's approval, an interest",
  {
    tag: "@desktop",
  },
  async ({ page, browser }, info) => {
    // Sign-in, sign-up and the profile form by keyboard took 3 minutes on the shared machine at load 25.
    test.setTimeout(360_000);
    const mobile = freshMobile();
    await openIn(page, "/login", "en");

    // Sign in: the number, Enter; the code, Enter.
    await typeInto(page, page.getByTestId("login-mobile"), mobile);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("login-otp")).toBeVisible();
    await typeInto(page, page.getByTestId("login-otp"), await otpFor(page, mobile));
    await page.keyboard.press("Enter");

    // Sign up.
    await expect(page).toHaveURL(/\/register$/);
    await typeInto(page, page.getByTestId("register-first-name"), "Kedar");
    await typeInto(page, page.getByTestId("register-last-name"), "Kshirsagar");
    await choose(page, page.getByTestId("register-district"), "Pune");
    for (const box of ["register-accept-terms", "register-accept-privacy", "register-declaration"]) {
      await tabTo(page, page.getByTestId(box));
      await page.keyboard.press("Space");
      await expect(page.getByTestId(box)).toBeChecked();
    }
    await tabTo(page, page.getByTestId("register-submit"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/user\/create-profile$/);

    // The profile form: the photo chosen from the file dialog the keyboard opens, cropped, then every
    // required field in the order Tab reaches it.
    const t = enProfile;
    await expect(page.getByRole("heading", { name: t.form.createTitle })).toBeVisible();
    const photo = info.outputPath("portrait.jpg");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e9d5c9"/><circle cx="300" cy="250" r="120" fill="#a86b45"/></svg>`;
    writeFileSync(photo, await sharp(Buffer.from(svg)).jpeg().toBuffer());
    await tabTo(page, page.getByRole("button", { name: t.form.choosePhoto }));
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles(photo);
    await expect(page.getByRole("dialog")).toContainText(t.form.cropTitle);
    await tabTo(page, page.getByRole("button", { name: t.form.usePhoto }));
    await page.keyboard.press("Enter");
    await expect(page.locator(`img[alt="${t.fields.photo}"]`).first()).toBeVisible({ timeout: 15_000 });

    await choose(page, field(page, "profileFor"));
    await tabTo(page, page.locator('[data-field="gender"] input[type=radio]').first());
    await page.keyboard.press("Space");
    await expect(page.locator('[data-field="gender"] input[type=radio]').first()).toBeChecked();
    await typeInto(page, field(page, "firstName"), "Kedar");
    await typeInto(page, field(page, "middleName"), "Dattatray");
    await typeInto(page, field(page, "lastName"), "Kshirsagar");
    await typeInto(page, field(page, "dateOfBirth"), "14081995");
    await tabTo(page, field(page, "birthTimeUnknown"));
    await page.keyboard.press("Space");
    await expect(field(page, "birthTimeUnknown")).toBeChecked();
    await typeInto(page, field(page, "birthPlace"), "Shegaon");
    for (const name of ["height", "bloodGroupId", "maritalStatusId", "zodiacId", "religionId", "casteId"])
      await choose(page, field(page, name));
    await choose(page, field(page, "districtId"));
    await typeInto(page, field(page, "uncleSurname"), "Patil");
    await choose(page, field(page, "educationId"));
    await typeInto(page, field(page, "fatherFullName"), "Dattatray Kshirsagar");
    await typeInto(page, field(page, "fatherOccupation"), "Farmer");
    await typeInto(page, field(page, "fatherMobile"), "9822012345");
    await typeInto(page, field(page, "currentAddress"), "12, Station Road, Shegaon");
    await typeInto(page, field(page, "contactPersonName1"), "Dattatray Kshirsagar");
    await typeInto(page, field(page, "contactPersonMobile1"), "9822012346");
    await tabTo(page, page.getByRole("button", { name: t.form.save }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/user\/my-profile$/, { timeout: 15_000 });
    const mine = await (await page.request.get("/api/v1/profiles/mine")).json();
    const own = (mine.items ?? mine)[0] as { id: number; registrationNumber: number };

    // The committee at its desktop: the account verified (its own screen, not this journey), then the
    // profile found by its number and approved, confirmation and all, from the keyboard.
    const admin = await otherPage(browser, info);
    await signIn(admin, DEMO.superAdmin, "en");
    const me = await (await page.request.get("/api/v1/auth/me")).json();
    await admin.request.post(`/api/v1/admin/users/${me.user.id}/actions`, { data: { action: "verify" } });
    await openIn(admin, "/user/my-profile", "en");
    await typeInto(admin, admin.getByTestId("approval-search"), String(own.registrationNumber));
    const row = admin.getByTestId("approval-row");
    await expect(row).toHaveCount(1);
    await tabTo(admin, row.getByRole("button", { name: enApprovals.actions.approve, exact: true }));
    await admin.keyboard.press("Enter");
    await tabTo(admin, admin.getByTestId("confirm-yes"));
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("dialog")).toBeHidden();
    await expect(row).toHaveCount(0);

    // The family sends an interest to a bride's profile.
    const list = await (await page.request.get("/api/v1/profiles?page=1")).json();
    await page.goto(`/vadhuvar/${list.items[0].slug}`);
    await tabTo(page, page.getByTestId("interest-send"));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toContainText(enInterests.send.title);
    await typeInto(page, page.getByLabel(enInterests.send.text), "We would like to talk.");
    await tabTo(page, page.getByTestId("interest-send-confirm"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("interest-state")).toContainText(enInterests.status.pending.slice(0, 3));
  },
);
