import type { Browser, TestInfo } from "@playwright/test";
import en from "../packages/shared/locales/en/listing.json" with { type: "json" };
import mr from "../packages/shared/locales/mr/listing.json" with { type: "json" };
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  langOf,
  openIn,
  signIn,
  snap,
  test,
} from "./fixtures";
import { approvedMember } from "./safety-helpers";

/**
 * A living directory, the family's journey on a phone: "still looking?" answered from the one-tap
 * link without signing in, a pause and back, then "Engaged" naming the other family's profile; the
 * profile leaves the other family's list and their interest closes.
 */
const copy = { en, mr } as const;

async function contextAt(browser: Browser, info: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch } = info.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch });
}

test(
  "a family confirms from the link, pauses, comes back and marks engaged",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const lang: Lang = langOf(info.project.name);
    const t = copy[lang];
    const admin = await (await contextAt(browser, info)).newPage();
    await signIn(admin, DEMO.admin, "en");
    const bride = await approvedMember(page, admin, "Sayali", 2, lang);
    const groomPage = await (await contextAt(browser, info)).newPage();
    const groom = await approvedMember(groomPage, admin, "Omkar", 1, lang);
    const sent = await groomPage.request.post("/api/v1/interests", {
      data: { fromProfileId: groom.id, to: bride.slug },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // Ninety days on, the family is asked; the notification carries the one-tap link.
    const ran = await page.request.post("/api/v1/dev/freshness/run", { data: { days: 91 } });
    expect((await ran.json()).asked).toBeGreaterThan(0);
    const notes = (await (await page.request.get("/api/v1/notifications")).json()).items as {
      type: string;
      link: string;
    }[];
    const link = notes.find((n) => n.type === "freshness_ask")?.link ?? "";
    expect(link).toMatch(/^\/still-looking\//);

    // The link opens on a phone with no session: one tap, and nobody is signed in by it.
    const visitor = await (await contextAt(browser, info)).newPage();
    await openIn(visitor, link, lang);
    await expect(visitor.getByTestId("still-looking")).toContainText(t.link.title);
    await expectNoHorizontalOverflow(visitor);
    await visitor.getByTestId("still-looking-confirm").click();
    await expect(visitor.getByTestId("still-looking-done")).toContainText(
      t.link.done.replace("{{name}}", "Sayali"),
    );
    await snap(visitor, `still-looking-done-${lang}`);
    expect((await (await visitor.request.get("/api/v1/auth/me")).json()).user).toBeNull();

    // My Profile: listed; pause (no day to come back), then show it again.
    await openIn(page, "/user/my-profile", lang);
    const panel = page.getByTestId("listing-panel").first();
    await expect(panel).toHaveAttribute("data-state", "listed");
    await panel.getByTestId("listing-pause").click();
    await expect(page.getByTestId("listing-pause-form")).toContainText(t.pause.body.slice(0, 20));
    await expectNoHorizontalOverflow(page);
    await snap(page, `listing-pause-form-${lang}`);
    await page.getByTestId("listing-pause-submit").click();
    await expect(panel).toHaveAttribute("data-state", "paused");
    await expect(panel).toHaveAttribute("data-reason", "family");
    await snap(page, `listing-paused-${lang}`);
    await panel.getByTestId("listing-resume").click();
    await expect(panel).toHaveAttribute("data-state", "listed");

    // The other family's list, recently active first: her card says the family was active this week.
    await openIn(groomPage, "/user/bride-groom-list?sort=active", lang);
    const card = groomPage.locator("article", { hasText: "Sayali" }).first();
    await expect(card.getByTestId("badge-activity")).toHaveAttribute("data-activity", "week");
    await expectNoHorizontalOverflow(groomPage);
    await snap(groomPage, `list-recently-active-${lang}`);

    // Engaged, naming the other family's profile by its registration number.
    await panel.getByTestId("listing-close").click();
    const form = page.getByTestId("listing-close-form");
    await form.getByText(t.close.engaged, { exact: true }).click();
    await form.getByTestId("listing-partner").fill(String(groom.regNo));
    await expectNoHorizontalOverflow(page);
    await snap(page, `listing-close-form-${lang}`);
    await page.getByTestId("listing-close-submit").click();
    await expect(panel).toHaveAttribute("data-state", "closed");
    await expect(panel).toContainText("Omkar");
    await expectNoHorizontalOverflow(page);
    await snap(page, `listing-closed-${lang}`);

    // Out of the other family's list at once; their interest is closed.
    const list = (await (await groomPage.request.get("/api/v1/profiles?page=1")).json()).items as {
      slug: string;
    }[];
    expect(list.map((i) => i.slug)).not.toContain(bride.slug);
    const theirs = (await (await groomPage.request.get("/api/v1/interests?box=sent")).json()).items as {
      status: string;
    }[];
    expect(theirs.map((i) => i.status)).toEqual(["closed"]);

    // Their story: written on My Profile, agreed by the other family, then the committee publishes it.
    const story = page.getByTestId("story-panel").first();
    await story.getByTestId("story-write").click();
    await page
      .getByTestId("story-text")
      .fill("पोर्टलवर आमची ओळख झाली आणि दोन्ही घरांची पसंती लगेच जुळली. सर्वांचे आभार!");
    await expectNoHorizontalOverflow(page);
    await snap(page, `story-form-${lang}`);
    await page.getByTestId("story-submit").click();
    await expect(story).toHaveAttribute("data-status", "awaitingPartner");
    await openIn(groomPage, "/user/my-profile", lang);
    const asked = groomPage.getByTestId("story-panel").first();
    await asked.getByTestId("story-agree").click();
    await groomPage.getByTestId("confirm-yes").click();
    await expect(asked).toHaveAttribute("data-status", "awaitingCommittee");
    await snap(groomPage, `story-agreed-${lang}`);
    const [waiting] = (await (await admin.request.get("/api/v1/admin/stories")).json()).items as {
      id: number;
    }[];
    const published = await admin.request.post(`/api/v1/admin/stories/${waiting?.id}/decision`, {
      data: { decision: "approve" },
    });
    expect(published.status()).toBe(200);
    await openIn(visitor, "/success-stories", lang);
    await expect(visitor.getByTestId("story-card").first()).toContainText("Sayali");
    await expectNoHorizontalOverflow(visitor);
    await snap(visitor, `success-stories-${lang}`);
  },
);
