import type { Browser, Page } from "@playwright/test";
import enInterests from "../packages/shared/locales/en/interests.json" with { type: "json" };
import enPrivacy from "../packages/shared/locales/en/privacy.json" with { type: "json" };
import mrInterests from "../packages/shared/locales/mr/interests.json" with { type: "json" };
import mrPrivacy from "../packages/shared/locales/mr/privacy.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, type Lang, openIn, signIn, snap, test } from "./fixtures";
import { approvedMember } from "./safety-helpers";

/** Interests and contact privacy. */
const copy = { en: { i: enInterests, p: enPrivacy }, mr: { i: mrInterests, p: mrPrivacy } } as const;
/** safety-helpers.registerProfile's numbers and address. */
const SECRETS = ["9822012345", "9822012346", "Station Road"];

async function contextPage(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 780 : 800 },
    isMobile: width < 500,
    hasTouch: width < 500,
  });
  return context.newPage();
}

async function shownText(page: Page) {
  return (await page.locator("main").textContent()) ?? "";
}

// One journey across a phone and a desktop: it opens the desktop itself, so it runs once, from the phone.
test(
  "a phone family in Marathi sends interest, a desktop family in English accepts, numbers open to them only",
  { tag: "@phone" },
  async ({ browser }, info) => {
    const baseURL = info.project.use.baseURL;
    const phone = await contextPage(browser, baseURL, 360);
    const desktop = await contextPage(browser, baseURL, 1280);
    const third = await contextPage(browser, baseURL, 360);
    const admin = await contextPage(browser, baseURL, 1280);
    await signIn(admin, DEMO.admin, "en");
    await approvedMember(phone, admin, "Aniket", 1, "mr");
    const bride = await approvedMember(desktop, admin, "Shravani", 2, "en");
    await approvedMember(third, admin, "Tejas", 1, "en");
    const mr = copy.mr;
    const en = copy.en;

    // The groom's family on the phone, in Marathi: no numbers yet, sends an interest with a note.
    await openIn(phone, `/vadhuvar/${bride.slug}`, "mr");
    await expect(phone.getByTestId("contacts-withheld")).toContainText(mr.p.withheld.acceptedOnly);
    for (const secret of SECRETS) expect(await shownText(phone)).not.toContain(secret);
    await phone.getByTestId("interest-send").click();
    await expect(phone.getByRole("dialog")).toContainText(mr.i.send.title);
    await phone.getByLabel(mr.i.send.text).fill("आमचे स्थळ पाहावे ही विनंती.");
    await expectNoHorizontalOverflow(phone);
    await snap(phone, "interest-send-mr");
    await phone.getByTestId("interest-send-confirm").click();
    await expect(phone.getByTestId("interest-state")).toContainText(mr.i.status.pending.slice(0, 3));
    await expectNoHorizontalOverflow(phone);
    await snap(phone, "interest-pending-mr");

    // The bride's family on the desktop, in English: the header counts it; opens the profile; accepts.
    await openIn(desktop, "/home", "en");
    await expect(desktop.getByTestId("interests-count")).toHaveText("1");
    await desktop.getByTestId("interests-link").click();
    const card = desktop.getByTestId("interest-card").first();
    await expect(card).toContainText("Aniket");
    await expect(card).toContainText("आमचे स्थळ पाहावे ही विनंती.");
    await snap(desktop, "interests-received-en");
    await card.getByRole("link", { name: en.i.actions.view }).click();
    await expect(desktop.getByTestId("interest-state")).toContainText("sent you an interest");
    await desktop.getByTestId("interest-accept").click();
    await expect(desktop.getByRole("dialog")).toContainText(en.p.fraud.body);
    await snap(desktop, "interest-accept-en");
    await desktop.getByTestId("interest-accept-confirm").click();
    await expect(desktop.getByTestId("interest-state")).toContainText("Interest accepted");
    // Accepting opens the groom's numbers to the bride's family too.
    await expect(desktop.getByTestId("contacts")).toBeVisible();
    await expect(desktop.getByTestId("fraud-warning")).toBeVisible();

    // The groom's family now sees the bride's numbers; a third family still does not.
    await phone.reload();
    await expect(phone.getByTestId("contacts")).toBeVisible();
    expect(await shownText(phone)).toContain(SECRETS[0]);
    await expect(phone.getByTestId("fraud-warning")).toContainText(mr.p.fraud.title);
    await expectNoHorizontalOverflow(phone);
    await snap(phone, "interest-accepted-contacts-mr");
    await openIn(third, `/vadhuvar/${bride.slug}`, "en");
    await expect(third.getByTestId("contacts-withheld")).toBeVisible();
    for (const secret of SECRETS) expect(await shownText(third)).not.toContain(secret);
    const json = await third.request.get(`/api/v1/profiles/${bride.slug}`);
    for (const secret of SECRETS) expect(await json.text()).not.toContain(secret);

    // From the interests page the bride's family blocks the groom's: the interest leaves both lists.
    await desktop.goto("/user/interests");
    await desktop.getByTestId("interest-boxes").getByText(en.i.boxes.accepted).click();
    const accepted = desktop.getByTestId("interest-card").filter({ hasText: "Aniket" });
    await accepted.getByRole("button", { name: "Block" }).click();
    await desktop.getByRole("dialog").getByRole("button", { name: "Block" }).click();
    await expect(desktop.getByTestId("interest-card").filter({ hasText: "Aniket" })).toHaveCount(0);
    await phone.goto("/user/interests");
    await expect(phone.getByTestId("interest-card").filter({ hasText: "Shravani" })).toHaveCount(0);
    for (const p of [phone, desktop, third, admin]) await p.context().close();
  },
);

test("interests, privacy settings and who saw our contact details read well in both languages", async ({
  page,
}, info) => {
  // Demo member 9000000010 has an interest waiting and one accepted (seed/interests-seed.ts).
  for (const lang of ["mr", "en"] as Lang[]) {
    const { i, p } = copy[lang];
    await signIn(page, "9000000010", lang);
    await openIn(page, "/user/interests", lang);
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.getByRole("heading", { name: i.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("interest-card").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `interests-page-${lang}`);
    await page.getByTestId("interest-boxes").getByText(i.boxes.accepted).click();
    await expect(page.getByTestId("interest-card").first()).toContainText(i.status.accepted);
    await snap(page, `interests-accepted-${lang}`);
    await page.goto("/user/my-profile");
    const summary = page.getByTestId("privacy-summary").first();
    await expect(summary).toContainText(p.contact.accepted);
    await summary.getByRole("button", { name: p.views.show }).click();
    await expectNoHorizontalOverflow(page);
    await snap(page, `privacy-my-profile-${lang}`);
    await page
      .getByRole("link", { name: /Edit|बदल|संपादन/ })
      .first()
      .click();
    const section = page.getByTestId("privacy-section");
    await expect(section).toContainText(p.contact.label);
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await section.screenshot({ path: `test-results/screens/privacy-form-${lang}-${info.project.name}.png` });
  }
});
