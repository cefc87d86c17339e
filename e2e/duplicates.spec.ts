import type { Browser, Page, TestInfo } from "@playwright/test";
import { castesForReligion, districtsForState, MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import sharp from "sharp";
import enApprovals from "../packages/shared/locales/en/approvals.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, signIn, signUpNew, snap, test } from "./fixtures";

const a = enApprovals;

/** A portrait of its own for this run: a face, shoulders and a room whose layout the seed decides. */
async function portrait(seed: number) {
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="#e9d5c9"/>
    <rect x="${5 + r(1) * 60}" y="${r(2) * 40}" width="${15 + r(3) * 20}" height="${30 + r(4) * 30}" fill="#5d4a36" opacity="0.6"/>
    <ellipse cx="${10 + r(5) * 80}" cy="${20 + r(6) * 30}" rx="8" ry="14" fill="#2e3b2a" opacity="0.5"/>
    <g transform="translate(${r(7) * 20 - 10} ${r(8) * 10})">
      <path d="M14 100 C16 76 30 68 50 68 C70 68 84 76 86 100 Z" fill="#7b2d8e"/>
      <ellipse cx="50" cy="42" rx="15" ry="18" fill="#a86b45"/>
      <path d="M35 38 C36 24 64 24 65 38 C60 30 40 30 35 38 Z" fill="#1d1410"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function registerProfile(page: Page, firstName: string, photo: Buffer, mobiles: [string, string]) {
  const upload = await page.request.post("/api/v1/media/photos", {
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const res = await page.request.post("/api/v1/profiles", {
    data: {
      profileFor: 3,
      firstName,
      middleName: "Vasant",
      lastName: "Jadhav",
      gender: 2,
      dateOfBirth: "1997-08-21",
      birthHour: 6,
      birthMinute: 40,
      birthAmPm: "AM",
      birthPlace: "Akola",
      height: "5_2",
      bloodGroupId: 2,
      maritalStatusId: 0,
      zodiacId: 3,
      religionId: 1,
      casteId: castesForReligion(1)[0]?.id,
      educationId: 5,
      stateId: MAHARASHTRA_STATE_ID,
      districtId: districtsForState(MAHARASHTRA_STATE_ID)[0]?.id,
      uncleSurname: "Patil",
      fatherFullName: "Vasant Jadhav",
      fatherOccupation: "Teacher",
      fatherMobile: mobiles[0],
      currentAddress: "4, Tilak Road, Akola",
      contactPersonName1: "Vasant Jadhav",
      contactPersonMobile1: mobiles[1],
      photoId: (await upload.json()).photoId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.id as number, regNo: String(body.registrationNumber), slug: body.slug as string };
}

async function otherPage(browser: Browser, info: TestInfo) {
  const { viewport, baseURL, userAgent, deviceScaleFactor } = info.project.use;
  return (await browser.newContext({ viewport, baseURL, userAgent, deviceScaleFactor })).newPage();
}

test(
  "the committee reviews a profile whose photo is a copy of another family's, and opens the original",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    const stamp = Date.now().toString(36).slice(-5);
    const seed = Number.parseInt(stamp, 36);
    const original = await portrait(seed);
    const digits = String(seed).padStart(8, "0").slice(-8);

    // One family registers a daughter; the committee approves her.
    await signUpNew(page, "en");
    const first = await registerProfile(page, `Mrunal${stamp}`, original, [`98${digits}`, `97${digits}`]);
    const admin = await otherPage(browser, info);
    await signIn(admin, DEMO.admin, "en");
    const approved = await admin.request.post(`/api/v1/admin/profiles/${first.id}/actions`, {
      data: { action: "approve" },
    });
    expect(approved.ok()).toBe(true);

    // Another account registers a profile with her photo, mirrored and made smaller.
    const other = await otherPage(browser, info);
    await signUpNew(other, "en");
    const copy = await sharp(original).flop().resize({ width: 360 }).jpeg({ quality: 70 }).toBuffer();
    const second = await registerProfile(other, `Sayali${stamp}`, copy, [`96${digits}`, `95${digits}`]);

    // The committee's pending tab: the new profile shows the possible duplicate, with a link and why.
    await admin.goto(`/user/my-profile?q=Sayali${stamp}`);
    const row = admin.getByTestId("approval-row").filter({ hasText: `Sayali${stamp}` });
    await expect(row).toHaveCount(1);
    const signals = row.getByTestId("duplicate-signals");
    await expect(signals).toContainText(a.duplicates.summary.replace("{{count}}", "1"));
    const match = signals.getByTestId("duplicate-match");
    await expect(match).toContainText(a.duplicates.reasons.photo);
    const link = match.getByRole("link", { name: new RegExp(`Mrunal${stamp}`) });
    await expect(link).toHaveAttribute("href", new RegExp(`/vadhuvar/${first.slug}$`));
    await expectNoHorizontalOverflow(admin);
    await snap(admin, "duplicates-review-en");

    // The details page of the copy says the same next to the admin actions; the link opens the original.
    await admin.goto(`/vadhuvar/${second.slug}`);
    const panel = admin.getByTestId("admin-actions");
    await expect(panel.getByTestId("duplicate-match")).toContainText(`Mrunal${stamp}`);
    await panel.getByRole("link", { name: new RegExp(`Mrunal${stamp}`) }).click();
    await expect(admin).toHaveURL(new RegExp(`/vadhuvar/${first.slug}$`));
    await expect(admin.getByRole("heading", { level: 1 })).toContainText(`Mrunal${stamp}`);
    // The original's own review names the copy too.
    await expect(admin.getByTestId("admin-actions").getByTestId("duplicate-match")).toContainText(
      `Sayali${stamp}`,
    );

    // The dashboard counts the daily scan's pairs and leads to them.
    await admin.goto("/admin");
    await expect(admin.getByTestId("count-duplicatePairs")).toBeVisible();
    await admin.getByTestId("count-duplicatePairs").click();
    await expect(admin.getByRole("heading", { name: a.duplicates.pageTitle, level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(admin);
    await snap(admin, "duplicates-page-en");
  },
);
