/**
 * Text at 200 % (WCAG 1.4.4) on a 360 px phone: the browser's text-size setting doubles the root
 * font size, which every Mantine size (rem) follows. No page may then scroll sideways, and no
 * button may clip its label.
 */
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, type Lang, openIn, signIn, snap, test } from "./fixtures";

async function atDoubleText(page: Page, path: string, lang: Lang) {
  await openIn(page, path, lang);
  await expect(page.locator("main")).toBeVisible();
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  await expect(page.locator(".mantine-Loader-root:visible")).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(400);
  await expectNoHorizontalOverflow(page);
  const clipped = await page.evaluate(() =>
    // Mantine cuts a button's label in its inner span, so that span is measured too.
    [...document.querySelectorAll<HTMLElement>("button, a[href], [role=tab], .mantine-Button-label")]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== "visible")
      .map((el) => (el.textContent ?? "").trim().slice(0, 30)),
  );
  expect(clipped, `buttons clipping their label at ${path}`).toEqual([]);
  await snap(page, `zoom200-${path.replace(/\W+/g, "-")}-${lang}`);
}

for (const lang of ["en", "mr"] as Lang[]) {
  test.describe(`text at 200 % in ${lang}`, { tag: "@phone" }, () => {
    test("a visitor's pages", async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of ["/home", "/login", "/about", "/job-updates"]) await atDoubleText(page, path, lang);
    });

    test("a family's pages", async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, "9000000010", lang);
      for (const path of [
        "/user/bride-groom-list",
        "/user/my-profile",
        "/user/create-profile",
        "/notifications/settings",
      ])
        await atDoubleText(page, path, lang);
    });

    test("the committee's pages", async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO.admin, lang);
      for (const path of ["/admin", "/users", "/admin/grievances"]) await atDoubleText(page, path, lang);
    });
  });
}

test("the brand stays on one line on a signed-in phone", { tag: "@phone" }, async ({ page }) => {
  await signIn(page, "9000000010", "mr");
  await openIn(page, "/user/my-profile", "mr");
  const brand = page.getByRole("banner").getByRole("link", { name: "वधू-वर" });
  await expect(brand).toBeVisible();
  const lines = await brand
    .locator("p, span, div")
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    });
  expect(lines).toBeLessThan(1.5);
  await expectNoHorizontalOverflow(page);
});
