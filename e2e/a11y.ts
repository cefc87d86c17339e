import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA as axe-core tags it: the level DESIGN.md promises on every page. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it is now and fails on any violation of serious or critical impact,
 * naming each rule with the elements that break it so the failure says what to mend.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  // Not "networkidle": a signed-in page keeps its notifications stream open. The page has settled
  // when no loader spins; then Mantine's transitions (which fade text in) get time to finish, so
  // axe does not measure the contrast of a half-drawn colour.
  await page.waitForLoadState("load");
  await expect(page.locator(".mantine-Loader-root:visible")).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Details of passing checks are not needed: collecting them doubles the run on a slow phone page.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) at ${label}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

/** Every visible control a finger presses, smaller than the size it needs (WCAG 2.5.8: 24 px). */
export async function smallTapTargets(page: Page, min = 24) {
  return page.evaluate((least) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input[type=checkbox], input[type=radio], [role=tab], [role=button], [role=checkbox], [role=switch]",
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[aria-hidden=true]")) continue;
      // A link inside a sentence is exempt by the criterion itself (its spacing is the text's).
      if (el.tagName === "A" && style.display === "inline" && el.parentElement?.closest("p, li")) continue;
      // An input Mantine hides behind its drawn box is measured by the box (its parent) instead.
      const target =
        style.opacity === "0" && el.parentElement ? el.parentElement.getBoundingClientRect() : box;
      if (target.width < least - 0.5 || target.height < least - 0.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}x${Math.round(target.height)}`,
        );
      }
    }
    return small;
  }, min);
}
