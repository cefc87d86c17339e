import { writeFileSync } from "node:fs";
import type { Cookie, Page } from "@playwright/test";
import sharp from "sharp";
import enCommunity from "../packages/shared/locales/en/community.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import enAdmin from "../packages/shared/locales/en/site-admin.json" with { type: "json" };
import mrCommunity from "../packages/shared/locales/mr/community.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import mrAdmin from "../packages/shared/locales/mr/site-admin.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  freshMobile,
  type Lang,
  langOf,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

/** The phone runs in Marathi, the desktop in English. */
const copy = {
  en: { c: enCommunity, a: enAdmin, p: enProfile },
  mr: { c: mrCommunity, a: mrAdmin, p: mrProfile },
} as const;

/**
 * The admin's session, signed in once and reused: a number may ask for only a few OTPs an hour
 * (OTP_POLICY), and every spec of the suite shares DEMO.admin.
 */
let adminSession: Cookie[] | null = null;
async function signInAdmin(page: Page, lang: Lang) {
  await page.context().clearCookies();
  if (adminSession) {
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.context().addCookies(adminSession);
    const me = await (await page.request.get("/api/v1/auth/me")).json();
    if (me.user?.mobile === DEMO.admin) return;
  }
  await page.context().clearCookies();
  await signIn(page, DEMO.admin, lang);
  adminSession = (await page.context().cookies()).filter((c) => c.name === "vv_session");
}

interface ApiReviews {
  average: number;
  count: number;
  items: { id: number; rating: number }[];
  mine: { id: number } | null;
}

/** What a visitor sees: the average is the mean of the visible reviews, to the nearest half star. */
async function visitorReviews(page: Page): Promise<ApiReviews> {
  const res = await page.request.get("/api/v1/reviews", { headers: { cookie: "" } });
  return res.json();
}
const expectedAverage = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 2) / 2 : 0;
const digits = (lang: Lang, n: number) =>
  lang === "mr" ? String(n).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)] ?? d) : String(n);
const averageText = (lang: Lang, average: number) =>
  copy[lang].c.reviews.average.replace("{{average}}", digits(lang, average));

/** Clicks the Rating input where a person would for this value (left half of a star = half a star). */
async function chooseStars(page: Page, value: number) {
  const checked = page.locator(`[data-testid="review-rating"] input[value="${value}"]`);
  // The dialog may still be sliding in: measure again until the click lands.
  await expect(async () => {
    const box = await page.getByTestId("review-rating").boundingBox();
    if (!box) throw new Error("rating input not visible");
    // Five stars across the width: aim a quarter-star left of the value's right edge.
    const x = box.x + (box.width * value) / 5 - box.width / 40;
    const y = box.y + box.height / 2;
    // Hovering first brings the half or whole star under the pointer to the top, as for a person.
    await page.mouse.move(x, y);
    await page.waitForTimeout(100);
    await page.mouse.click(x, y);
    await expect(checked).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 8_000 });
}

test(
  "a member writes, edits and deletes a review, the average follows, and an admin replies",
  { tag: "@phone" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const { c } = copy[lang];
    const before = await visitorReviews(page);
    const ratings = before.items.map((r) => r.rating);

    const mobile = await signUpNew(page, lang, { firstName: "Shalini", lastName: "Wankhede" });
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: copy[lang].c.about.trustTitle })).toBeVisible();
    await expect(page.getByTestId("rating-average")).toHaveText(averageText(lang, before.average));

    // Write: stars are required.
    await page.getByRole("button", { name: c.reviews.write }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: c.reviews.submit }).click();
    await expect(dialog.getByText(c.reviews.validation.rating)).toBeVisible();
    await chooseStars(page, 1);
    await dialog.getByRole("textbox").fill("Profile approval took three weeks; please reply faster.");
    await snap(page, `review-dialog-${lang}`);
    await dialog.getByRole("button", { name: c.reviews.submit }).click();
    await expect(dialog).toBeHidden();

    const mineCard = page.getByTestId("review-card").filter({ hasText: c.reviews.yours });
    await expect(mineCard).toContainText("Shalini Wankhede");
    await expect(page.getByRole("button", { name: c.reviews.write })).toBeHidden();
    const afterWrite = expectedAverage([...ratings, 1]);
    await expect(page.getByTestId("rating-average")).toHaveText(averageText(lang, afterWrite));
    await expect(page.getByTestId("rating-count")).toHaveText(
      c.reviews.count.replace("{{count}}", digits(lang, before.count + 1)),
    );
    expect(afterWrite).not.toBe(before.average);

    // Edit: 4.5 stars and new words.
    await mineCard.getByRole("button", { name: c.reviews.edit }).click();
    await chooseStars(page, 4.5);
    await dialog.getByRole("textbox").fill("The committee called us back and helped. Thank you.");
    await dialog.getByRole("button", { name: c.reviews.submit }).click();
    await expect(mineCard).toContainText("The committee called us back");
    const afterEdit = expectedAverage([...ratings, 4.5]);
    await expect(page.getByTestId("rating-average")).toHaveText(averageText(lang, afterEdit));
    const mine = (await (await page.request.get("/api/v1/reviews")).json()).mine as { id: number };

    // The admin replies.
    await signInAdmin(page, lang);
    await page.goto("/about");
    const adminView = page.locator(`[data-review-id="${mine.id}"]`);
    await adminView.getByRole("button", { name: c.reviews.reply, exact: true }).click();
    await adminView.getByRole("textbox").fill("Thank you, Shalini tai. We are glad we could help.");
    await adminView.getByRole("button", { name: c.reviews.saveReply }).click();
    await expect(adminView.getByTestId("review-reply")).toContainText("glad we could help");
    await expectNoHorizontalOverflow(page);
    await snap(page, `about-admin-${lang}`);

    // Back as the member: the reply is there; delete asks first and really deletes.
    // Leave the admin's session alone (a sign-in replaces the session its browser carried).
    await page.context().clearCookies();
    await signIn(page, mobile, lang);
    await page.goto("/about");
    await expect(mineCard.getByTestId("review-reply")).toContainText("glad we could help");
    await mineCard.getByRole("button", { name: c.reviews.delete }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: c.reviews.deleteQuestion });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: c.reviews.ok }).click();
    await expect(mineCard).toHaveCount(0);
    await expect(page.getByRole("button", { name: c.reviews.write })).toBeVisible();
    await expect(page.getByTestId("rating-average")).toHaveText(averageText(lang, before.average));
    expect((await visitorReviews(page)).count).toBe(before.count);
  },
);

async function portrait(path: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#d9e4d2"/>
    <circle cx="400" cy="330" r="150" fill="#a86b45"/><rect x="220" y="520" width="360" height="280" fill="#2f4b7c"/></svg>`;
  writeFileSync(path, await sharp(Buffer.from(svg)).jpeg().toBuffer());
}

async function pick(page: Page, field: string, option: string) {
  await page.locator(`[data-field="${field}"] input:not([type=hidden])`).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
const fill = (page: Page, field: string, value: string) =>
  page.locator(`[data-field="${field}"] input, [data-field="${field}"] textarea`).first().fill(value);

test(
  "an admin marks an editor, who adds a committee member with a photo under the right region",
  { tag: "@desktop" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const { c, a } = copy[lang];
    const region = lang === "mr" ? { id: 7, label: "अमरावती" } : { id: 6, label: "Nagpur" };
    const designation = lang === "mr" ? "कोषाध्यक्ष" : "Treasurer";
    const first = `${lang === "mr" ? "हेमंत" : "Hemant"}${String(Date.now()).slice(-4)}`;
    const surname = lang === "mr" ? "वानखेडे" : "Wankhede";

    // The admin marks a fresh member as committee editor on the Settings screen.
    const editor = freshMobile();
    await signIn(page, editor, lang);
    await page.request.post("/api/v1/auth/register", {
      data: {
        mobile: editor,
        firstName: "Ganesh",
        lastName: "Ingle",
        stateId: 20,
        districtId: 2021,
        acceptTerms: true,
        acceptPrivacy: true,
        acceptDeclaration: true,
      },
    });
    await signInAdmin(page, lang);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: a.settings.title })).toBeVisible();
    await page.getByLabel(a.editors.mobile).fill(editor);
    await page.getByRole("button", { name: a.editors.add }).click();
    await expect(page.getByText(`Ganesh Ingle · ${editor}`)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `settings-${lang}`);

    await page.context().clearCookies();
    await signIn(page, editor, lang);
    await page.goto("/committee");
    await expect(page.getByTestId("committee-organizers")).toBeVisible();
    await snap(page, `committee-${lang}`);
    await page.getByRole("link", { name: c.committee.create }).click();
    await expect(page.getByRole("heading", { name: c.committee.createTitle })).toBeVisible();

    // Every field is required; the phone must be valid.
    await page.getByRole("button", { name: c.committee.save }).click();
    await expect(page.locator('[data-field="firstName"]')).toContainText(
      lang === "mr" ? "आवश्यक" : "Required",
    );
    await expect(page.getByText(c.committee.validation.photoRequired)).toBeVisible();
    await fill(page, "mobile", "12345");
    await page.getByRole("button", { name: c.committee.save }).click();
    await expect(page.locator('[data-field="mobile"]')).toContainText(c.committee.validation.phone);

    const photo = info.outputPath("committee.jpg");
    await portrait(photo);
    await page.locator('input[type="file"]').first().setInputFiles(photo);
    await page.getByRole("button", { name: copy[lang].p.form.usePhoto }).click();
    await expect(page.locator('[data-field="photoId"] img').first()).toBeVisible({ timeout: 15_000 });

    await pick(page, "regionId", region.label);
    await pick(page, "titleId", lang === "mr" ? "श्री." : "Mr");
    await fill(page, "firstName", first);
    await fill(page, "middleName", lang === "mr" ? "सुधाकर" : "Sudhakar");
    await fill(page, "lastName", surname);
    await pick(page, "designationId", designation);
    await fill(page, "mobile", "+91 94220 55555");
    await fill(page, "occupation", lang === "mr" ? "बँक अधिकारी" : "Bank officer");
    await fill(
      page,
      "workAddress",
      lang === "mr" ? "सहकारी बँक, गांधी चौक" : "Co-operative Bank, Gandhi Chowk",
    );
    await fill(page, "currentAddress", lang === "mr" ? "१२, समर्थ नगर" : "12, Samarth Nagar");
    await fill(page, "permanentAddress", lang === "mr" ? "१२, समर्थ नगर" : "12, Samarth Nagar");
    await expectNoHorizontalOverflow(page);
    await snap(page, `committee-form-${lang}`);
    await page.getByRole("button", { name: c.committee.save }).click();

    await expect(page).toHaveURL(/committee-member-details\?id=\d+/, { timeout: 15_000 });
    await expect(page.getByTestId("committee-name")).toContainText(first);
    await expect(page.getByTestId("committee-call")).toHaveAttribute("href", "tel:+919422055555");
    await expect(page.getByText(designation).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `committee-details-${lang}`);
    const id = Number(new URL(page.url()).searchParams.get("id"));

    // Under the right region, in the members section (a treasurer is not an organizer)…
    await page.goto(`/committee?region=${region.id}`);
    const card = page.locator(`[data-member-id="${id}"]`);
    await expect(page.getByTestId("committee-members").locator(`[data-member-id="${id}"]`)).toBeVisible();
    await expect(card).toContainText(region.label);
    await expect(card.locator("img")).toHaveJSProperty("complete", true);
    // …and not under another.
    await page.goto("/committee?region=1");
    await expect(page.getByTestId("committee-card").first()).toBeVisible();
    await expect(card).toHaveCount(0);

    // A visitor sees the member too; then the editor deletes it (with a confirmation).
    const visitor = await page.request.get(`/api/v1/committee/${id}`, { headers: { cookie: "" } });
    expect(visitor.ok()).toBe(true);
    await page.goto(`/committee-member-details?id=${id}`);
    await page.getByRole("button", { name: c.committee.delete }).click();
    await page.getByTestId("confirm-yes").click();
    await expect(page).toHaveURL(/\/committee$/);
    expect((await page.request.get(`/api/v1/committee/${id}`)).status()).toBe(404);
  },
);

test("visitors read the about page and the committee; pages fit the screen", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
  await page.goto("/about");
  await expect(page.getByTestId("review-card").first()).toBeVisible();
  await expect(page.getByRole("link", { name: copy[lang].c.reviews.signInToWrite })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `about-${lang}`);
  await page.goto("/committee");
  const firstCard = page.getByTestId("committee-card").first();
  await firstCard.getByRole("link").click();
  await expect(page.getByTestId("committee-call")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(page.getByRole("button", { name: copy[lang].c.committee.edit })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test("screens in both languages at this width: about, committee, details, form, settings, content", async ({
  browser,
}, info) => {
  for (const lang of ["en", "mr"] as const) {
    const { c, a } = copy[lang];
    // A fresh browser per language, with this project's device settings.
    const context = await browser.newContext(info.project.use);
    const page = await context.newPage();
    await signInAdmin(page, lang);
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: c.reviews.title })).toBeVisible();
    await expect(page.getByTestId("review-card").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-about-${lang}`);
    await page.goto("/committee");
    await expect(page.getByTestId("committee-card").first()).toBeVisible();
    await expect(page.locator('[data-testid="committee-card"] img').first()).toHaveJSProperty(
      "complete",
      true,
    );
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-committee-${lang}`);
    await page.getByTestId("committee-card").first().getByRole("link").click();
    await expect(page.getByTestId("committee-call")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-details-${lang}`);
    await page.getByRole("link", { name: c.committee.edit }).click();
    await expect(page.getByRole("heading", { name: c.committee.editTitle })).toBeVisible();
    await expect(page.locator('[data-field="firstName"] input')).not.toHaveValue("");
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-form-${lang}`);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: a.settings.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-settings-${lang}`);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { name: a.content.carousel })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `all-content-${lang}`);
    await context.close();
  }
});

test(
  "an admin adds a gallery image with captions; the gallery shows it instead of the artwork",
  { tag: "@desktop" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const { a } = copy[lang];
    await signInAdmin(page, lang);
    await page.goto("/admin/content");
    const gallery = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: a.content.gallery }) });
    await expect(gallery.getByText(a.content.usingDefaults)).toBeVisible();
    const photo = info.outputPath("gallery.jpg");
    await portrait(photo);
    await gallery.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole("button", { name: copy[lang].p.form.usePhoto }).click();
    const row = page.getByTestId("site-image-gallery");
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await row.getByLabel(a.content.captionEn).fill("Parichay Melava 2025");
    await row.getByLabel(a.content.captionMr).fill("परिचय मेळावा २०२५");
    await row.getByRole("button", { name: a.content.saveCaption }).click();
    await expect(row.getByLabel(a.content.captionEn)).toHaveValue("Parichay Melava 2025");
    await expectNoHorizontalOverflow(page);
    await snap(page, `content-with-image-${lang}`);

    await page.goto("/gallery");
    const grid = page.getByTestId("gallery-grid");
    await expect(grid.getByText(lang === "mr" ? "परिचय मेळावा २०२५" : "Parichay Melava 2025")).toBeVisible();
    await expect(grid.locator("figure")).toHaveCount(1);

    // Removing it brings the bundled artwork back.
    await page.goto("/admin/content");
    await page.getByTestId("site-image-gallery").getByRole("button", { name: a.content.remove }).click();
    await page
      .getByRole("dialog")
      .filter({ hasText: a.content.removeQuestion })
      .getByTestId("confirm-yes")
      .click();
    await expect(page.getByTestId("site-image-gallery")).toHaveCount(0);
    await page.goto("/gallery");
    await expect(page.getByTestId("gallery-grid").locator("figure")).toHaveCount(9);
  },
);
