import type { Browser, Page, TestInfo } from "@playwright/test";
import enAuth from "../packages/shared/locales/en/auth.json" with { type: "json" };
import enUsers from "../packages/shared/locales/en/users.json" with { type: "json" };
import mrAuth from "../packages/shared/locales/mr/auth.json" with { type: "json" };
import mrUsers from "../packages/shared/locales/mr/users.json" with { type: "json" };
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

/** The phone runs in Marathi, the desktop in English (as the other specs). */
const copy = { en: { users: enUsers, auth: enAuth }, mr: { users: mrUsers, auth: mrAuth } } as const;

/** A second browser (another family's phone) with the project's viewport and address. */
async function otherBrowser(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
    userAgent: info.project.use.userAgent,
  });
  return { context, page: await context.newPage() };
}

/** The demo admin; fixtures' signIn reuses the run's session (OTP caps per number). */
async function signInAdmin(page: Page, lang: Lang) {
  await signIn(page, DEMO.admin, lang);
}

/** The admin finds the number in the given tab of /users and opens its details. */
async function openUser(page: Page, lang: Lang, mobile: string, tab = "pending", snapName?: string) {
  await openIn(page, `/users${tab === "pending" ? "" : `?tab=${tab}`}`, lang);
  await expect(page.getByRole("heading", { name: copy[lang].users.list.title, level: 1 })).toBeVisible();
  await page.getByTestId("users-search").fill(mobile);
  const row = page.locator(`[data-testid="user-row"][data-mobile="${mobile}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId(`users-count-${tab}`)).toHaveText(lang === "mr" ? "१" : "1");
  await expectNoHorizontalOverflow(page);
  if (snapName) await snap(page, snapName);
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/user-details\?id=\d+$/);
  await expect(page.getByRole("heading", { name: copy[lang].users.details.title, level: 1 })).toBeVisible();
}

async function confirm(page: Page, remark?: string) {
  // The Modal's root carries the test id; the visible box is its dialog.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  if (remark !== undefined) await dialog.getByRole("textbox").fill(remark);
  await dialog.getByTestId("confirm-yes").click();
  await expect(dialog).toBeHidden();
}

test(
  "the admin approves a new member found in Pending by mobile and manages listing access",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang].users;
    const member = await otherBrowser(browser, info);
    const mobile = await signUpNew(member.page, lang, { firstName: "Mangesh", lastName: "Wankhade" });
    await member.context.close();

    await signInAdmin(page, lang);
    await openUser(page, lang, mobile, "pending", `users-list-${lang}`);

    await expect(page.getByTestId("user-verified")).toContainText(t.values.verified.pending);
    await page.getByTestId("user-approve").click();
    await confirm(page);
    // A decision returns to the list the admin came from.
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(page.getByText(t.done.verify)).toBeVisible();
    await openUser(page, lang, mobile, "approved");
    await expect(page.getByTestId("user-verified")).toContainText(t.values.verified.yes);
    await expect(page.getByTestId("audit-row").first()).toContainText(t.audit.actions.verify);

    // A new member starts with list access: the admin takes it away and gives it back.
    await expect(page.getByTestId("user-listing")).toHaveText(t.values.yes);
    await page.getByTestId("user-remove-access").click();
    await confirm(page);
    await expect(page.getByTestId("user-listing")).toHaveText(t.values.no);
    await page.getByTestId("user-provide-access").click();
    await confirm(page);
    await expect(page.getByTestId("user-listing")).toHaveText(t.values.yes);
    await expect(page.getByTestId("audit-row")).toHaveCount(3);
    await expect(page.getByTestId("audit-row").first()).toContainText(t.audit.actions.grantListing);
    await expectNoHorizontalOverflow(page);
    await snap(page, `user-details-${lang}`);

    // The member is now in the Approved tab.
    await page.getByTestId("user-details-back").click();
    await page.getByTestId("users-tab-approved").click();
    await expect(page.locator(`[data-testid="user-row"][data-mobile="${mobile}"]`)).toBeVisible();
  },
);

test(
  "deactivating a signed-in member signs them out on their next navigation",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang].users;
    const member = await otherBrowser(browser, info);
    const mobile = await signUpNew(member.page, lang, { firstName: "Sachin", lastName: "Ingle" });
    await openIn(member.page, "/user/my-profile", lang);
    await expect(member.page).toHaveURL(/\/user\/my-profile/);

    await signInAdmin(page, lang);
    await openUser(page, lang, mobile);
    await page.getByTestId("user-deactivate").click();
    await expect(page.getByRole("dialog")).toContainText(t.confirm.deactivate);
    await snap(page, `user-deactivate-confirm-${lang}`);
    await confirm(page);
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await openUser(page, lang, mobile);
    await expect(page.getByTestId("user-status")).toContainText(t.values.status.inactive);
    await expect(page.getByTestId("user-activate")).toBeVisible();

    // The member's browser is signed out on its next page.
    await member.page.goto("/user/my-profile");
    await expect(member.page).toHaveURL(/\/login/);
    const me = await member.page.request.get("/api/v1/auth/me");
    expect(me.status() === 401 || (await me.json()).user === null).toBe(true);
    await member.context.close();
  },
);

test(
  "a rejected member reads the committee's remark when signing in",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    const lang = langOf(info.project.name);
    const t = copy[lang].users;
    const member = await otherBrowser(browser, info);
    const mobile = await signUpNew(member.page, lang, { firstName: "Vaishali", lastName: "Thakare" });
    const remark =
      lang === "mr"
        ? "दिलेला पत्ता अपूर्ण आहे; कृपया समितीशी संपर्क साधा."
        : "The address given is incomplete; please call the committee.";

    await signInAdmin(page, lang);
    await openUser(page, lang, mobile);
    await page.getByTestId("user-reject").click();
    // Yes without a remark is refused in the dialog itself.
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByRole("dialog").getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await snap(page, `user-reject-remark-${lang}`);
    await confirm(page, remark);
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await openUser(page, lang, mobile, "rejected");
    await expect(page.getByTestId("user-verified")).toContainText(t.values.verified.no);
    await expect(page.getByTestId("user-remark")).toContainText(remark);
    await expect(page.getByTestId("audit-row").first()).toContainText(remark);

    // The member signs in again and is told why.
    await openIn(member.page, "/login", lang);
    await expect(member.page).toHaveURL(/\/login/);
    await member.page.getByTestId("login-mobile").fill(mobile);
    await member.page.getByTestId("login-send-otp").click();
    // The code is in the outbox once the send has answered and the code field shows.
    await expect(member.page.getByTestId("login-otp")).toBeVisible();
    const outbox = await (await member.page.request.get("/api/v1/dev/outbox")).json();
    const code = outbox.messages.find((m: { mobile: string }) => m.mobile === mobile)?.code;
    await member.page.getByTestId("login-otp").fill(code);
    await member.page.getByTestId("login-verify").click();
    await expect(member.page.getByText(remark)).toBeVisible();
    await expect(member.page.getByText(remark)).toContainText(
      copy[lang].auth.messages.verificationFailedRemark.split("{{remark}}")[0]!.trim().slice(0, 20),
    );
    await expectNoHorizontalOverflow(member.page);
    await snap(member.page, `login-rejected-remark-${lang}`);
    await member.context.close();
  },
);
