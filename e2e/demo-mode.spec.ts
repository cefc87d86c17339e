import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, type Lang, openIn, snap } from "./fixtures";

// The end-to-end server runs in demo mode (e2e/serve.mjs: DEMO=true on 127.0.0.1), as `npm start` does.
const banner = (lang: Lang) =>
  JSON.parse(readFileSync(`packages/shared/locales/${lang}/common.json`, "utf8")).demo.banner as string;

for (const lang of ["en", "mr"] as const) {
  test(`demo mode shows its banner on every page, in ${lang}`, async ({ page }) => {
    for (const path of ["/home", "/contact", "/login", "/privacy-policy"]) {
      await openIn(page, path, lang);
      const note = page.getByRole("note").filter({ hasText: banner(lang) });
      await expect(note, path).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await openIn(page, "/home", lang);
    await expect(page.getByRole("note").filter({ hasText: banner(lang) })).toBeVisible();
    await snap(page, `demo-banner-${lang}`);
  });
}
