import { writeFileSync } from "node:fs";
import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect } from "./fixtures";

/** An admin (in a browser context of its own) offers payments to one account: the per-user flag. */
export async function enablePaymentsFor(browser: Browser, baseURL: string, mobile: string) {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  expect((await request.post("/api/v1/auth/otp", { data: { mobile: DEMO.admin } })).ok()).toBe(true);
  const outbox = await (await request.get("/api/v1/dev/outbox")).json();
  const code = outbox.messages.find((m: { mobile: string }) => m.mobile === DEMO.admin)?.code;
  expect(
    (await request.post("/api/v1/auth/otp/verify", { data: { mobile: DEMO.admin, otp: code } })).ok(),
  ).toBe(true);
  const res = await request.put(`/api/v1/admin/payments/members/${mobile}`, { data: { enabled: true } });
  expect(res.ok()).toBe(true);
  await context.close();
}

async function pick(page: Page, field: string, option: number) {
  await page.locator(`[data-field="${field}"] input:not([type=hidden])`).first().click();
  await page.getByRole("option").nth(option).click();
}

async function fill(page: Page, field: string, value: string) {
  await page
    .locator(`[data-field="${field}"] input:not([type=hidden]), [data-field="${field}"] textarea`)
    .first()
    .fill(value);
}

/** Fills the profile form (photo with the crop step included), ready to save. */
export async function fillProfileForm(page: Page, info: TestInfo, usePhotoLabel: string, photoAlt: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#dde6cf"/>
    <circle cx="450" cy="250" r="120" fill="#8a5a3c"/><rect x="300" y="380" width="300" height="220" fill="#1f4e7a"/></svg>`;
  const photo = info.outputPath("payer.jpg");
  writeFileSync(photo, await sharp(Buffer.from(svg)).jpeg().toBuffer());
  await page.locator('input[type="file"]').first().setInputFiles(photo);
  await page.getByRole("button", { name: usePhotoLabel }).click();
  await expect(page.locator(`img[alt="${photoAlt}"]`).first()).toBeVisible({ timeout: 15_000 });
  await pick(page, "profileFor", 2);
  await page.locator('[data-field="gender"] input[type=radio]').nth(1).check();
  await fill(page, "firstName", "Sayali");
  await fill(page, "middleName", "Madhukar");
  await fill(page, "lastName", "Deshmukh");
  await fill(page, "dateOfBirth", "02/03/1998");
  await pick(page, "birthHour", 9);
  await pick(page, "birthMinute", 15);
  await pick(page, "birthAmPm", 1);
  await fill(page, "birthPlace", "Amravati");
  await pick(page, "height", 20);
  await pick(page, "bloodGroupId", 2);
  await pick(page, "maritalStatusId", 0);
  await pick(page, "zodiacId", 5);
  await pick(page, "religionId", 0);
  await pick(page, "casteId", 0);
  await pick(page, "districtId", 0);
  await fill(page, "uncleSurname", "Joshi");
  await pick(page, "educationId", 4);
  await fill(page, "fatherFullName", "Madhukar Deshmukh");
  await fill(page, "fatherOccupation", "Teacher");
  await fill(page, "fatherMobile", "9822098220");
  await fill(page, "currentAddress", "7, Camp Road, Amravati");
  await fill(page, "contactPersonName1", "Madhukar Deshmukh");
  await fill(page, "contactPersonMobile1", "9822098221");
}
