import { writeFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Cookie, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import enBusiness from "../packages/shared/locales/en/business.json" with { type: "json" };
import enJobs from "../packages/shared/locales/en/jobs.json" with { type: "json" };
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrBusiness from "../packages/shared/locales/mr/business.json" with { type: "json" };
import mrJobs from "../packages/shared/locales/mr/jobs.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  langOf,
  openIn,
  signIn,
  signUpNew,
  snap,
  test,
} from "./fixtures";

/** The phone runs the journeys in Marathi, the desktop in English. */
const copy = {
  en: { jobs: enJobs, business: enBusiness, profile: enProfile, district: "Wardha", yes: "Yes" },
  mr: { jobs: mrJobs, business: mrBusiness, profile: mrProfile, district: "वर्धा", yes: "होय" },
} as const;

async function fill(page: Page, field: string, value: string) {
  await page
    .locator(`[data-field="${field}"] input:not([type=hidden]), [data-field="${field}"] textarea`)
    .first()
    .fill(value);
}

/** Opens a Mantine select in the field wrapper and picks the option with this text (typing it first if searchable). */
async function pick(page: Page, field: string, option: string, type = false) {
  const input = page.locator(`[data-field="${field}"] input:not([type=hidden])`).first();
  await input.click();
  if (type) await input.fill(option);
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

/** A visitor: a fresh browser (no cookie, no remembered member) with this project's screen. */
async function visitorPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext(info.project.use as BrowserContextOptions);
  return context.newPage();
}

function isoDaysAhead(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Signs in as the demo admin once per worker and reuses the session cookie afterwards: a number
 * may ask for only five OTPs an hour, and every journey here needs the committee.
 */
let adminCookies: Cookie[] | null = null;
async function asAdmin(page: Page, lang: Lang) {
  await page.context().clearCookies();
  if (adminCookies) {
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.context().addCookies(adminCookies);
    return;
  }
  await signIn(page, DEMO.admin, lang);
  adminCookies = await page.context().cookies();
}

/** The committee approves the newest pending entry with this title on an admin review page. */
async function approveAsAdmin(page: Page, lang: Lang, path: string, title: string, approveLabel: string) {
  await asAdmin(page, lang);
  await page.goto(`${path}?tab=pending&q=${encodeURIComponent(title)}`);
  const item = page.getByTestId("review-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, `${path.slice(1).replace("/", "-")}-review`);
  await item.getByRole("button", { name: approveLabel, exact: true }).click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("review-item").filter({ hasText: title })).toHaveCount(0);
}

test(
  "a member posts a job, an admin approves it, a visitor finds it by district",
  { tag: "@phone" },
  async ({ page: member, browser }, info) => {
    let page = member;
    const lang = langOf(info.project.name);
    const t = copy[lang];
    const title = `${lang === "mr" ? "गोदाम व्यवस्थापक" : "Warehouse supervisor"} ${Date.now().toString(36)}`;

    await signUpNew(page, lang);
    await page.goto("/job-updates/new");
    await expect(page.getByRole("heading", { name: t.jobs.form.createTitle })).toBeVisible();
    // Submitting empty shows the shared schema's messages next to the fields.
    await page.getByTestId("job-submit").click();
    await expect(
      page.locator('[data-field="title"]').getByText(lang === "mr" ? "आवश्यक" : "Required"),
    ).toBeVisible();

    await fill(page, "title", title);
    await fill(page, "employer", lang === "mr" ? "कृषी सेवा केंद्र, वर्धा" : "Krishi Seva Kendra, Wardha");
    await pick(page, "jobType", lang === "mr" ? "पूर्ण वेळ" : "Full-time");
    await pick(page, "qualificationId", lang === "mr" ? "एच.एस.सी. (१२ वी)" : "HSC (12th)");
    await pick(page, "districtId", t.district, true);
    await fill(page, "salaryMin", "15000");
    await fill(page, "salaryMax", "18000");
    await fill(page, "lastDate", isoDaysAhead(20));
    await fill(
      page,
      "description",
      lang === "mr"
        ? "माल नोंदणी व हिशेब; दुचाकी आवश्यक."
        : "Stock registers and dispatch; own two-wheeler needed.",
    );
    await fill(page, "applyPhone", "9822077788");
    await expectNoHorizontalOverflow(page);
    await snap(page, "job-form");
    await page.getByTestId("job-submit").click();

    await expect(page).toHaveURL(/\/job-updates\/\d+$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(t.jobs.status.pending)).toBeVisible();

    await approveAsAdmin(page, lang, "/admin/jobs", title, t.jobs.admin.approve);

    page = await visitorPage(browser, info);
    await openIn(page, "/job-updates", lang);
    await expect(page.getByRole("heading", { name: t.jobs.board.title })).toBeVisible();
    await expect(page.getByTestId("job-card").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, "jobs-board");
    if (info.project.name === "phone") await page.getByTestId("board-filters-toggle").click();
    const district = page.getByTestId("filter-districtId");
    await district.click();
    await district.fill(t.district);
    await page.getByRole("option", { name: t.district, exact: true }).click();
    await expect(page).toHaveURL(/districtId=2034/);
    const card = page.getByTestId("job-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("9822077788")).toBeVisible();
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: t.jobs.details.signInToApply })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, "job-details");
  },
);

/** A one-page PDF, as a phone's "save as PDF" would make it; the server checks the bytes, not the name. */
const RESUME_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test(
  "a job seeker applies with a resume; the poster sees it and nobody else can open it",
  { tag: "@phone" },
  async ({ page: poster, browser }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang];
    const title = `${lang === "mr" ? "लेखापाल" : "Accountant"} ${Date.now().toString(36)}`;

    // The poster's job, posted and approved through the API: the posting form has its own journey.
    await signUpNew(poster, lang, { firstName: "Shubhangi", lastName: "Wankhede" });
    const posted = await poster.request.post("/api/v1/jobs", {
      data: {
        title,
        employer: "Wankhede Traders, Wardha",
        stateId: 20,
        districtId: 2034,
        jobType: "full_time",
        qualificationId: 4,
        lastDate: isoDaysAhead(15),
        applyPhone: "9822033344",
      },
    });
    expect(posted.status()).toBe(201);
    const jobId = (await posted.json()).id as number;
    const committee = await visitorPage(browser, info);
    await asAdmin(committee, lang);
    expect(
      (
        await committee.request.post(`/api/v1/admin/jobs/${jobId}/actions`, { data: { action: "approve" } })
      ).ok(),
    ).toBe(true);

    // The seeker is asked for a resume first, uploads a PDF on the job's page, then applies.
    const seeker = await visitorPage(browser, info);
    await signUpNew(seeker, lang, { firstName: "Akash", lastName: "Bhoyar" });
    await seeker.goto(`/job-updates/${jobId}`);
    await expect(seeker.getByRole("heading", { name: title })).toBeVisible();
    await expect(seeker.getByTestId("apply")).toBeDisabled();
    await expect(seeker.getByText(t.jobs.details.needResume)).toBeVisible();
    const resumeCard = seeker.getByTestId("resume-card");
    const chooser = seeker.waitForEvent("filechooser");
    await resumeCard.getByRole("button", { name: t.jobs.resume.upload }).click();
    await (await chooser).setFiles({
      name: "akash-resume.pdf",
      mimeType: "application/pdf",
      buffer: RESUME_PDF,
    });
    await expect(seeker.getByTestId("apply")).toBeEnabled();
    await expectNoHorizontalOverflow(seeker);
    await snap(seeker, "job-apply");
    await seeker.getByTestId("apply").click();
    await expect(seeker.getByText(t.jobs.details.applyConfirm)).toBeVisible();
    await seeker.getByTestId("confirm-yes").click();
    await expect(seeker.getByText(t.jobs.details.applied)).toBeVisible();

    // The poster finds the applicant with the resume on the job's page.
    await poster.goto(`/job-updates/${jobId}`);
    const applicant = poster.getByTestId("applicant").filter({ hasText: "Akash Bhoyar" });
    await expect(applicant).toBeVisible();
    await expectNoHorizontalOverflow(poster);
    await snap(poster, "job-applicants");
    const resumeUrl = await applicant
      .getByRole("link", { name: t.jobs.details.openResume })
      .getAttribute("href");
    expect(resumeUrl).toBeTruthy();
    const opened = await poster.request.get(resumeUrl as string);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toContain("application/pdf");
    expect((await opened.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Nobody else: not a visitor, not another member.
    const visitor = await visitorPage(browser, info);
    expect((await visitor.request.get(resumeUrl as string)).ok()).toBe(false);
    const otherMember = await visitorPage(browser, info);
    await signUpNew(otherMember, lang, { firstName: "Nilesh", lastName: "Kale" });
    expect((await otherMember.request.get(resumeUrl as string)).ok()).toBe(false);
    const otherView = await otherMember.request.get(`/api/v1/jobs/${jobId}`);
    expect(JSON.stringify(await otherView.json())).not.toContain("Akash");
  },
);

test(
  "a member lists a business with a photo and it appears after approval",
  { tag: "@desktop" },
  async ({ page: member, browser }, info) => {
    let page = member;
    const lang = langOf(info.project.name);
    const t = copy[lang];
    const name = `${lang === "mr" ? "सह्याद्री मिठाई" : "Sahyadri Sweets"} ${Date.now().toString(36)}`;

    await signUpNew(page, lang);
    await page.goto("/business/new");
    await expect(page.getByRole("heading", { name: t.business.form.createTitle })).toBeVisible();

    const photo = info.outputPath("shop.jpg");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="900" height="700" fill="#f3e3c3"/>
    <rect x="100" y="200" width="700" height="400" fill="#7a1f2b"/><rect x="80" y="150" width="740" height="80" fill="#f2a007"/></svg>`;
    writeFileSync(photo, await sharp(Buffer.from(svg)).jpeg().toBuffer());
    await page.locator('input[type="file"]').first().setInputFiles(photo);
    await expect(page.getByText(t.profile.form.cropTitle)).toBeVisible();
    await page.getByRole("button", { name: t.profile.form.usePhoto }).click();
    await expect(page.locator(`img[alt="${t.business.fields.photo}"]`).first()).toBeVisible({
      timeout: 15_000,
    });

    await fill(page, "name", name);
    await pick(page, "category", lang === "mr" ? "खाद्यपदार्थ" : "Food");
    await fill(
      page,
      "description",
      lang === "mr" ? "कंदी पेढे, बर्फी आणि सणासाठी खास मिठाई." : "Kandi pedhe, barfi and festival sweets.",
    );
    await fill(page, "address", lang === "mr" ? "राजवाडा चौक, सातारा" : "Rajwada Chowk, Satara");
    await pick(page, "districtId", lang === "mr" ? "सातारा" : "Satara", true);
    await fill(page, "phone", "9822066655");
    await fill(page, "website", "javascript:alert(1)");
    await page.getByTestId("business-submit").click();
    await expect(
      page.locator('[data-field="website"]').getByText(t.business.validation.website),
    ).toBeVisible();
    await fill(page, "website", "sahyadri-sweets.example.in");
    await expectNoHorizontalOverflow(page);
    await snap(page, "business-form");
    await page.getByTestId("business-submit").click();

    await expect(page).toHaveURL(/\/business\/\d+$/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText(t.business.status.pending)).toBeVisible();

    await approveAsAdmin(page, lang, "/admin/business", name, t.business.admin.approve);

    page = await visitorPage(browser, info);
    await openIn(page, `/business?q=${encodeURIComponent(name)}`, lang);
    const card = page.getByTestId("business-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    const img = card.locator(`img[alt="${name}"]`);
    await expect(img).toBeVisible();
    // The photo really loads for a visitor (a refused photo would fall back to the placeholder).
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await openIn(page, "/business", lang);
    await expect(page.getByTestId("business-card").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, "business-board");
  },
);

test("the boards, forms and review screens read well in the other language too", async ({ page }, info) => {
  // The journeys above run the phone in Marathi and the desktop in English; here the other way round.
  const lang: Lang = langOf(info.project.name) === "mr" ? "en" : "mr";
  const t = copy[lang];
  for (const [path, heading, name] of [
    ["/job-updates", t.jobs.board.title, "jobs-board"],
    ["/business", t.business.board.title, "business-board"],
  ] as const) {
    await openIn(page, path, lang);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(
      page.getByTestId(name === "jobs-board" ? "job-card" : "business-card").first(),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `${name}-${lang}`);
  }
  await signUpNew(page, lang);
  for (const [path, heading, name] of [
    ["/job-updates/new", t.jobs.form.createTitle, "job-form"],
    ["/business/new", t.business.form.createTitle, "business-form"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `${name}-${lang}`);
  }
  await asAdmin(page, lang);
  for (const [path, heading, name] of [
    ["/admin/jobs?tab=approved", t.jobs.admin.title, "admin-jobs-review"],
    ["/admin/business?tab=approved", t.business.admin.title, "admin-business-review"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByTestId("review-item").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `${name}-${lang}`);
  }
});
