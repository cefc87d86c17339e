import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Lang } from "./fixtures";

/** WCAG 2.2 AA as axe-core tags it: the level DESIGN.md promises on every page. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits until the page has settled: no loader spins and Mantine's fade-ins are done. */
async function settled(page: Page) {
  // Not "networkidle": a signed-in page keeps its notifications stream open. The page has settled
  // when no loader spins; then Mantine's transitions (which fade text in) get time to finish, so
  // axe does not measure the contrast of a half-drawn colour.
  await page.waitForLoadState("load");
  // Sections drawn when the reader scrolls near them (the details' kundli card) are audited too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(".mantine-Loader-root:visible")).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** The serious and critical axe-core violations of the page as it is now, each naming its elements. */
export async function axeViolations(page: Page, label = page.url()): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Details of passing checks are not needed: collecting them doubles the run on a slow phone page.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) at ${label}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/**
 * Runs axe-core on the page as it is now and fails on any violation of serious or critical impact,
 * naming each rule with the elements that break it so the failure says what to mend.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  const serious = await axeViolations(page, label);
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * Every visible control a finger presses, smaller than the size it needs (WCAG 2.5.8: 24 px); with
 * `primary`, also every filled button under that height (a primary action on a phone: 44 px).
 */
export async function smallTapTargets(page: Page, min = 24, primary = 0) {
  return page.evaluate(
    ({ least, thumb }) => {
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
        const name = () => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        const size = () => `${Math.round(target.width)}x${Math.round(target.height)}`;
        if (target.width < least - 0.5 || target.height < least - 0.5)
          small.push(`${el.tagName.toLowerCase()} "${name()}" ${size()}`);
        else if (
          thumb &&
          el.matches(".mantine-Button-root[data-variant=filled]:not([data-size^=compact])") &&
          target.height < thumb - 0.5
        )
          small.push(`primary "${name()}" ${size()} (under ${thumb} px)`);
      }
      return small;
    },
    { least: min, thumb: primary },
  );
}

/** What is wrong with the page as it is now: axe-core's serious findings and small tap targets. */
async function auditHere(page: Page, label: string, phone: boolean): Promise<string[]> {
  const failures = await axeViolations(page, label);
  const small = await smallTapTargets(page, 24, phone ? 44 : 0);
  if (small.length) failures.push(`small tap targets at ${label}: ${small.join(", ")}`);
  return failures;
}

/** Switches the language with the header's switch, as a visitor would, without reloading. */
async function switchLanguage(page: Page, to: Lang) {
  await page.getByRole("banner").getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

/**
 * Audits each page in both languages at the project's width: opened in `first`, audited, switched
 * to the other language with the header's switch and audited again (one page load for both). Every
 * finding of every page is gathered before the test fails, so one run names all there is to mend.
 * A path may be a function that opens the page itself (a page reached by a click, a dialog open).
 */
export async function auditPages(
  page: Page,
  first: Lang,
  paths: (string | { label: string; open: (page: Page) => Promise<void> })[],
) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  await page.addInitScript((l) => localStorage.setItem("lang", l), first);
  const failures: string[] = [];
  for (const entry of paths) {
    const label = typeof entry === "string" ? entry : entry.label;
    const started = Date.now();
    const found: string[] = [];
    try {
      if (typeof entry === "string") await page.goto(entry);
      else await entry.open(page);
      await expect(page.locator("main")).toBeVisible();
      // A page opened by clicks keeps the language the last one was left in.
      const now = (await page.locator("html").getAttribute("lang")) === "mr" ? "mr" : "en";
      const other: Lang = now === "en" ? "mr" : "en";
      found.push(...(await auditHere(page, `${label} (${now})`, phone)));
      await switchLanguage(page, other);
      found.push(...(await auditHere(page, `${label} (${other})`, phone)));
    } catch (error) {
      found.push(`${label}: could not be audited: ${String((error as Error).message).split("\n")[0]}`);
    }
    // Printed as found, so a run cut short by its time limit still names what it saw.
    console.log(
      `${label}: ${((Date.now() - started) / 1000).toFixed(1)} s${found.map((f) => `\n  ${f}`).join("")}`,
    );
    failures.push(...found);
  }
  expect(failures, failures.join("\n")).toEqual([]);
}
