import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import enMatches from "../packages/shared/locales/en/matches.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrMatches from "../packages/shared/locales/mr/matches.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
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

/** The journey on a phone in Marathi, on the desktop in English. */
const copy = {
  en: { m: enMatches, k: enMatches.kundli, p: enProfile },
  mr: { m: mrMatches, k: mrMatches.kundli, p: mrProfile },
} as const;
/** Demo members with an approved profile (seed), one per project so the runs do not meet. */
const memberOf = (project: string) => (project === "phone" ? "9000000012" : "9000000013");

async function myProfileId(page: import("@playwright/test").Page): Promise<number> {
  const mine = await (await page.request.get("/api/v1/profiles/mine")).json();
  return mine.items[0].id as number;
}

test(
  "a family sets preferences, opens its matches and a match, reads the guna milan and downloads the biodata with it",
  { tag: "@phone" },
  async ({ page }, info) => {
    const lang = langOf(info.project.name);
    const { m, k, p } = copy[lang];
    await signIn(page, memberOf(info.project.name), lang);
    const profileId = await myProfileId(page);

    // Partner preferences: the profile's second step.
    await openIn(page, `/user/partner-preferences/${profileId}`, lang);
    await expect(page.getByRole("heading", { name: m.preferences.title, level: 1 })).toBeVisible();
    await page.locator('[data-field="ageMin"] input').fill("18");
    await page.locator('[data-field="ageMax"] input').fill("60");
    await page.locator('[data-field="minGuna"] input').fill("10");
    await expectNoHorizontalOverflow(page);
    await snap(page, `preferences-${lang}`);
    await page.getByRole("button", { name: m.preferences.save }).click();

    // Matches, ranked, each card saying why and with its guna.
    await expect(page).toHaveURL(new RegExp(`/user/matches/${profileId}`));
    await expect(page.getByRole("heading", { name: m.list.title, level: 1 })).toBeVisible();
    const cards = page.getByTestId("profile-card");
    await expect(cards.first()).toBeVisible();
    const reasons = cards.first().getByTestId("match-reasons");
    await expect(reasons).toContainText(m.list.criteria.age);
    await expect(reasons.getByTestId("match-guna")).toContainText(lang === "mr" ? "गुण" : "Guna");
    await expectNoHorizontalOverflow(page);
    await snap(page, `matches-${lang}`);

    // A match's details: the computed Moon and the guna breakdown, koota by koota.
    await cards.first().getByRole("link", { name: p.list.details }).click();
    await expect(page).toHaveURL(/\/vadhuvar\//);
    // The card renders as the reader scrolls near it.
    await page.getByTestId("kundli-section").scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: k.guna.title })).toBeVisible();
    const breakdown = page.getByTestId("guna-breakdown");
    await expect(breakdown).toBeVisible();
    for (const koota of ["varna", "vashya", "tara", "yoni", "maitri", "gana", "bhakoot", "nadi"] as const)
      await expect(breakdown).toContainText(k.kootas[koota].name);
    const total = (await page.getByTestId("guna-total").textContent()) ?? "";
    expect(total).toContain(lang === "mr" ? "३६ पैकी" : "of 36");
    await page.getByTestId("guna-breakdown").scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await snap(page, `match-details-${lang}`);

    // The biodata PDF carries the horoscope section with the guna milan.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: p.details.downloadPdf }).click();
    const pdf = await download;
    const path = info.outputPath("biodata.pdf");
    await pdf.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    const text = spawnSync("pdftotext", [path, "-"], { encoding: "utf8" });
    if (text.status === 0) {
      const flat = text.stdout.replace(/\s+/g, " ");
      // pdftotext reorders Devanagari vowel signs; digits and "of 36" survive extraction.
      expect(flat).toContain(lang === "mr" ? "३६ पैकी" : "Horoscope and guna milan");
      expect(flat).toContain(lang === "mr" ? "योनी" : "of 36");
    }
  },
);

test("My Profile shows completeness, matches and who viewed, in the other language too", async ({
  page,
}, info) => {
  // The other language at this width, so both languages are seen at 360 and 1280 px.
  const lang: Lang = langOf(info.project.name) === "mr" ? "en" : "mr";
  const { m } = copy[lang];
  await signIn(page, memberOf(info.project.name), lang);
  const profileId = await myProfileId(page);
  await openIn(page, "/user/my-profile", lang);
  const panel = page.getByTestId("matchmaking-panel").first();
  await expect(panel.getByTestId("completeness-percent")).toContainText("%");
  await panel.getByRole("button", { name: m.menu.whoViewed }).click();
  await expect(panel.getByTestId("who-viewed")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `my-profile-matchmaking-${lang}`);
  await openIn(page, `/user/matches/${profileId}`, lang);
  await expect(page.getByTestId("profile-card").first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `matches-${lang}`);
  await page.getByTestId("profile-card").first().getByRole("link").first().click();
  await page.getByTestId("kundli-section").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("guna-breakdown")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `match-details-${lang}`);
});
