import type { Page } from "@playwright/test";
import enCommon from "../packages/shared/locales/en/common.json" with { type: "json" };
import en from "../packages/shared/locales/en/compliance.json" with { type: "json" };
import mr from "../packages/shared/locales/mr/compliance.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  freshMobile,
  type Lang,
  openIn,
  signIn,
  snap,
  test,
} from "./fixtures";

const copy = { en, mr };
const place = { en: { pune: "Pune" }, mr: { pune: "पुणे" } };
// A 1×1 PNG: the attachment of the complaint (the server re-encodes it).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function otpFor(page: Page, mobile: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = await (await page.request.get("/api/v1/dev/outbox")).json();
      code = body.messages.find(
        (m: { mobile: string; code: string }) => m.mobile === mobile && /^\d{6}$/.test(m.code),
      )?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

async function chooseOption(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

for (const lang of ["en", "mr"] as Lang[]) {
  const t = copy[lang];
  test.describe(`compliance in ${lang}`, () => {
    test("sign up with the declaration, file a grievance and follow it, download my data, delete the account", {
      tag: "@phone",
    }, async ({ page }) => {
      test.setTimeout(300_000);
      const mobile = freshMobile();
      await openIn(page, "/login", lang);
      await page.getByTestId("login-mobile").fill(mobile);
      await page.getByTestId("login-send-otp").click();
      await page.getByTestId("login-otp").fill(await otpFor(page, mobile));
      await page.getByTestId("login-verify").click();
      await expect(page).toHaveURL(/\/register$/);

      await page.getByTestId("register-first-name").fill(lang === "en" ? "Revati" : "रेवती");
      await page.getByTestId("register-last-name").fill(lang === "en" ? "Gokhale" : "गोखले");
      await chooseOption(page, "register-district", place[lang].pune);
      // Three boxes, all unticked: the Terms and the Privacy Notice each its own consent, and the
      // declaration; without them the form says what is missing, box by box.
      for (const box of ["register-accept-terms", "register-accept-privacy", "register-declaration"])
        await expect(page.getByTestId(box)).not.toBeChecked();
      const form = page.getByTestId("register-form");
      await page.getByTestId("register-submit").click();
      await expect(form.getByText(t.consent.termsRequired)).toBeVisible();
      await expect(form.getByText(t.consent.privacyRequired)).toBeVisible();
      await expect(form.getByText(t.consent.declarationRequired)).toBeVisible();
      await page.getByTestId("register-accept-terms").check();
      await page.getByTestId("register-declaration").check();
      await page.getByTestId("register-submit").click();
      // The Terms alone are not enough: the Privacy Notice is asked for separately.
      await expect(form.getByText(t.consent.privacyRequired)).toBeVisible();
      await expect(form.getByText(t.consent.termsRequired)).toBeHidden();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByTestId("register-accept-privacy").check();
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-register-${lang}`);
      await page.getByTestId("register-submit").click();
      await expect(page).toHaveURL(/\/user\/create-profile$/);

      // A complaint: the reference at once, then its status with the reference and the mobile.
      await page.goto("/grievance");
      await expect(page.getByRole("heading", { name: t.grievance.title, level: 1 })).toBeVisible();
      await expect(page.getByTestId("grievance-mobile")).toHaveValue(mobile);
      await page.getByTestId("grievance-category").click();
      await page.getByRole("option", { name: t.grievance.categories.fake_profile, exact: true }).click();
      await page
        .getByTestId("grievance-description")
        .fill(
          lang === "en"
            ? "A profile uses my cousin's photographs without asking her."
            : "एका प्रोफाइलमध्ये माझ्या चुलत बहिणीचे फोटो तिला न विचारता वापरले आहेत.",
        );
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "screenshot.png", mimeType: "image/png", buffer: PNG });
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-grievance-${lang}`);
      await page.getByTestId("grievance-submit").click();
      const reference = (await page.getByTestId("grievance-reference").textContent())?.trim() ?? "";
      expect(reference).toMatch(/^GR-[2-9A-HJKMNP-Z]{10}$/);
      await expect(page.getByTestId("grievance-ack")).not.toContainText(
        t.grievance.attachmentFailed.split(":")[0] as string,
      );
      await snap(page, `compliance-grievance-ack-${lang}`);
      await page.getByTestId("grievance-follow").click();
      await expect(page.getByTestId("lookup-reference")).toHaveValue(reference);
      await page.getByTestId("lookup-mobile").fill(mobile);
      await page.getByTestId("lookup-submit").click();
      await expect(page.getByTestId("grievance-view").first()).toContainText(t.grievance.statuses.received);
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-grievance-status-${lang}`);

      // My data: the ZIP, then the account's deletion.
      await page.goto("/my-data");
      await expect(page.getByRole("heading", { name: t.rights.title, level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-my-data-${lang}`);
      // A nominee (DPDP Act s14): named, then shown back.
      await expect(page.getByTestId("nominee-current")).toHaveText(t.nominee.none);
      await page.getByTestId("nominee-edit").click();
      await page.getByTestId("nominee-save").click();
      await expect(page.getByTestId("nominee-name")).toHaveAttribute("aria-invalid", "true");
      await page.getByTestId("nominee-name").fill(lang === "en" ? "Madhav Gokhale" : "माधव गोखले");
      await page.getByTestId("nominee-relation").fill(lang === "en" ? "Father" : "वडील");
      await page.getByTestId("nominee-mobile").fill("9822011223");
      await page.getByTestId("nominee-save").click();
      await expect(page.getByTestId("nominee-current")).toContainText(
        lang === "en" ? "Madhav Gokhale" : "माधव गोखले",
      );
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-nominee-${lang}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("download-my-data").click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^vadhu-var-my-data-\d+\.zip$/);
      await page.getByTestId("delete-account").click();
      await page.getByTestId("delete-confirm").click();
      await expect(page.getByText(t.rights.confirmRequired)).toBeVisible();
      await page.getByTestId("delete-confirm-box").check();
      await snap(page, `compliance-delete-${lang}`);
      await page.getByTestId("delete-confirm").click();
      await expect(page).toHaveURL(/\/home$/);
      const me = await page.request.get("/api/v1/auth/me");
      expect(me.ok() ? (await me.json()).user : null).toBeNull();
    });

    test("the committee sees the complaint in its queue and the legal settings", { tag: "@desktop" }, async ({
      page,
    }) => {
      const filed = await page.request.post("/api/v1/grievances", {
        data: {
          category: "privacy",
          description: "Please remove my old number from a profile that is not mine.",
          name: "Meena Kale",
          mobile: freshMobile(),
        },
      });
      expect(filed.status()).toBe(201);
      await signIn(page, DEMO.admin, lang);
      await page.goto("/admin/grievances");
      await expect(page.getByRole("heading", { name: t.grievance.admin.title, level: 1 })).toBeVisible();
      await expect(page.getByTestId("admin-grievance").first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await snap(page, `compliance-admin-grievances-${lang}`);
      await page.goto("/admin/settings");
      await expect(page.getByTestId("legal-settings")).toBeVisible();
      await page.getByTestId("legal-settings").scrollIntoViewIfNeeded();
      await snap(page, `compliance-admin-settings-${lang}`);
      await page.goto("/privacy-policy");
      await expect(page.getByTestId("grievance-officer")).toBeVisible();
      await snap(page, `compliance-privacy-${lang}`);
    });
  });
}

test("the super admin finds what the law keeps of an erased account; another admin may not", {
  tag: "@desktop",
}, async ({ page }) => {
  const t = copy.en.retained;
  await signIn(page, DEMO.admin, "en");
  await page.goto("/admin/retained-registrations");
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: enCommon.errors.forbidden })).toBeVisible();
  await expect(page.getByTestId("retained-mobile")).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.superAdmin, "en");
  await page.goto("/admin/retained-registrations");
  // The demo's former member (apps/server/src/seed/retained-seed.ts), erased by the real erasure.
  await page.getByTestId("retained-mobile").fill("9000000090");
  await page.getByTestId("retained-search").click();
  await expect(page.getByText(t.reasonRequired)).toBeVisible();
  await page.getByTestId("retained-reason").fill("Police request about a demo complaint");
  await page.getByTestId("retained-search").click();
  const record = page.getByTestId("retained-record");
  await expect(record).toHaveCount(1);
  await expect(record).toContainText("Sunita Jadhav");
  await expect(record).toContainText(t.consents);
  await expectNoHorizontalOverflow(page);
  await snap(page, "compliance-retained-en");

  await page.getByTestId("retained-mobile").fill("9000000091");
  await page.getByTestId("retained-search").click();
  await expect(page.getByTestId("retained-none")).toHaveText(t.none);
});
