import type { Browser, Page, TestInfo } from "@playwright/test";
import { castesForReligion, districtsForState, MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import sharp from "sharp";
import { DEMO, expect, type Lang, signIn, signUpNew } from "./fixtures";

/** A second person on the same site: its own browser context, the project's screen size. */
export async function otherPage(browser: Browser, info: TestInfo) {
  const { viewport, baseURL, userAgent, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    viewport,
    baseURL,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  return context.newPage();
}

/** The committee at its own screen beside the family's: a demo admin signed in on another page. */
export async function committeePage(browser: Browser, info: TestInfo, lang: Lang = "en") {
  const admin = await otherPage(browser, info);
  await signIn(admin, DEMO.admin, lang);
  return admin;
}

async function portrait(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue},45%,80%)"/>
    <circle cx="300" cy="240" r="110" fill="#a86b45"/><rect x="170" y="370" width="260" height="230" fill="hsl(${hue},55%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Registers a complete profile through the API, as the form would; returns id, number and slug. */
export async function registerProfile(page: Page, firstName: string, gender: 1 | 2, hue = 30) {
  const upload = await page.request.post("/api/v1/media/photos", {
    multipart: { file: { name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portrait(hue) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const res = await page.request.post("/api/v1/profiles", {
    data: {
      profileFor: 3,
      firstName,
      middleName: "Dattatray",
      lastName: "Kshirsagar",
      gender,
      dateOfBirth: gender === 2 ? "1998-04-12" : "1995-02-10",
      birthHour: 7,
      birthMinute: 15,
      birthAmPm: "AM",
      birthPlace: "Shegaon",
      height: "5_3",
      bloodGroupId: 3,
      maritalStatusId: 0,
      zodiacId: 4,
      religionId: 1,
      casteId: castesForReligion(1)[0]?.id,
      educationId: 5,
      stateId: MAHARASHTRA_STATE_ID,
      districtId: districtsForState(MAHARASHTRA_STATE_ID)[0]?.id,
      uncleSurname: "Patil",
      fatherFullName: "Dattatray Kshirsagar",
      fatherOccupation: "Farmer",
      fatherMobile: "9822012345",
      currentAddress: "12, Station Road, Shegaon",
      contactPersonName1: "Dattatray Kshirsagar",
      contactPersonMobile1: "9822012346",
      photoId: (await upload.json()).photoId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.id as number, regNo: body.registrationNumber as number, slug: body.slug as string };
}

/** A new verified member with an approved profile: signs up, registers, and the admin page approves. */
export async function approvedMember(
  page: Page,
  admin: Page,
  firstName: string,
  gender: 1 | 2,
  lang: Lang = "en",
) {
  const mobile = await signUpNew(page, lang, { firstName, lastName: "Kshirsagar" });
  const me = await (await page.request.get("/api/v1/auth/me")).json();
  const verified = await admin.request.post(`/api/v1/admin/users/${me.user.id}/actions`, {
    data: { action: "verify" },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const profile = await registerProfile(page, firstName, gender);
  const approved = await admin.request.post(`/api/v1/admin/profiles/${profile.id}/actions`, {
    data: { action: "approve" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { mobile, userId: me.user.id as number, ...profile };
}
