import enNotes from "../packages/shared/locales/en/notifications.json" with { type: "json" };
import enSafety from "../packages/shared/locales/en/safety.json" with { type: "json" };
import mrNotes from "../packages/shared/locales/mr/notifications.json" with { type: "json" };
import mrSafety from "../packages/shared/locales/mr/safety.json" with { type: "json" };
import { expect, expectNoHorizontalOverflow, langOf, openIn, snap, test } from "./fixtures";
import { approvedMember, committeePage, otherPage } from "./safety-helpers";

/** Trust and safety: the phone in Marathi, the desktop in English. */
const notes = { en: enNotes, mr: mrNotes } as const;
const safety = { en: enSafety, mr: mrSafety } as const;

test(
  "the family sees a notification after the committee approves its profile, and marks it read",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const n = notes[lang];
    const admin = await committeePage(browser, info);
    await approvedMember(page, admin, "Sayali", 2, lang);

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
  },
);

test(
  "a report reaches the committee's queue, the admin disables the profile and the reporter hears the outcome",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const s = safety[lang];
    const admin = await committeePage(browser, info, lang);
    const reportedFamily = await otherPage(browser, info);
    const reported = await approvedMember(reportedFamily, admin, `Fake${info.project.name}`, 1, lang);
    await approvedMember(page, admin, "Sayali", 2, lang);

    await openIn(page, `/vadhuvar/${reported.slug}`, lang);
    await page.getByRole("button", { name: s.reports.report }).click();
    await page.getByTestId("reason-fake_profile").click();
    await page
      .getByTestId("report-details")
      .fill("Photo taken from a film poster; asked for money on the phone.");
    await expectNoHorizontalOverflow(page);
    await snap(page, `report-form-${lang}`);
    await page.getByTestId("report-send").click();
    const reference = (await page.getByTestId("report-reference").textContent()) ?? "";
    expect(reference).toMatch(/^R-\d{6}$/);
    await snap(page, `report-ack-${lang}`);
    await page.getByRole("button", { name: s.reports.close }).click();

    await openIn(admin, "/admin/reports", lang);
    await expect(admin.getByRole("heading", { name: s.admin.title, level: 1 })).toBeVisible();
    const row = admin.getByTestId("report-row").filter({ hasText: reference });
    await expect(row).toBeVisible();
    await expectNoHorizontalOverflow(admin);
    await snap(admin, `admin-reports-${lang}`);
    await row.getByTestId("report-open").click();
    await expect(admin.getByTestId("report-details")).toContainText(reference);
    await snap(admin, `admin-report-details-${lang}`);
    await admin.getByTestId("report-action-disableProfile").click();
    await admin
      .getByTestId("confirm-dialog")
      .getByRole("textbox")
      .fill("Fake photo confirmed by the committee");
    await admin.getByTestId("confirm-yes").click();
    await expect(admin.getByText(s.admin.done.disableProfile)).toBeVisible();

    // The profile is gone for members; the reporter is told the outcome.
    expect((await page.request.get(`/api/v1/profiles/${reported.slug}`)).status()).toBe(404);
    await openIn(page, "/notifications", lang);
    const outcome = page.getByTestId("notification").filter({ hasText: reference });
    await expect(outcome).toContainText(notes[lang].outcomes.disabled);
    await snap(page, `report-outcome-${lang}`);
    await admin.context().close();
    await reportedFamily.context().close();
  },
);

test(
  "a block hides both families from each other, and unblocking from the Blocked list shows them again",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const s = safety[lang];
    const admin = await committeePage(browser, info);
    const other = await otherPage(browser, info);
    const groom = await approvedMember(other, admin, "Rohan", 1, lang);
    const bride = await approvedMember(page, admin, "Sayali", 2, lang);

    await openIn(page, `/vadhuvar/${groom.slug}`, lang);
    await page.getByRole("button", { name: s.blocks.block }).click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(s.blocks.blockTitle);
    await snap(page, `block-confirm-${lang}`);
    await page.getByTestId("confirm-yes").click();
    await expect(page).toHaveURL(/bride-groom-list/);

    // Both ways: neither family can open the other's profile.
    expect((await page.request.get(`/api/v1/profiles/${groom.slug}`)).status()).toBe(404);
    expect((await other.request.get(`/api/v1/profiles/${bride.slug}`)).status()).toBe(404);
    const list = await (await other.request.get("/api/v1/profiles?gender=2")).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(bride.id);

    await openIn(page, "/user/blocked", lang);
    const item = page.getByTestId("blocked-item").filter({ hasText: "Rohan" });
    await expect(item).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `blocked-list-${lang}`);
    await item.getByRole("button", { name: s.blocks.unblock }).click();
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByText(s.blocks.empty)).toBeVisible();
    expect((await other.request.get(`/api/v1/profiles/${bride.slug}`)).status()).toBe(200);
    await admin.context().close();
    await other.context().close();
  },
);

test(
  "a member the committee warned sees the warning at the next visit until they acknowledge it",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const s = safety[lang];
    const admin = await committeePage(browser, info);
    const reporter = await otherPage(browser, info);
    await approvedMember(reporter, admin, "Sayali", 2, lang);
    const warned = await approvedMember(page, admin, "Rohan", 1, lang);

    const sent = await reporter.request.post(`/api/v1/profiles/${warned.slug}/reports`, {
      data: { reason: "harassment", details: "Repeated calls late at night." },
    });
    expect(sent.status()).toBe(201);
    const queue = await (await admin.request.get("/api/v1/admin/reports")).json();
    const item = queue.items.find((i: { profile: { id: number } }) => i.profile.id === warned.id);
    const decided = await admin.request.post(`/api/v1/admin/reports/${item.id}/actions`, {
      data: { action: "warn", remark: "Please do not call families after 9 pm." },
    });
    expect(decided.ok()).toBe(true);

    await openIn(page, "/home", lang);
    const dialog = page.getByTestId("warning-modal");
    await expect(dialog).toContainText(s.warning.title);
    await expect(dialog).toContainText("Please do not call families after 9 pm.");
    await snap(page, `warning-${lang}`);
    await dialog.getByRole("button", { name: s.warning.understood }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByTestId("warning-modal")).toHaveCount(0);
    await admin.context().close();
    await reporter.context().close();
  },
);
