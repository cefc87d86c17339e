import type { Browser, Page } from "@playwright/test";
import enMelava from "../packages/shared/locales/en/melava.json" with { type: "json" };
import mrMelava from "../packages/shared/locales/mr/melava.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, readerDigits, signIn, snap, test } from "./fixtures";

/** A demo family with an approved bride profile (seed: even mobiles are brides). */
const FAMILY = "9000000016";

async function committeePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, "en");
  return page;
}

test(
  "a family registers and pays on a phone in Marathi, gets the pass; the desk checks it in and puts it on stage",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    const baseURL = String(info.project.use.baseURL);
    const desk = await committeePage(browser, baseURL);

    // The committee publishes a meet with a fee, through its API (the form has its own tests).
    const now = Date.now();
    const slug = `melava-e2e-${now.toString(36)}`;
    const created = await desk.request.post("/api/v1/admin/melava", {
      data: {
        slug,
        nameEn: "Vadhu-Var Parichay Melava",
        nameMr: "वधू-वर परिचय मेळावा",
        startsAt: new Date(now + 10 * 86_400_000).toISOString(),
        venueEn: "Tapadia Natya Mandir",
        venueMr: "तापडिया नाट्य मंदिर",
        address: "Nirala Bazar, Chhatrapati Sambhajinagar",
        registrationOpensAt: new Date(now - 86_400_000).toISOString(),
        registrationClosesAt: new Date(now + 8 * 86_400_000).toISOString(),
        feeRupees: 200,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect(
      (await desk.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } })).ok(),
    ).toBe(true);

    // The family, on a phone in Marathi: the event page, the booklet choices, the fee.
    const mr = mrMelava;
    await signIn(page, FAMILY, "mr");
    await page.goto(`/melava/${slug}`);
    await expect(page.getByRole("heading", { name: "वधू-वर परिचय मेळावा" })).toBeVisible();
    await expect(page.getByTestId("melava-countdown")).toContainText("सुरू होण्यास");
    await page.getByTestId("melava-profile").click();
    await page.getByRole("option").first().click();
    await page.getByTestId("melava-photo-yes").check();
    await expect(page.getByTestId("melava-contact")).not.toBeChecked();
    await expectNoHorizontalOverflow(page);
    await snap(page, "melava-register-mr");
    await page.getByTestId("melava-register").click();
    await expect(page.getByText(mr.messages.registered.awaiting_payment)).toBeVisible();
    await page.getByTestId("melava-pay").click();
    await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/VVM\d+T/);
    await page
      .getByRole("button", { name: /भरा|Pay/ })
      .first()
      .click();

    // Back from the gateway: the pass with its number in Devanagari digits and the QR code.
    await expect(page).toHaveURL(/\/melava\/registrations\/\d+\?tid=/);
    await expect(page.getByTestId("melava-pass")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("melava-pass-number")).toHaveText(
      new RegExp(`^(वधू|वर) ${readerDigits("001", "mr")}$`),
    );
    await expect(page.getByTestId("melava-pass-qr")).toBeVisible();
    const bride = (await page.getByTestId("melava-pass-number").textContent())?.startsWith("वधू");
    await expectNoHorizontalOverflow(page);
    await snap(page, "melava-pass-mr");
    const pdf = page.waitForEvent("download");
    await page.getByTestId("melava-pass-pdf").click();
    expect((await pdf).suggestedFilename()).toMatch(/^melava-pass-\d+\.pdf$/);

    // The desk, on a laptop in English: the number typed, then the same number again.
    const en = enMelava;
    await desk.goto(`/admin/melava/${id}/desk`);
    await expect(desk.getByTestId("desk-counts")).toContainText("Registered 1");
    if (!bride) {
      await desk.getByTestId("desk-series").click();
      await desk.getByRole("option", { name: en.series.groom }).click();
    }
    await desk.getByTestId("desk-number").fill("1");
    await desk.getByTestId("desk-check-in").click();
    await expect(desk.getByTestId("desk-result")).toContainText("checked in.");
    await desk.getByTestId("desk-number").fill("1");
    await desk.getByTestId("desk-check-in").click();
    await expect(desk.getByTestId("desk-result")).toContainText("counted once");
    await expect(desk.getByTestId("desk-counts")).toContainText("Checked in 1");

    // The stage screen, in the event's booklet language (Marathi), advanced with one key.
    await desk.goto(`/admin/melava/${id}/stage`);
    await expect(desk.getByText(mr.stage.none)).toBeVisible();
    await desk.keyboard.press("ArrowRight");
    await expect(desk.getByTestId("stage-number")).toHaveText(/^(वधू|वर) ००१$/);
    await expect(desk.getByTestId("stage-name")).not.toBeEmpty();
    await desk.context().close();
  },
);
