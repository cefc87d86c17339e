/**
 * WCAG 2.2 AA on every page a visitor reaches, in both languages, at the phone and desktop widths
 * (the two projects): axe-core finds no serious or critical violation and every control a finger
 * presses is at least 24 px (a phone's primary buttons 44 px). One test signs nobody in and walks
 * the pages, each audited in one language and again after the header's switch to the other.
 */
import { auditPages } from "./a11y";
import { expect, freshMobile, langOf, test } from "./fixtures";

test("a visitor's pages pass axe-core in both languages", async ({ page }, info) => {
  test.setTimeout(480_000);
  const jobs = await (await page.request.get("/api/v1/jobs")).json();
  const businesses = await (await page.request.get("/api/v1/business")).json();
  const committee = await (await page.request.get("/api/v1/committee")).json();
  await auditPages(page, langOf(info.project.name), [
    "/home",
    "/about",
    "/gallery",
    "/success-stories",
    "/committee",
    `/committee-member-details?id=${committee.items[0].id}`,
    "/term-and-condition",
    "/privacy-policy",
    "/contact",
    "/login",
    {
      label: "/login (the OTP step)",
      open: async (p) => {
        await p.goto("/login");
        await p.getByTestId("login-mobile").fill(freshMobile());
        await p.getByTestId("login-mobile").press("Enter");
        await expect(p.getByTestId("login-otp")).toBeVisible();
      },
    },
    "/forgot",
    "/melava",
    "/job-updates",
    `/job-updates/${jobs.items[0].id}`,
    "/business",
    `/business/${businesses.items[0].id}`,
    "/grievance",
    "/grievance/status",
    "/still-looking/not-a-real-link",
    "/no-such-page",
  ]);
});
