import { expect, expectNoHorizontalOverflow, type Lang, openIn, snap, test } from "./fixtures";

const texts = {
  en: {
    home: "Home",
    terms: "Terms and Conditions",
    privacy: "Privacy Policy",
    notFound: "Page not found",
    gallery: "Gallery",
  },
  mr: {
    home: "मुख्यपृष्ठ",
    terms: "नियम व अटी",
    privacy: "गोपनीयता धोरण",
    notFound: "पान सापडले नाही",
    gallery: "छायाचित्र दालन",
  },
} as const;

for (const lang of ["en", "mr"] as Lang[]) {
  test.describe(`public pages in ${lang}`, () => {
    test("/ redirects to /home with carousel, tiles and footer", async ({ page }) => {
      await openIn(page, "/", lang);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const carousel = page.getByTestId("home-carousel");
      await expect(carousel).toBeVisible();
      await expect(carousel.locator("img")).toHaveCount(3);
      await expect(page.getByTestId("tile-vadhuVar")).toHaveAttribute("href", "/user/bride-groom-list");
      await expect(page.getByTestId("tile-jobs")).toHaveAttribute("href", "/job-updates");
      await expect(page.getByTestId("tile-business")).toHaveAttribute("href", "/business");
      await expect(page.getByTestId("create-profile")).toHaveAttribute("href", "/login");
      await expect(page.getByTestId("footer-disclaimer")).toContainText(
        lang === "en" ? "not a dating site" : "डेटिंग",
      );
      await expect(page.getByTestId("share-button")).toHaveAttribute("href", /send\?text=/);
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalOverflow(page);
      await snap(page, `home-${lang}`);
    });

    test("gallery shows nine images", async ({ page }) => {
      await openIn(page, "/gallery", lang);
      await expect(page.getByRole("heading", { name: texts[lang].gallery, level: 1 })).toBeVisible();
      const images = page.getByTestId("gallery-grid").locator("img");
      await expect(images).toHaveCount(9);
      const columns = await page
        .getByTestId("gallery-grid")
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      const width = page.viewportSize()?.width ?? 0;
      expect(columns).toBe(width >= 992 ? 4 : 2);
      await expectNoHorizontalOverflow(page);
      await snap(page, `gallery-${lang}`);
    });

    test("terms have 24 numbered sections and privacy its effective date", async ({ page }) => {
      await openIn(page, "/term-and-condition", lang);
      await expect(page.getByRole("heading", { name: texts[lang].terms, level: 1 })).toBeVisible();
      await expect(page.getByTestId("legal-sections").locator("> li")).toHaveCount(24);
      // Each heading carries its number in the page's digits; bullet lines are real list items.
      const headings = page.getByTestId("legal-sections").getByRole("heading", { level: 2 });
      await expect(headings.first()).toHaveText(lang === "en" ? /^1\. / : /^१\. /);
      await expect(headings.last()).toHaveText(lang === "en" ? /^24\. / : /^२४\. /);
      await expect(page.getByTestId("legal-bullets").first().locator("li")).toHaveCount(8);
      await expect(page.getByTestId("legal-date")).toContainText(lang === "en" ? "2026" : "२०२६");
      await expectNoHorizontalOverflow(page);
      await snap(page, `terms-${lang}`);
      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { name: texts[lang].privacy, level: 1 })).toBeVisible();
      await expect(page.getByTestId("legal-sections").locator("> li")).toHaveCount(12);
    });

    test("unknown paths show Page not found", async ({ page }) => {
      await openIn(page, "/no/such/page", lang);
      await expect(page.getByRole("heading", { name: texts[lang].notFound })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await snap(page, `not-found-${lang}`);
    });
  });
}

test("the language switch persists over a reload", async ({ page }) => {
  await openIn(page, "/home", "en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switch").first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByRole("link", { name: "संपर्क" }).first()).toBeAttached();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByTestId("create-profile")).toHaveText("प्रोफाइल तयार करा");
});

test("index.html's inline early script runs under the site's Content-Security-Policy", {
  tag: "@desktop",
}, async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Without the app's entry script, what the inline script started is left for us to read (the app
  // takes each request from it).
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  const response = await page.goto("/home");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const started = (window as unknown as { __vvEarlyRequests?: Map<string, unknown> }).__vvEarlyRequests;
        return started ? [...started.keys()] : [];
      }),
    )
    .toEqual(["/auth/me", "/config", "/site-images"]);
  expect(refused).toEqual([]);
});

test("the associate id from /home/{aid} is remembered", async ({ page }) => {
  await page.goto("/home/A-42");
  await expect(page.getByTestId("home-carousel")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("associateId"))).toBe("A-42");
});

// The drawer exists only below the md breakpoint: the phone only.
test("the side drawer opens on a phone", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Gallery" })).toBeVisible();
  await drawer.getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});
