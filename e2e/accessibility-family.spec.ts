/**
 * WCAG 2.2 AA on every page a family reaches (e2e/accessibility-visitor.spec.ts says how): the list,
 * a profile, My Profile and its form, matches and preferences, interests, notifications and their
 * settings, the Blocked list, My data, the boards' own pages and the registration fee.
 */
import { auditPages } from "./a11y";
import { langOf, signIn, test } from "./fixtures";

const FAMILY = "9000000010";

test("a family's pages pass axe-core in both languages", async ({ page }, info) => {
  test.setTimeout(480_000);
  const lang = langOf(info.project.name);
  await signIn(page, FAMILY, lang);
  const list = await (await page.request.get("/api/v1/profiles?page=1")).json();
  const mine = await (await page.request.get("/api/v1/profiles/mine")).json();
  const own = (mine.items ?? mine)[0];
  await auditPages(page, lang, [
    "/user/bride-groom-list",
    `/vadhuvar/${list.items[0].slug}`,
    "/user/my-profile",
    `/user/create-profile?edit=${own.id}`,
    `/user/matches/${own.id}`,
    `/user/partner-preferences/${own.id}`,
    "/user/interests",
    "/notifications",
    "/notifications/settings",
    "/user/blocked",
    "/my-data",
    "/job-updates/new",
    "/job-updates/mine",
    "/business/new",
    "/business/mine",
    "/payment",
  ]);
});
