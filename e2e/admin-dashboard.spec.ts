import enContact from "../packages/shared/locales/en/contact.json" with { type: "json" };
import enDashboard from "../packages/shared/locales/en/dashboard.json" with { type: "json" };
import enOps from "../packages/shared/locales/en/ops.json" with { type: "json" };
import mrContact from "../packages/shared/locales/mr/contact.json" with { type: "json" };
import mrDashboard from "../packages/shared/locales/mr/dashboard.json" with { type: "json" };
import mrOps from "../packages/shared/locales/mr/ops.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  langOf,
  numberFrom,
  openIn,
  readerDigits,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

/** The phone runs the journey in Marathi, the desktop in English. */
const copy = {
  en: { contact: enContact, dashboard: enDashboard, ops: enOps, required: "Required" },
  mr: { contact: mrContact, dashboard: mrDashboard, ops: mrOps, required: "आवश्यक" },
} as const;

test(
  "a visitor writes to the committee; an admin sees it counted, opens Contacts and reads it",
  { tag: "@desktop" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const { contact: c, dashboard: d } = copy[lang];
    const subject = `${lang === "mr" ? "नोंदणी शुल्काबद्दल" : "About the registration fee"} ${Date.now()}`;

    // A visitor: the trust's details and the form.
    await openIn(page, "/contact", lang);
    await expect(page.getByRole("heading", { name: c.page.title, level: 1 })).toBeVisible();
    const details = page.getByTestId("contact-details");
    await expect(details.getByRole("link", { name: c.page.whatsappAction })).toHaveAttribute(
      "href",
      /wa\.me/,
    );
    await expect(details.locator('a[href^="tel:"]')).toBeVisible();
    await expect(details.locator('a[href^="mailto:"]')).toBeVisible();

    // Nothing filled in: every field says Required, nothing is sent.
    await page.getByTestId("contact-submit").click();
    await expect(page.getByText(copy[lang].required, { exact: true })).toHaveCount(5);

    const form = page.getByTestId("contact-form");
    await form
      .getByRole("textbox", { name: c.form.firstName, exact: true })
      .fill(lang === "mr" ? "सुनीता" : "Sunita");
    await form
      .getByRole("textbox", { name: c.form.lastName, exact: true })
      .fill(lang === "mr" ? "देशमुख" : "Deshmukh");
    await form.getByRole("textbox", { name: c.form.mobileOrEmail, exact: true }).fill("98220 12345");
    await form.getByRole("textbox", { name: c.form.subject, exact: true }).fill(subject);
    const text =
      lang === "mr"
        ? "माझ्या मुलीच्या प्रोफाइलसाठी शुल्क कसे भरायचे?"
        : "How do I pay the fee for my daughter's profile?";
    await form.getByRole("textbox", { name: c.form.message, exact: true }).fill(text);
    await expectNoHorizontalOverflow(page);
    await snap(page, `contact-${lang}`);

    // The connection drops during the first send: the text stays, and a retry goes through.
    await page.route("**/api/v1/contact", (route) => route.abort("internetdisconnected"));
    await page.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-offline")).toHaveText(c.form.notSent);
    await expect(form.getByRole("textbox", { name: c.form.subject, exact: true })).toHaveValue(subject);
    await snap(page, `contact-offline-${lang}`);
    await page.unroute("**/api/v1/contact");
    await page.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-sent")).toContainText(c.form.sent);
    await snap(page, `contact-sent-${lang}`);

    // The committee: the message is counted on the dashboard.
    await signIn(page, DEMO.admin, lang);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: d.title, level: 1 })).toBeVisible();
    const unreadTile = page.getByTestId("count-unreadMessages").getByTestId("count-value");
    const unreadBefore = numberFrom((await unreadTile.textContent()) ?? "");
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("weekly-chart")).toBeVisible();
    await expect(page.getByTestId("region-chart")).toBeVisible();
    await expect(page.getByTestId("gender-chart").getByRole("listitem")).toHaveCount(2);
    // Backups: none yet on this new portal, so the card says so and warns.
    const backup = page.getByTestId("backup-status");
    await expect(backup.getByRole("heading", { name: copy[lang].ops.backup.title })).toBeVisible();
    await expect(backup).toContainText(copy[lang].ops.backup.none);
    await expect(backup.getByTestId("backup-warning")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `admin-dashboard-${lang}`);

    // Contacts: the new message is unread, at the top; reading it marks it.
    await page.getByRole("link", { name: d.buttons.contacts }).click();
    await expect(page).toHaveURL(/\/get-contact-us$/);
    await expect(page.getByRole("heading", { name: c.admin.title, level: 1 })).toBeVisible();
    const card = page.getByTestId("contact-message").filter({ hasText: subject });
    await expect(card).toHaveAttribute("data-unread", "true");
    await expect(card).toContainText(text);
    await expect(card).toContainText("98220 12345");
    await expect(page.getByTestId("contact-message").first()).toHaveAttribute("data-unread", "true");
    await expectNoHorizontalOverflow(page);
    await snap(page, `contact-messages-${lang}`);
    await card.getByTestId("mark-read").click();
    await expect(page.getByText(c.admin.markedRead)).toBeVisible();
    await expect(card).toHaveAttribute("data-unread", "false");
    await expect(card.getByTestId("mark-unread")).toBeVisible();
    await snap(page, `contact-messages-read-${lang}`);

    // Back on the dashboard, one unread message fewer.
    await page.getByRole("link", { name: c.admin.back }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(unreadTile).toHaveText(readerDigits(unreadBefore - 1, lang));

    // The audit log shows who read it.
    await page.getByRole("link", { name: d.buttons.audit }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const entry = page.getByTestId("audit-entry").first();
    await expect(entry).toContainText(d.audit.actions.markRead);
    // The record is named as the committee knows it, the change in words, not column names.
    await expect(entry).toContainText(lang === "mr" ? "सुनीता देशमुख" : "Sunita Deshmukh");
    await expect(entry).toContainText(`${d.audit.fields.read}: ${d.audit.values.no} → ${d.audit.values.yes}`);
    await expectNoHorizontalOverflow(page);
    await snap(page, `admin-audit-${lang}`);
  },
);

test("a member opening the admin pages lands on /home", { tag: "@phone" }, async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await signUpNew(page, lang);
  for (const path of ["/admin", "/get-contact-us", "/dashboard/anything", "/admin/audit"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/home$/);
  }
});

test("a visitor opening the contact inbox is asked to sign in; other admin pages send visitors home", async ({
  page,
}) => {
  await page.goto("/get-contact-us");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/home$/);
});

test("the contact and admin pages read well in the other language too", async ({ page }, info) => {
  // The journey above runs the phone in Marathi and the desktop in English; here the other way round.
  const lang: Lang = info.project.name === "phone" ? "en" : "mr";
  const { contact: c, dashboard: d } = copy[lang];
  await openIn(page, "/contact", lang);
  await expect(page.getByRole("heading", { name: c.page.title, level: 1 })).toBeVisible();
  await page.getByTestId("contact-submit").click();
  await expect(page.getByText(copy[lang].required, { exact: true })).toHaveCount(5);
  await expectNoHorizontalOverflow(page);
  await snap(page, `contact-required-${lang}`);

  await signIn(page, DEMO.superAdmin, lang);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: d.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("weekly-chart")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `admin-dashboard-${lang}`);
  await page.goto("/get-contact-us");
  await expect(page.getByRole("heading", { name: c.admin.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("contact-message").first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `contact-messages-${lang}`);
});
