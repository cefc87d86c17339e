/**
 * WCAG 2.2 AA on every page the committee reaches (e2e/accessibility-visitor.spec.ts says how): the
 * dashboard, approvals, users, duplicates, settings and content, audit, payments, grievances,
 * identity, reports, the boards' review, and a melava from its public page to the desk and stage.
 */
import { auditPages } from "./a11y";
import { DEMO, expect, langOf, signIn, test } from "./fixtures";

test("the committee's pages pass axe-core in both languages", async ({ page }, info) => {
  test.setTimeout(480_000);
  const lang = langOf(info.project.name);
  await signIn(page, DEMO.superAdmin, lang);
  const users = await (await page.request.get("/api/v1/admin/users")).json();
  // A published meet of its own, so its pages have something to show.
  const now = Date.now();
  const slug = `melava-a11y-${now.toString(36)}`;
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
      feeRupees: 200,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } });
  await auditPages(page, lang, [
    "/admin",
    "/user/my-profile",
    "/users",
    `/user-details?id=${users.items[0].id}`,
    "/admin/duplicates",
    "/admin/identity",
    "/admin/reports",
    "/admin/settings",
    "/admin/content",
    "/admin/audit",
    "/admin/payments",
    "/admin/grievances",
    "/admin/retained-registrations",
    "/get-contact-us",
    "/committee-member-create",
    "/admin/jobs",
    "/admin/business",
    "/admin/success-stories",
    "/admin/melava",
    `/admin/melava/${id}`,
    `/admin/melava/${id}/desk`,
    `/admin/melava/${id}/stage`,
    `/melava/${slug}`,
  ]);
});
