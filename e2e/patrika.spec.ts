import enMatches from "../packages/shared/locales/en/matches.json" with { type: "json" };
import mrMatches from "../packages/shared/locales/mr/matches.json" with { type: "json" };
import {
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  langOf,
  openIn,
  signIn,
  snap,
  test,
} from "./fixtures";

const copy = { en: enMatches.patrika, mr: mrMatches.patrika } as const;

/** A demo member with an approved profile (seed); this journey only reads. */
const MEMBER = "9000000012";

async function aMatchSlug(page: import("@playwright/test").Page): Promise<string> {
  const mine = await (await page.request.get("/api/v1/profiles/mine")).json();
  const matches = await (await page.request.get(`/api/v1/matches/${mine.items[0].id}`)).json();
  return matches.items[0].slug as string;
}

async function readsTheChart(page: import("@playwright/test").Page, lang: Lang) {
  const p = copy[lang];
  await signIn(page, MEMBER, lang);
  const slug = await aMatchSlug(page);
  await openIn(page, `/vadhuvar/${slug}`, lang);
  // The horoscope card renders as the reader scrolls near it.
  await page.getByTestId("kundli-section").scrollIntoViewIfNeeded();
  const patrika = page.getByTestId("patrika");
  await expect(patrika.getByRole("heading", { name: p.title })).toBeVisible();
  // The demo profiles have a birth time and a picked place: the lagna chart, not the Moon chart.
  const chart = patrika.getByRole("img", { name: p.chartLabel });
  await expect(chart).toBeVisible();
  // Twelve sign numbers and the nine grahas' short names, in the reader's script.
  await expect(chart.locator('text[data-kind="sign"]')).toHaveCount(12);
  await expect(chart.locator('text[data-kind="graha"]')).toHaveCount(9);
  const moonShort = lang === "mr" ? "चं" : "Mo";
  await expect(chart.locator('text[data-kind="graha"]', { hasText: moonShort })).toHaveCount(1);
  // The table: the lagna and the nine grahas.
  await expect(patrika.getByTestId("graha-table").locator("tbody tr")).toHaveCount(10);
  await expect(patrika.getByTestId("graha-table")).toContainText(p.lagna);
  // Mangal dosha: the verdict, its reason counted from the lagna and the Moon, and the rule.
  await expect(page.getByRole("heading", { name: p.mangal.title })).toBeVisible();
  await expect(page.getByTestId("mangal-verdict")).toHaveText(
    new RegExp(`^(${p.mangal.yes}|${p.mangal.no})$`),
  );
  const reason = (await page.getByTestId("mangal-reason").textContent()) ?? "";
  expect(reason).toContain(lang === "mr" ? "लग्नापासून" : "from the lagna");
  if (lang === "mr") expect(reason).toMatch(/[०-९]/);
  await expect(patrika).toContainText(p.mangal.rule);
  await chart.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await snap(page, `patrika-${lang}`);
}

test(
  "a family on a phone in Marathi sees the birth chart and why there is (or is not) Mangal dosha",
  { tag: "@phone" },
  async ({ page }, info) => {
    await readsTheChart(page, langOf(info.project.name));
  },
);

test("the birth chart in English on a desktop", { tag: "@desktop" }, async ({ page }, info) => {
  await readsTheChart(page, langOf(info.project.name));
});
