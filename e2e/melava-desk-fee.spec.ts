import type { Browser, Page } from "@playwright/test";
import enMelava from "../packages/shared/locales/en/melava.json" with { type: "json" };
import mrMelava from "../packages/shared/locales/mr/melava.json" with { type: "json" };
import { expectAccessible } from "./a11y";
import { DEMO, expect, expectNoHorizontalOverflow, langOf, signIn, snap, test } from "./fixtures";

/** A demo family with an approved bride profile (seed: even mobiles are brides). */
const FAMILY = "9000000018";

async function familyPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, FAMILY, "en");
  return page;
}

test("a family that registered online but did not pay pays at the desk and gets its number", async ({
  page,
  browser,
}, info) => {
  const lang = langOf(info.project.name);
  const words = lang === "mr" ? mrMelava : enMelava;
  await signIn(page, DEMO.admin, lang);

  // The committee publishes a meet with a fee, through its API (the form has its own tests).
  const now = Date.now();
  const slug = `desk-fee-${now.toString(36)}`;
  const created = await page.request.post("/api/v1/admin/melava", {
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
      feeRupees: 250,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(
    (await page.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } })).ok(),
  ).toBe(true);

  // The family registers online and leaves the fee for later.
  const family = await familyPage(browser, String(info.project.use.baseURL));
  const mine = await (await family.request.get(`/api/v1/melava/${slug}/mine`)).json();
  const profile = mine.eligible[0];
  const registered = await family.request.post(`/api/v1/melava/${slug}/registrations`, {
    data: { profileId: profile.profileId, showPhoto: true },
  });
  expect(registered.status()).toBe(201);
  expect((await registered.json()).registration.status).toBe("awaiting_payment");

  // At the hall: the desk finds the row, not paid, and takes the fee.
  await page.goto(`/admin/melava/${id}/desk`);
  const row = page.getByTestId(/^desk-row-/).filter({ hasText: profile.name });
  await expect(row).toContainText(words.desk.paidNo);
  await row.getByRole("button", { name: words.desk.takeFee }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(words.desk.takeFeeTitle.replace("{{name}}", profile.name));
  await dialog.getByTestId("desk-fee-submit").click();
  await expect(dialog).toContainText(words.validation.receipt);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, "desk fee dialog");
  await snap(page, `desk-fee-dialog-${lang}`);
  await dialog.getByText(words.onspot.upi, { exact: true }).click();
  await dialog.getByTestId("desk-fee-receipt").fill("UPI-2611");
  await dialog.getByTestId("desk-fee-submit").click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(words.desk.paidYes);
  await expect(row.getByRole("button", { name: words.desk.takeFee })).toHaveCount(0);
  await expect(row).not.toContainText("–");
  await snap(page, `desk-fee-paid-${lang}`);

  // The family's registration is confirmed, with its entry pass.
  const registrationId = (await registered.json()).registration.id;
  expect((await family.request.get(`/api/v1/melava/registrations/${registrationId}/pass`)).status()).toBe(
    200,
  );
  await family.context().close();
});
