import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  openIn,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

const texts = {
  en: {
    name: "Vadhu-Var Community Portal",
    shortName: "Vadhu-Var",
    offline: "You are offline — we will try again when the connection is back",
    gallery: "Gallery",
    notSent: "Not sent: there is no internet connection. What you typed is kept here.",
    retry: "Try again",
    savedOn: ", offline: this is what you last saw here.",
  },
  mr: {
    name: "वधू-वर समाज पोर्टल",
    shortName: "वधू-वर",
    offline: "आपण ऑफलाइन आहात — इंटरनेट परत आल्यावर आम्ही पुन्हा प्रयत्न करू",
    gallery: "छायाचित्र दालन",
    notSent: "पाठवले गेले नाही: इंटरनेट कनेक्शन नाही. आपण भरलेली माहिती इथेच जपून ठेवली आहे.",
    retry: "पुन्हा प्रयत्न करा",
    savedOn: "रोजी जतन केलेले, ऑफलाइन",
  },
} as const;

// The journeys elsewhere run without the service worker (playwright.config.ts); these test it.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker is active and controls this page (it claims the first page). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const lang of ["en", "mr"] as Lang[]) {
  test.describe(`installable app in ${lang}`, () => {
    test("the manifest is linked, in the page's language, with icons that load", async ({ page }) => {
      await openIn(page, "/home", lang);
      const link = page.locator('link[rel="manifest"]');
      await expect(link).toHaveAttribute("href", `manifest.webmanifest?lang=${lang}`);
      const href = await link.evaluate((el) => (el as HTMLLinkElement).href);
      const response = await page.request.get(href);
      expect(response.ok()).toBe(true);
      expect(response.headers()["content-type"]).toContain("application/manifest+json");
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: texts[lang].name,
        short_name: texts[lang].shortName,
        lang,
        start_url: "/home",
        scope: "/",
        display: "standalone",
        theme_color: "#7a1f2b",
        background_color: "#fff8ec",
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
      for (const icon of icons) {
        const image = await page.request.get(icon.src);
        expect(image.ok()).toBe(true);
        expect(image.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await image.body())).toBe(icon.sizes);
      }
    });

    test("a reload offline shows the portal's own layout and the offline notice", { tag: "@phone" }, async ({
      page,
      context,
    }) => {
      await openIn(page, "/home", lang);
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      await expect(page.getByTestId("offline-notice")).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId("offline-notice")).toHaveText(texts[lang].offline);
      await expect(page.getByTestId("footer-disclaimer")).toBeVisible();
      await expect(page.getByTestId("tile-vadhuVar")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectNoHorizontalOverflow(page);
      await snap(page, `offline-home-${lang}`);

      // Another page opened while offline: same shell, its own heading, the same notice.
      await page.goto("/gallery");
      await expect(page.getByRole("heading", { name: texts[lang].gallery, level: 1 })).toBeVisible();
      await expect(page.getByTestId("offline-notice")).toHaveText(texts[lang].offline);
      await snap(page, `offline-gallery-${lang}`);

      // Back online, the notice goes away by itself.
      await context.setOffline(false);
      await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    });
  });
}

test(
  "offline, the member's last-seen list and profile; after logout, no member data from any cache",
  {
    tag: "@phone",
  },
  async ({ page, context }, info) => {
    const lang: Lang = info.project.name === "phone" ? "mr" : "en";
    // Logging out ends this session; the next project signs in again (fixtures reuse no dead session).
    const mobile = "9000000018";
    const memberUrls = new Set<string>();
    page.on("response", (response) => {
      const url = response.url();
      if (/\/api\/v1\/(profiles|auth\/me)/.test(url) || /\/api\/v1\/media\/photos\//.test(url)) {
        if (response.request().method() === "GET" && response.ok()) memberUrls.add(url);
      }
    });
    await signIn(page, mobile, lang);
    await page.goto("/user/bride-groom-list");
    await waitForServiceWorker(page);
    // Once the worker controls the page, every read below passes through it.
    await page.reload();
    const cards = page.getByTestId("profile-card");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator("img").first()).toBeVisible();
    await cards.first().getByRole("link").first().click();
    // The family chose who sees its numbers: the details or the reason they are withheld.
    await expect(page.getByTestId("contacts").or(page.getByTestId("contacts-withheld"))).toBeVisible();
    await page.waitForLoadState("networkidle");
    const profileJson = [...memberUrls].filter((u) => /\/api\/v1\/profiles/.test(u));
    const photos = [...memberUrls].filter((u) => /\/media\/photos\//.test(u));
    expect(profileJson.length).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const profileUrl = page.url();

    // Offline, the profile and the list as this member last saw them, read-only, with when.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("offline-copy")).toContainText(texts[lang].savedOn);
    await expect(page.getByTestId("offline-profile").getByRole("heading", { level: 1 })).toHaveText(name);
    await expectNoHorizontalOverflow(page);
    await snap(page, `offline-profile-${lang}`);
    await page.goto("/user/bride-groom-list");
    await expect(page.getByTestId("offline-list").getByTestId("profile-card").first()).toBeVisible();
    await expect(page.getByTestId("offline-copy")).toBeVisible();
    await expect(page.getByTestId("offline-list").getByRole("button")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await snap(page, `offline-list-${lang}`);
    await context.setOffline(false);

    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login/);
    await context.setOffline(true);

    const found = await page.evaluate(
      async (urls) => {
        const kept: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (/\/api\/v1\/(profiles|auth\/me)/.test(request.url)) kept.push(`${name}: ${request.url}`);
          }
          for (const url of urls)
            if (await cache.match(url, { ignoreVary: true })) kept.push(`${name}: ${url}`);
        }
        // Nor through the worker or the browser's own cache: every read must fail offline.
        for (const url of urls) {
          try {
            const response = await fetch(url, { cache: "force-cache" });
            if (response.ok) kept.push(`fetch: ${url}`);
          } catch {
            // the network error a signed-out, offline reader should get
          }
        }
        return kept;
      },
      [...memberUrls],
    );
    expect(found).toEqual([]);
    // Nor from the offline copy: the list and the profile say they need the internet, nothing else.
    for (const url of ["/user/bride-groom-list", profileUrl]) {
      await page.goto(url);
      await expect(page.getByTestId("needs-internet")).toBeVisible();
      await expect(page.getByTestId("offline-copy")).toHaveCount(0);
      await expect(page.getByText(name)).toHaveCount(0);
    }
    await snap(page, `offline-signed-out-${lang}`);
    await context.setOffline(false);
  },
);

test.describe("a new release", () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 100;
  const origin = `http://127.0.0.1:${port}`;
  let dir = "";
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(join(tmpdir(), "vv-release-"));
    cpSync("apps/web/dist", join(dir, "web"), { recursive: true });
    // The worker script is served as written here (no pre-compressed copies to go stale).
    for (const ext of [".br", ".gz"]) rmSync(join(dir, "web", `sw.js${ext}`), { force: true });
    // node itself (not npx), so stopping it stops the server and frees the port for the next project.
    server = spawn(process.execPath, ["--import", "tsx", "e2e/release-server.ts"], {
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_PATH: "/vadhuvar/",
        WEB_DIST: join(dir, "web"),
        DATABASE_URL: `sqlite:${join(dir, "portal.db")}`,
        STORAGE_URL: `file:${join(dir, "uploads")}`,
        LOG_LEVEL: "warn",
      },
    });
    // As long as the suite's own server may take to start (playwright.config.ts): tsx on a busy machine.
    for (let i = 0; i < 360; i++) {
      const up = await fetch(`${origin}/vadhuvar/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("release server did not start");
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });

  test("under a base path, the app installs there and offers the new version", { tag: "@desktop" }, async ({
    page,
  }) => {
    await openIn(page, `${origin}/vadhuvar/home`, "en");
    await waitForServiceWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/vadhuvar/`);
    const href = await page.locator('link[rel="manifest"]').evaluate((el) => (el as HTMLLinkElement).href);
    expect(href).toBe(`${origin}/vadhuvar/manifest.webmanifest?lang=en`);
    const manifest = await (await page.request.get(href)).json();
    expect(manifest).toMatchObject({ id: "/vadhuvar/", start_url: "/vadhuvar/home", scope: "/vadhuvar/" });
    for (const icon of manifest.icons as { src: string }[]) {
      expect(icon.src).toMatch(/^\/vadhuvar\/icons\//);
      expect((await page.request.get(`${origin}${icon.src}`)).ok()).toBe(true);
    }
    await expect(page.getByTestId("update-available")).toHaveCount(0);

    // A new release is published: the worker script changes.
    appendFileSync(join(dir, "web", "sw.js"), "\n// release 2\n");
    await page.reload();
    const banner = page.getByTestId("update-available");
    await expect(banner).toContainText("A new version is available", { timeout: 20_000 });
    await expectNoHorizontalOverflow(page);
    await snap(page, "update-available-en");

    // "Reload": the waiting release takes over and the page comes back without the banner.
    await page.getByTestId("update-reload").click();
    await expect(banner).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState("load");
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  });
});

test.describe("a form whose submit does not get through", () => {
  // The journey is about the page and the server; page.route sees every request without a worker.
  test.use({ serviceWorkers: "block" });

  test(
    "keeps what was typed, says so, and Try again stores the review once",
    { tag: "@phone" },
    async ({ page, context }, info) => {
      const lang: Lang = info.project.name === "phone" ? "mr" : "en";
      await signUpNew(page, lang, { firstName: "Sunanda", lastName: "Gaikwad" });
      const count = async () => (await (await page.request.get("/api/v1/reviews")).json()).count as number;
      const before = await count();
      await page.goto("/about");
      await page.getByTestId("write-review").click();
      const dialog = page.getByRole("dialog");
      // Four stars, clicked where a person would (the dialog may still be sliding in).
      const checked = page.locator('[data-testid="review-rating"] input[value="4"]');
      await expect(async () => {
        const box = await page.getByTestId("review-rating").boundingBox();
        if (!box) throw new Error("rating input not visible");
        const x = box.x + (box.width * 4) / 5 - box.width / 40;
        await page.mouse.move(x, box.y + box.height / 2);
        await page.mouse.click(x, box.y + box.height / 2);
        await expect(checked).toBeChecked({ timeout: 500 });
      }).toPass({ timeout: 8_000 });
      const text = "The committee answered every call; thank you.";
      await dialog.getByRole("textbox").fill(text);

      // 1. No connection at all: nothing is sent, the dialog says so and keeps the text.
      await context.setOffline(true);
      await dialog.getByRole("button", { name: lang === "en" ? "Submit" : "पाठवा" }).click();
      const notSent = dialog.getByTestId("submit-offline");
      await expect(notSent).toContainText(texts[lang].notSent);
      await expect(dialog.getByRole("textbox")).toHaveValue(text);
      await expectNoHorizontalOverflow(page);
      await snap(page, `form-not-sent-${lang}`);
      await context.setOffline(false);

      // 2. The request reaches the server but its answer is lost on the way back.
      let lost = 0;
      await page.route("**/api/v1/reviews", async (route) => {
        if (route.request().method() !== "POST" || lost > 0) return route.fallback();
        lost++;
        await route.fetch();
        await route.abort("internetdisconnected");
      });
      await notSent.getByRole("button", { name: texts[lang].retry }).click();
      await expect.poll(() => lost).toBe(1);
      await expect(notSent).toBeVisible();
      await expect(dialog.getByRole("textbox")).toHaveValue(text);

      // 3. Try again: the server recognises the request and answers as the first time; one review.
      await notSent.getByRole("button", { name: texts[lang].retry }).click();
      await expect(dialog).toBeHidden();
      expect(await count()).toBe(before + 1);
    },
  );
});
