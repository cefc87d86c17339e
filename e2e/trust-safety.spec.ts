import enNotes from "../packages/shared/locales/en/notifications.json" with { type: "json" };
import mrNotes from "../packages/shared/locales/mr/notifications.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, type Lang, openIn, signIn, snap, test } from "./fixtures";
import { approvedMember, otherPage } from "./safety-helpers";

/** Trust and safety (issue 14): the phone in Marathi, the desktop in English. */
const langOf = (project: string): Lang => (project === "phone" ? "mr" : "en");
const notes = { en: enNotes, mr: mrNotes } as const;

test("the family sees a notification after the committee approves its profile, and marks it read", async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info.project.name);
  const n = notes[lang];
  const admin = await otherPage(browser, info);
  await signIn(admin, DEMO.admin, "en");
  await approvedMember(page, admin, "Sayali", 2);

  await openIn(page, "/home", lang);
  const bell = page.getByTestId("notification-bell");
  await expect(page.getByTestId("notification-count")).toHaveText(lang === "mr" ? "२" : "2");
  await expectNoHorizontalOverflow(page);
  await bell.click();
  await expect(page.getByRole("heading", { name: n.title, level: 1 })).toBeVisible();
  const first = page.getByTestId("notification").first();
  await expect(first).toHaveAttribute("data-type", "profile_approved");
  await expect(first).toContainText(n.types.profile_approved.title);
  await expect(first).toContainText("Sayali");
  await expect(page.getByTestId("notification").nth(1)).toContainText(n.types.account_verified.title);
  await expectNoHorizontalOverflow(page);
  await snap(page, `notifications-${lang}`);
  await page.getByRole("button", { name: n.markAllRead }).click();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  await page.getByRole("link", { name: n.settingsLink }).click();
  await expect(page.getByRole("heading", { name: n.preferences.title, level: 1 })).toBeVisible();
  await page.getByTestId("pref-sms-profile_approved").check();
  await page.getByRole("button", { name: n.preferences.save }).click();
  await expect(page.getByText(n.preferences.saved)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `notification-settings-${lang}`);
  await admin.context().close();
});
