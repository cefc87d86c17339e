import enPayments from "../packages/shared/locales/en/payments.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrPayments from "../packages/shared/locales/mr/payments.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, langOf, signIn, signUpNew, snap, test } from "./fixtures";
import { enablePaymentsFor, fillProfileForm } from "./payment-helpers";

/** The phone runs in Marathi, the desktop in English. */
const copy = {
  en: { ...enPayments, profile: enProfile },
  mr: { ...mrPayments, profile: mrProfile },
} as const;

test(
  "a new member registers a profile, fails a sandbox payment, retries and pays",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang];
    const mobile = await signUpNew(page, lang, { firstName: "Madhukar", lastName: "Deshmukh" });
    await enablePaymentsFor(browser, String(info.project.use.baseURL), mobile);

    await page.goto("/user/create-profile");
    await expect(page.getByRole("heading", { name: t.profile.form.createTitle })).toBeVisible();
    await fillProfileForm(page, info, t.profile.form.usePhoto, t.profile.fields.photo);
    await page.getByRole("button", { name: t.profile.form.save }).click();

    // With payments on for this account, the new profile goes straight to the fee.
    await expect(page).toHaveURL(/\/payment\?profile=\d+$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(page.getByTestId("fee-amount")).toHaveText(lang === "mr" ? "₹५००" : "₹500");
    await expect(page.getByTestId("upi-qr")).toBeVisible();
    const whatsapp = await page.getByTestId("whatsapp-confirm").getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain(
      lang === "mr" ? "वधू-वर नोंदणी शुल्क" : "registration fee",
    );
    await expectNoHorizontalOverflow(page);
    await snap(page, `payment-${lang}`);

    // The sandbox gateway's own page, in the member's language; the bank declines.
    await page.getByTestId("pay-online").click();
    await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/VV\d+T/);
    await expect(page.getByRole("heading", { name: t.sandbox.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `sandbox-checkout-${lang}`);
    await page.getByRole("button", { name: t.sandbox.fail }).click();

    await expect(page).toHaveURL(/\/payment-status\/VV\d+T/);
    await expect(page.getByRole("heading", { name: t.result.failedTitle })).toBeVisible();
    await expect(page.getByText(t.result.failedMessage)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `payment-failed-${lang}`);

    // Try again: this time the bank accepts.
    await page.getByTestId("result-retry").click();
    await expect(page).toHaveURL(/\/payment\?profile=\d+$/);
    await expect(page.getByTestId("attempts")).toContainText(t.history.status.FAILED);
    await page.getByTestId("pay-online").click();
    await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\//);
    await page.locator("button.pay").click();
    await expect(page.getByRole("heading", { name: t.result.successTitle })).toBeVisible();
    await expect(page.getByText(t.result.successMessage)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `payment-success-${lang}`);

    // Ok: the profile is marked paid and offers no more payment.
    await page.getByTestId("result-ok").click();
    await expect(page).toHaveURL(/\/user\/my-profile$/);
    const card = page.getByTestId("my-profile-card").first();
    await expect(card).toContainText(t.profile.status.paid);
    await expect(card).not.toContainText(t.profile.status.unpaid);
    await expect(card.getByTestId("make-payment")).toHaveCount(0);
  },
);

test("the payment result page sends a visitor to sign in", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
  await page.goto("/payment-status/VV1001TABC");
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test("an admin reads the payments ledger", { tag: "@desktop" }, async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const t = copy[lang];
  await signIn(page, DEMO.admin, lang);
  await page.goto("/admin/payments?provider=sandbox");
  await expect(page.getByRole("heading", { level: 1, name: t.admin.title, exact: true })).toBeVisible();
  await expect(page.getByTestId("payments-total")).toBeVisible();
  await expect(page.getByRole("link", { name: t.admin.export })).toHaveAttribute(
    "href",
    /export\.csv\?provider=sandbox$/,
  );
  await expectNoHorizontalOverflow(page);
  await snap(page, `admin-payments-${lang}`);
});
