import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import enCompliance from "../packages/shared/locales/en/compliance.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrCompliance from "../packages/shared/locales/mr/compliance.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  openIn,
  readerDigits,
  signIn,
  snap,
  test,
} from "./fixtures";
import { approvedMember } from "./safety-helpers";

/**
 * Verified identity. On the phone project the family uploads in Marathi at 360 px and the
 * admin verifies in English at 1280 px; the desktop project swaps them (English family at 1280 px,
 * Marathi admin at 360 px), so every screen is seen in both languages and both widths.
 */
const copy = {
  en: { c: enCompliance.identity, p: enProfile },
  mr: { c: mrCompliance.identity, p: mrProfile },
} as const;

async function pageAt(browser: Browser, info: TestInfo, width: 360 | 1280) {
  const { baseURL } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: width === 360 ? { width: 360, height: 780 } : { width: 1280, height: 800 },
    isMobile: width === 360,
    hasTouch: width === 360,
  });
  return context.newPage();
}

/** A photo of a card with the Aadhaar number masked but for the last four digits. */
async function idCardPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540"><rect width="860" height="540" rx="30" fill="#f4efe6"/>
    <rect x="40" y="150" width="200" height="240" fill="#c9b8a0"/><text x="280" y="220" font-size="40" font-family="sans-serif">XXXX XXXX 4821</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function chooseType(page: Page, name: string) {
  await page.getByTestId("identity-type").click();
  await page.getByRole("option", { name, exact: true }).click();
}

test(
  "a family uploads an ID, the committee verifies it, the badges show and the filter finds it",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const phone = info.project.name === "phone";
    const lang: Lang = phone ? "mr" : "en";
    const adminLang: Lang = phone ? "en" : "mr";
    const t = copy[lang];
    const ta = copy[adminLang];
    const admin = await pageAt(browser, info, phone ? 1280 : 360);
    await signIn(admin, DEMO.admin, adminLang);
    const bride = await approvedMember(page, admin, `Gauri${phone ? "p" : "d"}`, 2, lang);

    // The family: My Profile, the identity panel, the Aadhaar note, the upload, the pending state.
    await openIn(page, "/user/my-profile", lang);
    const panel = page.getByTestId("identity-panel").first();
    await expect(panel.getByTestId("identity-state")).toHaveAttribute("data-state", "none");
    await panel.getByTestId("identity-open").click();
    await chooseType(page, t.c.types.aadhaar);
    await expect(panel.getByTestId("aadhaar-mask")).toContainText(t.c.aadhaarMask.slice(0, 30));
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: "aadhaar.jpg", mimeType: "image/jpeg", buffer: await idCardPhoto() });
    await expectNoHorizontalOverflow(page);
    await snap(page, `identity-upload-form-${lang}`);
    await panel.getByTestId("identity-submit").click();
    await expect(panel.getByTestId("identity-state")).toHaveAttribute("data-state", "pending");
    await expect(panel.getByTestId("identity-state")).toContainText(t.c.types.aadhaar);
    await expectNoHorizontalOverflow(page);

    // The page of the profile the family manages shows the same state.
    await openIn(page, `/vadhuvar/${bride.slug}`, lang);
    await expect(page.getByTestId("identity-state")).toHaveAttribute("data-state", "pending");

    // The committee: the dashboard count, the queue, the document (admins only), "Mark ID verified".
    await openIn(admin, "/admin", adminLang);
    const tile = admin.getByTestId("count-pendingIdentity");
    await expect(tile.getByTestId("count-value")).not.toHaveText(readerDigits(0, adminLang));
    await expectNoHorizontalOverflow(admin);
    await snap(admin, `identity-dashboard-${adminLang}`);
    await tile.click();
    await expect(admin).toHaveURL(/\/admin\/identity$/);
    await expect(admin.getByRole("heading", { name: ta.c.admin.title, level: 1 })).toBeVisible();
    const card = admin.getByTestId("identity-doc").filter({ hasText: bride.slug.split("-")[1] as string });
    await expect(card).toBeVisible();
    const href = await card.getByTestId("identity-open-doc").getAttribute("href");
    const doc = await admin.request.get(href as string);
    expect(doc.status()).toBe(200);
    expect(doc.headers()["cache-control"]).toBe("private, no-store");
    // The family cannot open it, even knowing the address.
    expect((await page.request.get(href as string)).status()).toBe(403);
    await expectNoHorizontalOverflow(admin);
    await snap(admin, `identity-admin-queue-${adminLang}`);
    await card.getByTestId("identity-reject").click();
    await expect(card.getByText(ta.c.validation.remark)).toBeVisible();
    await card.getByTestId("identity-verify").click();
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("identity-state").first()).toHaveAttribute("data-state", "verified");
    await snap(page, `identity-verified-${lang}`);

    // Another family browses: both badges on the card, the filter keeps only ID-verified profiles.
    const viewer = await pageAt(browser, info, phone ? 360 : 1280);
    await approvedMember(viewer, admin, `Rohan${phone ? "p" : "d"}`, 1, lang);
    await openIn(viewer, "/user/bride-groom-list?gender=2&idVerified=1", lang);
    const cards = viewer.getByTestId("profile-card");
    await expect(cards.first()).toBeVisible();
    const mine = viewer.locator(`[data-testid="profile-card"][data-regno="${bride.regNo}"]`);
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId("badge-id-verified")).toHaveText(t.p.badges.idVerified);
    await expect(mine.getByTestId("badge-mobile-verified")).toHaveText(t.p.badges.mobileVerified);
    expect(await cards.getByTestId("badge-id-verified").count()).toBe(await cards.count());
    await expectNoHorizontalOverflow(viewer);
    await snap(viewer, `identity-badges-list-${lang}`);
    // Off again: the switch in the list filters (open on a phone too, since a filter is active).
    const toggle = viewer.getByRole("switch", { name: t.p.list.idVerifiedOnly });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(viewer).not.toHaveURL(/idVerified=1/);

    await openIn(viewer, `/vadhuvar/${bride.slug}`, lang);
    await expect(viewer.getByTestId("badge-id-verified")).toHaveText(t.p.badges.idVerified);
    await expect(viewer.getByTestId("badge-mobile-verified")).toHaveText(t.p.badges.mobileVerified);
    await expectNoHorizontalOverflow(viewer);
    await snap(viewer, `identity-badges-details-${lang}`);
    await viewer.context().close();
    await admin.context().close();
  },
);
