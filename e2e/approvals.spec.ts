import type { Browser, Page, TestInfo } from "@playwright/test";
import { castesForReligion, districtsForState, MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import sharp from "sharp";
import enApprovals from "../packages/shared/locales/en/approvals.json" with { type: "json" };
import enCommon from "../packages/shared/locales/en/common.json" with { type: "json" };
import enPhotos from "../packages/shared/locales/en/photos.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrApprovals from "../packages/shared/locales/mr/approvals.json" with { type: "json" };
import mrCommon from "../packages/shared/locales/mr/common.json" with { type: "json" };
import mrPhotos from "../packages/shared/locales/mr/photos.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  langOf,
  numberFrom,
  readerDigits,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

/** Profile approvals: the phone in Marathi, the desktop in English. */
const copy = {
  en: { a: enApprovals, p: enProfile, c: enCommon, ph: enPhotos },
  mr: { a: mrApprovals, p: mrProfile, c: mrCommon, ph: mrPhotos },
} as const;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));

/** A distinct portrait per call, so a replacement photo really differs from the first. */
async function portrait(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue},45%,80%)"/>
    <circle cx="300" cy="240" r="110" fill="#a86b45"/><rect x="170" y="370" width="260" height="230" fill="hsl(${hue},55%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function uploadPhoto(page: Page, hue: number): Promise<string> {
  const res = await page.request.post("/api/v1/media/photos", {
    multipart: { file: { name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portrait(hue) } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).photoId;
}

/** Registers a complete bride profile through the API, as the form would; returns id and number. */
async function registerProfile(page: Page, firstName: string, hue: number) {
  const photoId = await uploadPhoto(page, hue);
  const res = await page.request.post("/api/v1/profiles", {
    data: {
      profileFor: 3,
      firstName,
      middleName: "Dattatray",
      lastName: "Kshirsagar",
      gender: 2,
      dateOfBirth: "1998-04-12",
      birthHour: 7,
      birthMinute: 15,
      birthAmPm: "AM",
      birthPlace: "Shegaon",
      height: "5_3",
      bloodGroupId: 3,
      maritalStatusId: 0,
      zodiacId: 4,
      religionId: 1,
      casteId: castesForReligion(1)[0]?.id,
      educationId: 5,
      stateId: MAHARASHTRA_STATE_ID,
      districtId: districtsForState(MAHARASHTRA_STATE_ID)[0]?.id,
      uncleSurname: "Patil",
      fatherFullName: "Dattatray Kshirsagar",
      fatherOccupation: "Farmer",
      fatherMobile: "9822012345",
      currentAddress: "12, Station Road, Shegaon",
      contactPersonName1: "Dattatray Kshirsagar",
      contactPersonMobile1: "9822012346",
      photoId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.id as number, regNo: String(body.registrationNumber), photoId };
}

/** A second person on the same site: its own browser context, the project's screen size. */
async function otherPage(browser: Browser, info: TestInfo) {
  const { viewport, baseURL, userAgent, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    viewport,
    baseURL,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  return context.newPage();
}

async function count(page: Page, tab: string): Promise<number> {
  return numberFrom((await page.getByTestId(`count-${tab}`).textContent()) ?? "");
}

async function search(page: Page, q: string) {
  await page.getByTestId("approval-search").fill(q);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${q}`));
}

/** Snackbars stay 10 s; close them so a screenshot shows what lies beneath. */
async function dismissSnackbars(page: Page) {
  const snackbars = page.locator(".mantine-Notifications-root [role=alert]");
  // One at a time: closing (or expiring) one moves the others, so never hold on to a list.
  await expect(async () => {
    const count = await snackbars.count();
    if (count > 0) await snackbars.first().getByRole("button").click({ timeout: 1_000 });
    expect(await snackbars.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

async function confirmYes(page: Page) {
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

test(
  "an admin approves, rejects with a remark and reviews a new photo; the family and members see it",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    // The second photo (manager, two photo decisions, the gallery) adds about 20 s to this journey.
    test.setTimeout(240_000);
    const lang = langOf(info.project.name);
    const { a, p, c, ph } = copy[lang];
    const stamp = Date.now().toString(36).slice(-4);

    // A new family registers two daughters' profiles (verification of the account may wait).
    await signUpNew(page, lang);
    const first = await registerProfile(page, `Revati${stamp}`, 20);
    const second = await registerProfile(page, `Gauri${stamp}`, 200);

    // The committee: an admin on the phone, the super admin on the desktop (both roles see the tabs).
    const admin = await otherPage(browser, info);
    await signIn(admin, info.project.name === "phone" ? DEMO.admin : DEMO.superAdmin, lang);
    await admin.goto("/user/my-profile");
    await expect(admin.getByRole("heading", { name: a.title })).toBeVisible();
    for (const tab of ["pending", "approved", "rejected", "photos"] as const) {
      await expect(admin.getByRole("tab", { name: new RegExp(`^${a.tabs[tab]}`) })).toBeVisible();
    }
    await expect(admin.getByTestId("approval-row").first()).toBeVisible();
    // Five rows a page at most (this family's two are pending, so the tab is not empty).
    expect(await admin.getByTestId("approval-row").count()).toBeLessThanOrEqual(5);
    const pendingBefore = await count(admin, "pending");
    const approvedBefore = await count(admin, "approved");
    await expectNoHorizontalOverflow(admin);
    await snap(admin, `approvals-pending-${lang}`);

    // Approve the first profile, found by its registration number.
    await search(admin, first.regNo);
    const row = admin.getByTestId("approval-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Revati${stamp}`);
    await row.getByRole("button", { name: a.actions.approve, exact: true }).click();
    await expect(admin.getByRole("dialog")).toContainText(
      fill(a.confirm.approve, {
        name: `Revati${stamp} Dattatray Kshirsagar`,
        number: readerDigits(first.regNo, lang),
      }),
    );
    await snap(admin, `approvals-confirm-${lang}`);
    await confirmYes(admin);
    await expect(admin.getByText(a.done.approve, { exact: true })).toBeVisible();
    await expect(admin.getByTestId("approvals-empty")).toBeVisible();
    await expect(admin.getByTestId("count-pending")).toHaveText(readerDigits(pendingBefore - 1, lang));
    await expect(admin.getByTestId("count-approved")).toHaveText(readerDigits(approvedBefore + 1, lang));

    // Reject the second: the remark is required.
    await search(admin, second.regNo);
    await row.getByRole("button", { name: a.actions.reject, exact: true }).click();
    await admin.getByTestId("confirm-yes").click();
    await expect(admin.getByRole("dialog")).toContainText(c.validation.required);
    const remark =
      lang === "mr"
        ? "जन्मस्थळासोबत जिल्हा लिहा आणि स्पष्ट फोटो लावा."
        : "Please add the district to the birth place.";
    await admin.getByRole("dialog").getByRole("textbox").fill(remark);
    await snap(admin, `approvals-reject-${lang}`);
    await confirmYes(admin);
    await expect(admin.getByText(a.done.reject, { exact: true })).toBeVisible();
    await expect(admin.getByTestId("approvals-empty")).toBeVisible();

    // The Rejected tab holds it with the remark; its history names the admin and the remark.
    await admin.getByRole("tab", { name: new RegExp(`^${a.tabs.rejected}`) }).click();
    await expect(admin).toHaveURL(/tab=rejected/);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(remark);
    await dismissSnackbars(admin);
    await row
      .getByRole("button", { name: fill(a.actions.more, { name: `Gauri${stamp} Dattatray Kshirsagar` }) })
      .click();
    await admin.getByRole("menuitem", { name: a.actions.history, exact: true }).click();
    const drawer = admin.getByRole("dialog");
    await expect(drawer.getByTestId("audit-entry").first()).toContainText(a.done.reject);
    await expect(drawer.getByTestId("audit-entry").first()).toContainText(remark);
    await expect(drawer.getByTestId("audit-entry").first()).toContainText(a.audit.fields.registration_status);
    await expectNoHorizontalOverflow(admin);
    await snap(admin, `approvals-history-${lang}`);
    await admin.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // The family reads the outcome on its own page: one approved, one rejected with the remark.
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/user/my-profile");
    const cards = page.getByTestId("my-profile-card");
    await expect(cards).toHaveCount(2);
    const rejected = cards.filter({ hasText: `Gauri${stamp}` });
    await expect(rejected).toContainText(p.status.rejected);
    await expect(rejected.getByTestId("rejected-remark")).toContainText(remark);
    await expect(cards.filter({ hasText: `Revati${stamp}` })).toContainText(p.status.approved);
    await expect(page.getByTestId("approvals-panel")).toHaveCount(0);
    // A family's page never downloads the admin screens or their words.
    expect(requested.filter((url) => /AdminApprovalsView|ProfileAdminActions|approvals-/.test(url))).toEqual(
      [],
    );
    await expectNoHorizontalOverflow(page);
    await snap(page, `approvals-family-${lang}`);

    // The family adds a second photo to the approved profile in its photo manager (crop step included).
    const manager = cards.filter({ hasText: `Revati${stamp}` }).getByTestId("photo-manager");
    const managed = manager.getByTestId("managed-photo");
    await expect(managed).toHaveCount(1);
    await manager
      .locator('input[type="file"]')
      .setInputFiles({ name: "second.jpg", mimeType: "image/jpeg", buffer: await portrait(300) });
    await expect(page.getByText(p.form.cropTitle)).toBeVisible();
    await page.getByRole("button", { name: p.form.usePhoto }).click();
    await expect(managed).toHaveCount(2);
    await expect(managed.nth(1).getByTestId("photo-status")).toHaveText(ph.status.pending);
    const added = ((await managed.nth(1).locator("img").getAttribute("src")) ?? "").split("/").at(-2) ?? "";
    expect(added).toMatch(/^[\w-]{22}$/);
    await expectNoHorizontalOverflow(page);
    await dismissSnackbars(page);
    await snap(page, `approvals-family-photos-${lang}`);

    // The family replaces the approved profile's photo; the committee compares and approves it.
    const replacement = await uploadPhoto(page, 120);
    const changed = await page.request.put(`/api/v1/profiles/${first.id}/photo`, {
      data: { photoId: replacement },
    });
    expect(changed.ok()).toBe(true);
    await admin.getByRole("tab", { name: new RegExp(`^${a.tabs.photos}`) }).click();
    await search(admin, first.regNo);
    await expect(row).toHaveCount(1);
    const compare = row.getByTestId("photo-compare");
    await expect(compare.locator(`img[src*="${first.photoId}"]`)).toBeVisible();
    await expect(compare.locator(`img[src*="${replacement}"]`)).toBeVisible();
    await expectNoHorizontalOverflow(admin);
    await dismissSnackbars(admin);
    await snap(admin, `approvals-photos-${lang}`);
    // The replacement went before the others: photo 1 of 3.
    await expect(row.getByTestId("review-photo-number")).toHaveText(
      fill(a.photo.numbered, { n: readerDigits(1, lang), count: readerDigits(3, lang) }),
    );
    await row.getByRole("button", { name: a.actions.approvePhoto, exact: true }).click();
    await confirmYes(admin);
    await expect(admin.getByText(a.done.approvePhoto, { exact: true })).toBeVisible();
    // Then the photo added in the manager, photo 3 of 3, on its own.
    await expect(row.getByTestId("review-photo-number")).toHaveText(
      fill(a.photo.numbered, { n: readerDigits(3, lang), count: readerDigits(3, lang) }),
    );
    await expect(row.getByTestId("photo-compare").locator(`img[src*="${added}"]`)).toBeVisible();
    await dismissSnackbars(admin);
    await row.getByRole("button", { name: a.actions.approvePhoto, exact: true }).click();
    await confirmYes(admin);
    await expect(admin.getByTestId("approvals-empty")).toBeVisible();

    // From the grid to the profile's page, where the admin locks it; the family can no longer edit it.
    await search(admin, first.regNo);
    await admin.getByRole("tab", { name: new RegExp(`^${a.tabs.approved}`) }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: `Revati${stamp} Dattatray Kshirsagar` }).click();
    await expect(admin).toHaveURL(new RegExp(`/vadhuvar/${first.regNo}-`));
    const adminActions = admin.getByTestId("admin-actions");
    await adminActions.getByRole("button", { name: a.actions.lock, exact: true }).click();
    await confirmYes(admin);
    await expect(admin.getByText(a.done.lock, { exact: true })).toBeVisible();
    await expect(adminActions.getByRole("button", { name: a.actions.unlock, exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(admin);
    await dismissSnackbars(admin);
    await snap(admin, `approvals-details-${lang}`);
    await page.reload();
    const locked = cards.filter({ hasText: `Revati${stamp}` });
    await expect(locked).toContainText(p.status.locked);
    await expect(locked.getByRole("link", { name: p.mine.edit })).toHaveCount(0);

    // A member browsing the list (the demo associate) finds the approved profile with its new photo.
    const member = await otherPage(browser, info);
    await signIn(member, DEMO.associate, lang);
    await member.goto(`/user/bride-groom-list?regNo=${first.regNo}`);
    const card = member.getByTestId("profile-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Revati${stamp}`);
    await expect(card.locator(`img[src*="${replacement}"]`)).toBeVisible();
    // On the details page the member goes through the three photos: a button, then a swipe.
    await member.goto(`/vadhuvar/${first.regNo}`);
    const gallery = member.getByTestId("photo-gallery");
    await expect(gallery.getByTestId("gallery-slide")).toHaveCount(3);
    const position = gallery.getByTestId("gallery-position");
    await expect(position).toHaveText(
      fill(ph.gallery.position, { n: readerDigits(1, lang), count: readerDigits(3, lang) }),
    );
    await gallery.getByRole("button", { name: ph.gallery.next }).click();
    await expect(position).toHaveText(
      fill(ph.gallery.position, { n: readerDigits(2, lang), count: readerDigits(3, lang) }),
    );
    // A swipe moves the strip the way a finger does; the dots and the counter follow.
    await gallery
      .locator("div[tabindex]")
      .evaluate((strip) => strip.scrollTo({ left: strip.clientWidth * 2 }));
    await expect(position).toHaveText(
      fill(ph.gallery.position, { n: readerDigits(3, lang), count: readerDigits(3, lang) }),
    );
    await expect(gallery.getByTestId("gallery-dot").nth(2)).toHaveAttribute("aria-current", "true");
    await expect(gallery.getByTestId("gallery-slide").nth(2).locator(`img[src*="${added}"]`)).toBeVisible();
    await expect(gallery.getByRole("button", { name: ph.gallery.next })).toBeDisabled();
    await expectNoHorizontalOverflow(member);
    await snap(member, `approvals-gallery-${lang}`);
    // The associate's own page has no approval tabs.
    await member.goto("/user/my-profile");
    await expect(member.getByRole("heading", { name: p.mine.title })).toBeVisible();
    await expect(member.getByTestId("approvals-panel")).toHaveCount(0);

    await admin.context().close();
    await member.context().close();
  },
);
