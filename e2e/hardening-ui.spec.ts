import type { Locator, Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  langOf,
  openIn,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

/** The phone in Marathi, the desktop in English, as the other specs. */

async function box(locator: Locator) {
  return (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The share button as a person sees it: its box when shown, null while it is hidden. */
async function shownShare(page: Page) {
  const share = page.getByTestId("share-button");
  const shown = await share.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && Number(style.opacity) > 0.5;
  });
  return shown ? box(share) : null;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the floating share button never sits on a card's wish-list heart", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await signIn(page, DEMO.associate, lang);
  await openIn(page, "/user/bride-groom-list", lang);
  const hearts = page.getByTestId("profile-card").locator("button[aria-pressed]");
  // The list and its photos can take a while on a loaded test machine.
  await expect(hearts.first()).toBeVisible({ timeout: 30_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let checked = 0;
  for (let y = 0; y <= height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(200);
    const share = await shownShare(page);
    if (!share) continue;
    for (const heart of await hearts.all()) {
      expect(overlaps(share, await box(heart)), `scrolled to ${y}`).toBe(false);
      checked++;
    }
  }
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(300);
  expect(await shownShare(page)).toBeNull();
  await page.screenshot({
    path: `test-results/screens/share-list-scrolled-${lang}-${info.project.name}.png`,
  });
  // At the end of the page it rests on the footer's empty strip, in reach.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await shownShare(page)) !== null).toBe(true);
  await page.screenshot({ path: `test-results/screens/share-list-bottom-${lang}-${info.project.name}.png` });
  expect(checked + 1).toBeGreaterThan(0);
  await expectNoHorizontalOverflow(page);
});

test("a job's last date is picked on a calendar in the site's language", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await signUpNew(page, lang);
  await openIn(page, "/job-updates/new", lang);
  const input = page.locator('[data-field="lastDate"] input:not([type=hidden])').first();
  await input.click();
  const month = page.locator(".mantine-DateInput-calendarHeaderLevel").first();
  await expect(month).toBeVisible();
  // Month names and day numbers in the page's language and digits.
  await expect(month).toContainText(lang === "mr" ? /[\u0900-\u097F]/ : /[A-Za-z]/);
  await expect(page.locator(".mantine-DateInput-day").first()).toContainText(lang === "mr" ? /[०-९]/ : /\d/);
  await snap(page, `job-last-date-calendar-${lang}`);
  await page.keyboard.press("Escape");
  const inTenDays = new Date(Date.now() + 10 * 86_400_000);
  const dd = String(inTenDays.getUTCDate()).padStart(2, "0");
  const mm = String(inTenDays.getUTCMonth() + 1).padStart(2, "0");
  const yyyy = String(inTenDays.getUTCFullYear());
  await input.fill(`${dd}/${mm}/${yyyy}`);
  await input.blur();
  const shown = `${dd}/${mm}/${yyyy}`.replace(/\d/g, (d) =>
    lang === "mr" ? ("०१२३४५६७८९"[Number(d)] ?? d) : d,
  );
  await expect(input).toHaveValue(shown);
  await expectNoHorizontalOverflow(page);
});
