import { expect, type Page } from "@playwright/test";
import axe from "axe-core";
import type { Lang } from "./fixtures";

/** WCAG 2.2 AA as axe-core tags it: the level DESIGN.md promises on every page. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules that can find a serious or critical fault: WCAG 2.x A/AA and axe's best practices,
 * less the rules whose worst finding is moderate or minor (only serious and critical fail the
 * audit, so running those would cost time and change nothing). axe-core keeps each rule's worst
 * impact in its internal `_audit`; should a later version move it, every tagged rule runs.
 */
const RUN_ONLY = (() => {
  const tags = [...WCAG_TAGS, "best-practice"];
  type Rule = { id: string; impact?: string; tags: string[]; enabled?: boolean };
  const rules = (axe as unknown as { _audit?: { rules?: Rule[] } })._audit?.rules;
  if (!rules?.length) return { type: "tag" as const, values: tags };
  const values = rules
    // As a run by tags would: axe's experimental rules and those it leaves off by default (its
    // target-size: smallTapTargets below measures every control instead) stay out.
    .filter((r) => r.tags.some((t) => tags.includes(t)) && !r.tags.includes("experimental"))
    .filter((r) => r.enabled !== false)
    .filter((r) => r.impact === "serious" || r.impact === "critical")
    .map((r) => r.id);
  return { type: "rule" as const, values };
})();

/**
 * API requests in flight per page (the notifications stream, which stays open, aside): a page has
 * its data when none is left.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  const api = (url: string) => url.includes("/api/") && !url.includes("/stream");
  page.on("request", (r) => {
    if (api(r.url())) open.add(r);
  });
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
}

/** Waits until the page has settled: its data arrived, no loader spins and Mantine's fade-ins are done. */
async function settled(page: Page) {
  // Not "networkidle": a signed-in page keeps its notifications stream open. The page has settled
  // when no request of its own is open and no loader spins; then Mantine's transitions (which fade
  // text in) have to finish, so axe does not measure the contrast of a half-drawn colour.
  await page.waitForLoadState("load");
  // Sections drawn when the reader scrolls near them (the details' kundli card) are audited too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const open = inFlight.get(page);
  for (const until = Date.now() + 30_000; open?.size && Date.now() < until; ) await page.waitForTimeout(50);
  await expect(page.locator(".mantine-Loader-root:visible, [aria-busy=true]:visible")).toHaveCount(0, {
    timeout: 30_000,
  });
  // Two frames for a transition an effect starts, then until no finite animation runs (a fixed
  // 400 ms wait cost 47 s a project over 59 pages in two languages, mostly waiting on nothing).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
    for (const until = performance.now() + 10_000; performance.now() < until; ) {
      if (document.fonts.status === "loaded" && !moving()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Runs axe-core in the page itself. Injected once per page load (a page opened inside the app keeps
 * it): @axe-core/playwright's AxeBuilder injects it anew on every call and finishes each run in a
 * new blank tab, which cost 4-6 s a call on a busy 2-core machine against 1-2 s here. The portal
 * has no iframes, the one thing AxeBuilder's way adds.
 */
async function runAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly, resultTypes: ["violations"] }),
    RUN_ONLY,
  );
}

/** The serious and critical axe-core violations of the page as it is now, each naming its elements. */
async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) at ${label}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/**
 * Runs axe-core on the page as it is now and fails on any violation of serious or critical impact,
 * naming each rule with the elements that break it so the failure says what to mend.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  trackRequests(page);
  await settled(page);
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
async function auditHere(page: Page, label: string, phone: boolean, spent: Spent): Promise<string[]> {
  let at = Date.now();
  const lap = (part: keyof Spent) => {
    spent[part] += Date.now() - at;
    at = Date.now();
  };
  await settled(page);
  lap("settle");
  const failures = await axeViolations(page, label);
  lap("axe");
  const small = await smallTapTargets(page, 24, phone ? 44 : 0);
  lap("taps");
  if (small.length) failures.push(`small tap targets at ${label}: ${small.join(", ")}`);
  return failures;
}

/** Where a page's audit spent its time, in ms (printed with each page, to see what to make cheaper). */
type Spent = { settle: number; axe: number; taps: number };

/** Switches the language with the header's switch, as a visitor would, without reloading. */
async function switchLanguage(page: Page, to: Lang) {
  await page.getByRole("banner").getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

/**
 * Opens a page inside the app, as its own links do (the address changes and the router follows),
 * without loading the app again: one load serves a whole walk. Done when the page area names the
 * new address (Layout's `data-page`): the router keeps the last page on screen while the next
 * one's chunk arrives.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  const pathname = new URL(path, "http://x").pathname;
  await expect(page.locator("[data-page]")).toHaveAttribute("data-page", pathname);
}

/**
 * Audits each page in both languages at the project's width: opened in `first`, audited, switched
 * to the other language with the header's switch and audited again. The first page is loaded, the
 * others opened inside the app (openInApp), so a walk costs one load of the app. Every finding of
 * every page is gathered before the test fails, so one run names all there is to mend. A path may
 * be a function that opens the page itself (a page reached by a click, a dialog open).
 */
export async function auditPages(
  page: Page,
  first: Lang,
  paths: (string | { label: string; open: (page: Page) => Promise<void> })[],
) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  await page.addInitScript((l) => localStorage.setItem("lang", l), first);
  trackRequests(page);
  const failures: string[] = [];
  let loaded = false;
  for (const entry of paths) {
    const label = typeof entry === "string" ? entry : entry.label;
    const started = Date.now();
    const found: string[] = [];
    const spent: Spent = { settle: 0, axe: 0, taps: 0 };
    try {
      if (typeof entry !== "string") await entry.open(page);
      else if (loaded) await openInApp(page, entry);
      else await page.goto(entry);
      loaded = true;
      await expect(page.locator("main")).toBeVisible();
      // A page opened by clicks keeps the language the last one was left in.
      const now = (await page.locator("html").getAttribute("lang")) === "mr" ? "mr" : "en";
      const other: Lang = now === "en" ? "mr" : "en";
      found.push(...(await auditHere(page, `${label} (${now})`, phone, spent)));
      await switchLanguage(page, other);
      found.push(...(await auditHere(page, `${label} (${other})`, phone, spent)));
    } catch (error) {
      found.push(`${label}: could not be audited: ${String((error as Error).message).split("\n")[0]}`);
    }
    // Printed as found, so a run cut short by its time limit still names what it saw.
    const s = (ms: number) => (ms / 1000).toFixed(1);
    const parts = `settling ${s(spent.settle)}, axe ${s(spent.axe)}, taps ${s(spent.taps)}`;
    console.log(`${label}: ${s(Date.now() - started)} s (${parts})${found.map((f) => `\n  ${f}`).join("")}`);
    failures.push(...found);
  }
  expect(failures, failures.join("\n")).toEqual([]);
}
