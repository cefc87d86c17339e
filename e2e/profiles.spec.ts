import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import { expect, expectNoHorizontalOverflow, langOf, signIn, signUpNew, snap, test } from "./fixtures";

/** Each viewport runs the journey in one language: the phone in Marathi, the desktop in English. */
const copy = { en: enProfile, mr: mrProfile } as const;

/** Picks the n-th option of a Mantine select inside the field wrapper. */
async function pick(page: Page, field: string, option: number | string = 0) {
  await page.locator(`[data-field="${field}"] input:not([type=hidden])`).first().click();
  const options = page.getByRole("option");
  if (typeof option === "number") await options.nth(option).click();
  else await options.filter({ hasText: option }).first().click();
}

async function fill(page: Page, field: string, value: string) {
  await page
    .locator(`[data-field="${field}"] input:not([type=hidden]), [data-field="${field}"] textarea`)
    .first()
    .fill(value);
}

async function portraitFile(path: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#e9d5c9"/>
    <circle cx="450" cy="250" r="120" fill="#a86b45"/><rect x="300" y="380" width="300" height="220" fill="#7a1f2b"/></svg>`;
  writeFileSync(path, await sharp(Buffer.from(svg)).jpeg().toBuffer());
}

test("a family registers a profile with a cropped photo and sees it pending", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const t = copy[lang];
  // A family that just signed up: verification pending, no profile yet.
  await signUpNew(page, lang);
  await page.goto("/user/create-profile");
  await expect(page.getByRole("heading", { name: t.form.createTitle })).toBeVisible();

  const photo = info.outputPath("portrait.jpg");
  await portraitFile(photo);
  await page.locator('input[type="file"]').first().setInputFiles(photo);
  await expect(page.getByText(t.form.cropTitle)).toBeVisible();
  await page.getByRole("button", { name: t.form.usePhoto }).click();
  await expect(page.locator(`img[alt="${t.fields.photo}"]`).first()).toBeVisible({ timeout: 15_000 });
  // The "photo uploaded" snackbar covers a phone's lower dropdown options for 5 s: closed, as a family would.
  const uploaded = page.getByRole("alert").filter({ hasText: t.messages.photoUploaded });
  await uploaded.getByRole("button").click();
  await expect(uploaded).toHaveCount(0);

  await pick(page, "profileFor", 1);
  await page.locator('[data-field="gender"] input[type=radio]').first().check();
  await fill(page, "firstName", lang === "mr" ? "ओंकार" : "Omkar");
  await fill(page, "middleName", lang === "mr" ? "दत्तात्रय" : "Dattatray");
  await fill(page, "lastName", lang === "mr" ? "क्षीरसागर" : "Kshirsagar");
  await fill(page, "dateOfBirth", "14/08/1996");
  await pick(page, "birthHour", 6);
  await pick(page, "birthMinute", 30);
  await pick(page, "birthAmPm", 0);
  await fill(page, "birthPlace", lang === "mr" ? "शेगाव" : "Shegaon");
  await pick(page, "height", 25);
  await pick(page, "bloodGroupId", 6);
  await pick(page, "maritalStatusId", 0);
  await pick(page, "zodiacId", 3);
  await pick(page, "religionId", 0);
  await pick(page, "casteId", 0);
  await pick(page, "districtId", 0);
  await fill(page, "uncleSurname", "Patil");
  await pick(page, "educationId", 5);
  await fill(page, "fatherFullName", "Dattatray Kshirsagar");
  await fill(page, "fatherOccupation", "Farmer");
  await fill(page, "fatherMobile", "98220 12345");
  await fill(page, "currentAddress", "12, Station Road, Shegaon");
  await fill(page, "contactPersonName1", "Dattatray Kshirsagar");
  await fill(page, "contactPersonMobile1", "+91 9822012346");
  await snap(page, `profile-form-${lang}`);
  await page.getByRole("button", { name: t.form.save }).click();

  await expect(page).toHaveURL(/\/user\/my-profile$/, { timeout: 15_000 });
  const card = page.getByTestId("my-profile-card").first();
  await expect(card).toContainText(t.status.pending);
  // A first visit installs the service worker; nothing is "new" yet (it used to say so under /user/…).
  await expect(page.getByTestId("update-available")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await snap(page, `my-profiles-${lang}`);
});

test("a verified member filters, shortlists, opens details and downloads the biodata", async ({
  page,
}, info) => {
  const lang = langOf(info.project.name);
  const t = copy[lang];
  await signIn(page, info.project.name === "phone" ? "9000000016" : "9000000017", lang);
  await page.goto("/user/bride-groom-list");
  const cards = page.getByTestId("profile-card");
  await expect(cards.first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `list-${lang}`);

  // Filter by the first card's registration number: exactly that card remains.
  const first = cards.first();
  const regNo = (await first.getAttribute("data-regno")) ?? "";
  expect(regNo).toMatch(/^\d+$/);
  if (info.project.name === "phone") await page.getByRole("button", { name: t.list.filters }).click();
  await page.getByLabel(t.list.searchRegNo).fill(regNo);
  await expect(page).toHaveURL(new RegExp(`regNo=${regNo}`));
  await expect(cards).toHaveCount(1);

  // Shortlist it, then show the wish list only.
  await cards.first().getByRole("button", { name: t.details.addWish }).click();
  await expect(page.getByText(t.messages.wishAdded.split("{{name}}").join("").trim()).first()).toBeVisible();
  await page.getByLabel(t.list.searchRegNo).fill("");
  await expect(page).not.toHaveURL(/regNo=/);
  // The switch follows the URL, so click it and wait for the address to change.
  await page.getByRole("switch", { name: t.list.wishlistOnly }).click();
  await expect(page).toHaveURL(/wishlist=1/);
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole("link", { name: t.list.details }).click();
  await expect(page).toHaveURL(/\/(vadhuvar|profile\/details|details)\//);
  // The family chose who sees its numbers: the details or the reason they are withheld.
  await expect(page.getByTestId("contacts").or(page.getByTestId("contacts-withheld"))).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `details-${lang}`);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t.details.downloadPdf }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^biodata-\d+.*\.pdf$/);
  const path = info.outputPath("biodata.pdf");
  await pdf.saveAs(path);
  const head = (await import("node:fs")).readFileSync(path).subarray(0, 5).toString();
  expect(head).toBe("%PDF-");
});
