import type { APIRequestContext, Page } from "@playwright/test";
import enProfile from "../packages/shared/locales/en/profile.json" with { type: "json" };
import mrProfile from "../packages/shared/locales/mr/profile.json" with { type: "json" };
import { expect, expectNoHorizontalOverflow, type Lang, openIn, snap, test } from "./fixtures";

/** Demo accounts seeded by SEED_DEMO=true (apps/server/src/seed/users.ts). */
const DEMO = {
  verified: { en: "9000000010", mr: "9000000011" },
  logout: { en: "9000000012", mr: "9000000013" },
  expired: { en: "9000000014", mr: "9000000015" },
  deactivated: "9000000021",
} as const;

const profileCopy = { en: enProfile, mr: mrProfile };

const texts = {
  en: {
    login: "Login",
    otpTitle: "Enter the OTP",
    deactivated: "Your account is deactivated, please contact to administrator.",
    thanks: "Thank you for registering, once verification is done then you can access the portal.",
    firstNameRequired: "Please enter the first name.",
    districtRequired: "Please select the district.",
    maharashtra: "Maharashtra",
    goa: "Goa",
    pune: "Pune",
    signIn: "Please sign in to continue.",
    logout: "Logout",
    openMenu: "Open menu",
    emailRefused: "Email login not available yet,Please enter your mobile no",
  },
  mr: {
    login: "लॉगिन",
    otpTitle: "ओटीपी लिहा",
    deactivated: "आपले खाते निष्क्रिय करण्यात आले आहे, कृपया प्रशासकांशी संपर्क साधा.",
    thanks: "नोंदणी केल्याबद्दल धन्यवाद, पडताळणी पूर्ण झाल्यावर आपण पोर्टल वापरू शकाल.",
    firstNameRequired: "कृपया पहिले नाव लिहा.",
    districtRequired: "कृपया जिल्हा निवडा.",
    maharashtra: "महाराष्ट्र",
    goa: "गोवा",
    pune: "पुणे",
    signIn: "पुढे जाण्यासाठी कृपया लॉगिन करा.",
    logout: "बाहेर पडा",
    openMenu: "मेनू उघडा",
    emailRefused: "ईमेलने लॉगिनची सोय अजून उपलब्ध नाही. कृपया आपला मोबाईल क्रमांक लिहा.",
  },
} as const;

function newMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** The OTP the console SMS adapter "sent" to the number, read from the dev outbox. */
async function otpFor(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/dev/outbox");
      const body = (await res.json()) as { messages: { mobile: string; code: string }[] };
      code = body.messages.find((m) => m.mobile === mobile)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Step 1 and step 2 of /login, through the UI, with the OTP from the outbox. */
async function signInThroughUi(page: Page, lang: Lang, mobile: string) {
  await expect(page.getByRole("heading", { name: texts[lang].login, level: 1 })).toBeVisible();
  await page.getByTestId("login-mobile").fill(mobile);
  await page.getByTestId("login-send-otp").click();
  await expect(page.getByRole("heading", { name: texts[lang].otpTitle, level: 1 })).toBeVisible();
  await page.getByTestId("login-otp").fill(await otpFor(page.request, mobile));
  await page.getByTestId("login-verify").click();
}

async function sessionUser(page: Page) {
  const res = await page.request.get("/api/v1/auth/me");
  return res.status() === 200 ? ((await res.json()) as { user: unknown }).user : null;
}

async function chooseOption(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

for (const lang of ["en", "mr"] as Lang[]) {
  test.describe(`sign-in in ${lang}`, () => {
    test("a new member signs up and lands on create-profile", { tag: "@phone" }, async ({ page }) => {
      const mobile = newMobile();
      await openIn(page, "/login", lang);
      await page.getByTestId("login-mobile").fill("asha@example.com");
      await page.getByTestId("login-send-otp").click();
      await expect(page.getByText(texts[lang].emailRefused).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await snap(page, `login-mobile-${lang}`);

      await signInThroughUi(page, lang, mobile);
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByTestId("register-mobile")).toHaveValue(
        `+91\u00a0${mobile.slice(0, 5)}\u00a0${mobile.slice(5)}`,
      );
      await expect(page.getByTestId("register-mobile")).toHaveAttribute("readonly", "");
      await expect(page.getByTestId("register-state")).toHaveValue(texts[lang].maharashtra);

      // Each required field has its own message; a new state clears the district.
      await page.getByTestId("register-submit").click();
      await expect(page.getByText(texts[lang].firstNameRequired).first()).toBeVisible();
      await expect(page.getByText(texts[lang].districtRequired).first()).toBeVisible();
      await chooseOption(page, "register-district", texts[lang].pune);
      await expect(page.getByTestId("register-district")).toHaveValue(texts[lang].pune);
      await chooseOption(page, "register-state", texts[lang].goa);
      await expect(page.getByTestId("register-district")).toHaveValue("");
      await chooseOption(page, "register-state", texts[lang].maharashtra);
      await chooseOption(page, "register-district", texts[lang].pune);

      await page.getByTestId("register-first-name").fill(lang === "en" ? "Asha" : "आशा");
      await page.getByTestId("register-last-name").fill(lang === "en" ? "Pawar" : "पवार");
      await page.getByTestId("register-city").fill(lang === "en" ? "Baramati" : "बारामती");
      // The consent boxes start unticked and are required.
      await expect(page.getByTestId("register-accept-terms")).not.toBeChecked();
      await expect(page.getByTestId("register-accept-privacy")).not.toBeChecked();
      await expect(page.getByTestId("register-declaration")).not.toBeChecked();
      await page.getByTestId("register-accept-terms").check();
      await page.getByTestId("register-accept-privacy").check();
      await page.getByTestId("register-declaration").check();
      await expectNoHorizontalOverflow(page);
      await snap(page, `register-${lang}`);
      await page.getByTestId("register-submit").click();
      await expect(page.getByText(texts[lang].thanks)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/create-profile$/);
      expect(await sessionUser(page)).toMatchObject({ mobile, isVerified: 0, registrationComplete: true });
    });

    test("a verified member signs in and lands on the list, or on the page they came from", {
      tag: "@phone",
    }, async ({ page }) => {
      const viaReturn = lang === "mr";
      await openIn(page, viaReturn ? "/login?returnTo=%2Fgallery" : "/login", lang);
      await signInThroughUi(page, lang, DEMO.verified[lang]);
      await expect(page).toHaveURL(viaReturn ? /\/gallery$/ : /\/user\/bride-groom-list$/);
      expect(await sessionUser(page)).toMatchObject({ mobile: DEMO.verified[lang], isVerified: 1 });
      // The header shows the member's initials (Rahul Patil, Priya Shinde), on a phone too.
      await expect(page.getByTestId("user-initials")).toHaveText(lang === "en" ? "RP" : "PS");
      // ... inside the screen: the signed-in bar (menu, brand, language, interests, bell, initials)
      // fits a 360 px phone in both languages.
      await expect(page.getByTestId("user-initials")).toBeInViewport({ ratio: 1 });
      await expectNoHorizontalOverflow(page);
      // An already signed-in member opening /login goes to the list.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/user\/bride-groom-list$/);
    });

    test("a deactivated member sees the message and stays logged out", { tag: "@phone" }, async ({
      page,
    }) => {
      await openIn(page, "/login", lang);
      await signInThroughUi(page, lang, DEMO.deactivated);
      await expect(page.getByText(texts[lang].deactivated)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId("login-mobile")).toBeVisible();
      expect(await sessionUser(page)).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    });

    test("logout ends the session and goes to /login", async ({ page }) => {
      await openIn(page, "/login", lang);
      await signInThroughUi(page, lang, DEMO.logout[lang]);
      await expect(page).toHaveURL(/\/user\/bride-groom-list$/);
      // A half-typed profile is kept on the device while signed in...
      await page.goto("/user/my-profile");
      await page.getByRole("link", { name: profileCopy[lang].list.createNew }).click();
      await page.locator('[data-field="firstName"] input:not([type=hidden])').first().fill("Pooja");
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("vv-profile-draft:"))),
        )
        .toBe(true);
      const burger = page.getByRole("button", { name: texts[lang].openMenu });
      if (await burger.isVisible()) {
        await burger.click();
        await page.getByRole("dialog").getByRole("link", { name: texts[lang].logout }).click();
      } else {
        await page.getByRole("link", { name: texts[lang].logout }).click();
      }
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId("login-mobile")).toBeVisible();
      expect(await sessionUser(page)).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
      // ...and gone after logout: the next person on a shared phone finds nothing.
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("vv-profile-draft:"))),
      ).toEqual([]);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === "vv_session")).toBeUndefined();
    });

    test("a 401 mid-session sends to /login", { tag: "@phone" }, async ({ page, context }) => {
      await openIn(page, "/login", lang);
      await signInThroughUi(page, lang, DEMO.expired[lang]);
      await expect(page).toHaveURL(/\/user\/bride-groom-list$/);
      await page.goto("/gallery");
      // The page has asked who is signed in (the header shows the initials) before the cookie goes,
      // and the header's own member requests (bell, interests) have answered: a 401 to one of them
      // would start the redirect, which the reload below would then cut short.
      await expect(page.getByTestId("user-initials")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const session = (await context.cookies()).find((c) => c.name === "vv_session");
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");
      if (lang === "en") {
        await context.clearCookies({ name: "vv_session" });
      } else {
        // A forged token: the server answers 401 and the API client signs the device out.
        await context.addCookies([{ ...(session as NonNullable<typeof session>), value: "A".repeat(43) }]);
      }
      await page.reload();
      await expect(page.getByText(texts[lang].signIn).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fgallery$/);
      expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    });
  });
}
