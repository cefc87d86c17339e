import { test as base, expect, type Page } from "@playwright/test";

export type Lang = "en" | "mr";

/** Opens a page with the language chosen the way a visitor would have left it (localStorage). */
export async function openIn(page: Page, path: string, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem("vv-e2e-lang-set")) {
      localStorage.setItem("lang", l);
      sessionStorage.setItem("vv-e2e-lang-set", "1");
    }
  }, lang);
  await page.goto(path);
}

/** Saves a screenshot under test-results/screens for a person to look at. */
export async function snap(page: Page, name: string) {
  const project = base.info().project.name;
  await page.screenshot({ path: `test-results/screens/${name}-${project}.png`, fullPage: true });
}

/** No element may be wider than the viewport: a phone must never scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

export const test = base;
export { expect };
