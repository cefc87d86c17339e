import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoHorizontalOverflow, type Lang, snap, test } from "./fixtures";

/** Signs in through the API (OTP from the dev outbox), then opens pages in the chosen language. */
async function signIn(page: Page, mobile: string, lang: Lang) {
  const base = test.info().project.use.baseURL ?? "";
  const headers = { origin: base, "content-type": "application/json" };
  const sent = await page.request.post("/api/v1/auth/otp", { headers, data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const outbox = (await (await page.request.get("/api/v1/dev/outbox")).json()) as {
    messages: { mobile: string; code: string; sentAt: string }[];
  };
  const code = outbox.messages
    .filter((m) => m.mobile === mobile)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .at(-1)?.code;
  const verified = await page.request.post("/api/v1/auth/otp/verify", {
    headers,
    data: { mobile, otp: code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
}

/** Demo members 9000000010–19 are verified with an approved profile; each test takes its own. */
const member = (offset: number) =>
  String(9000000010 + offset + (test.info().project.name === "phone" ? 0 : 5));
const langOf = (): Lang => (test.info().project.name === "phone" ? "en" : "mr");
const say = (lang: Lang, en: string, mr: string) => (lang === "en" ? en : mr);

test("a family browses, filters, shortlists, opens details and downloads the biodata", async ({ page }) => {
  const lang = langOf();
  await signIn(page, member(0), lang);
  await page.goto("/user/bride-groom-list");
  const cards = page.getByTestId("profile-card");
  await expect(cards.first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `profiles-list-${lang}`);

  const firstName = (await cards.first().locator("p").first().innerText()).split(" ")[0] ?? "";
  await page.getByRole("textbox", { name: say(lang, "Search by name", "नावाने शोधा") }).fill(firstName);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(firstName)}`));
  await expect(cards.first()).toContainText(firstName);

  await cards.first().locator("[aria-pressed=false]").click();
  await expect(page.locator(".mantine-Notification-description").first()).toContainText(
    say(lang, "is added to your wish list", "पसंती यादीत जोडले"),
  );
  await expect(cards.first().locator("[aria-pressed=true]")).toBeVisible();
  await page.goto("/user/bride-groom-list?wishlist=1");
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/vadhuvar\/\d+-/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
  await expect(page.getByTestId("contacts")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: say(lang, "Download PDF", "PDF डाउनलोड करा") }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await snap(page, `profiles-details-${lang}`);
});

async function choose(page: Page, field: string, option: string) {
  await page.locator(`[data-field="${field}"] input:not([type=hidden])`).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

test("a member registers a second profile with a cropped photo and sees it pending", async ({ page }) => {
  const lang = langOf();
  await signIn(page, member(1), lang);
  await page.goto("/user/create-profile");
  await expect(page).toHaveURL(/\/user\/my-profile$/); // one profile already: not by accident
  await page.getByRole("link", { name: say(lang, "Create new profile", "नवीन प्रोफाइल तयार करा") }).click();
  await expect(page).toHaveURL(/\/user\/create-profile$/);

  // Saving an empty form names every missing field and asks for the photo.
  await page.getByRole("button", { name: say(lang, "Save profile", "प्रोफाइल जतन करा") }).click();
  await expect(page.getByText(say(lang, "Please upload the photo", "कृपया फोटो अपलोड करा"))).toBeVisible();
  await expect(page.getByText(say(lang, "Required", "आवश्यक")).first()).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(
    page.getByText(say(lang, "Please select image only.", "कृपया फक्त फोटो (इमेज) निवडा.")).first(),
  ).toBeVisible();
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c08a5a" } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("slider").first().focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("button", { name: say(lang, "Use this photo", "हा फोटो वापरा") }).click();
  await expect(page.getByRole("button", { name: say(lang, "Change photo", "फोटो बदला") })).toBeVisible();

  await choose(page, "profileFor", say(lang, "Son", "मुलगा"));
  await page.getByRole("radio", { name: say(lang, "Groom (Male)", "वर (मुलगा)") }).check();
  await page.locator('[name="firstName"]').fill("Omkar");
  await page.locator('[name="middleName"]').fill("Vilas");
  await page.locator('[name="lastName"]').fill("क्षीरसागर");
  await page.locator('[name="dateOfBirth"]').pressSequentially("15081996");
  await expect(page.locator('[name="dateOfBirth"]')).toHaveValue("15/08/1996");
  await choose(page, "birthHour", say(lang, "7", "७"));
  await choose(page, "birthMinute", say(lang, "05", "०५"));
  await choose(page, "birthAmPm", say(lang, "AM", "सकाळ (AM)"));
  await page.locator('[name="birthPlace"]').fill("Pune");
  await choose(page, "height", say(lang, "5 ft 8 in", "५ फूट ८ इंच"));
  await choose(page, "bloodGroupId", "O+");
  await choose(page, "maritalStatusId", say(lang, "Unmarried", "अविवाहित"));
  await choose(page, "zodiacId", say(lang, "Leo (Simha)", "सिंह"));
  await choose(page, "religionId", say(lang, "Hindu", "हिंदू"));
  await page.locator('[data-field="casteId"] input:not([type=hidden])').fill(say(lang, "Mali", "माळी"));
  await page.getByRole("option").first().click();
  await choose(page, "districtId", say(lang, "Pune", "पुणे"));
  await page.locator('[name="uncleSurname"]').fill("Jadhav");
  await page.locator('[data-field="educationId"] input:not([type=hidden])').fill(say(lang, "BE", "बी.ई"));
  await page.getByRole("option", { name: say(lang, "BE", "बी.ई."), exact: true }).click();
  await page.locator('[name="fatherFullName"]').fill("Vilas Kshirsagar");
  await page.locator('[name="fatherOccupation"]').fill("Farmer");
  await page.locator('[name="fatherMobile"]').fill("98220 12345");
  await page.locator('[name="currentAddress"]').fill("12, Shivaji Nagar, Pune");
  await page.locator('[name="contactPersonName1"]').fill("Vilas Kshirsagar");
  await page.locator('[name="contactPersonMobile1"]').fill("+91 9822012345");
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: say(lang, "Save profile", "प्रोफाइल जतन करा") }).click();

  await expect(page).toHaveURL(/\/user\/my-profile$/);
  await expect(page.locator(".mantine-Notification-description").first()).toContainText(
    say(lang, "Registration Number", "नोंदणी क्रमांक"),
  );
  const created = page.getByTestId("my-profile-card").filter({ hasText: "Omkar" });
  await expect(created).toContainText(say(lang, "Pending", "प्रलंबित"));
  await snap(page, `profiles-mine-${lang}`);
});

test("a member waiting for verification sees why the list is closed", async ({ page }) => {
  const lang = langOf();
  test.skip(test.info().project.name !== "phone", "one number, one project: OTP resend cooldown");
  await signIn(page, "9000000020", lang);
  await page.goto("/user/bride-groom-list");
  await expect(page.getByRole("alert")).toContainText(
    say(lang, "Your verification is pending", "पडताळणी प्रलंबित"),
  );
});

test("a visitor is sent to sign in and an unknown profile leads back to the list", async ({ page }) => {
  await page.goto("/user/bride-groom-list?gender=2");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fbride-groom-list%3Fgender%3D2$/);
  await signIn(page, member(2), langOf());
  await page.goto("/vadhuvar/99999-No-One");
  await expect(page).toHaveURL(/\/user\/bride-groom-list$/);
});
