/**
 * The daily contact-view cap: a family (profile) counts once a day whichever way it was reached
 * (details page, biodata PDF); over the cap every way says why and when the count starts again;
 * the count is kept in the database, so a restarted server (or another app server) knows it.
 */
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { capResetsAt, formatResetTime } from "./contact-cap";

type Created = Awaited<ReturnType<typeof createProfile>>;

describe("when the cap starts again", () => {
  it("is the next midnight in India, written in the reader's language", () => {
    // 23:59 in India on 28 November is 18:29 UTC; the count starts again at 18:30 UTC.
    expect(capResetsAt("2026-11-28").toISOString()).toBe("2026-11-28T18:30:00.000Z");
    const at = capResetsAt("2026-11-28");
    expect(formatResetTime(at, "en")).toBe("29 November at 12:00 am");
    expect(formatResetTime(at, "mr")).toMatch(/^२९ नोव्हेंबर .*१२:००/);
  });
});

describeEachDialect(
  "the daily cap on contact views",
  (ctx) => {
    async function setUp() {
      const { app } = ctx();
      const viewer = await actor(app);
      await approve(app, (await createProfile(app, viewer, 1)).id);
      const brides: Created[] = [];
      for (let i = 0; i < 3; i++) {
        const b = await createProfile(app, await actor(app), 2, { contactVisibility: "members" });
        await approve(app, b.id);
        brides.push(b);
      }
      return { viewer, brides: brides as [Created, Created, Created] };
    }
    const request = (viewer: Actor, url: string, lang = "en", app = ctx().app) =>
      app.inject({
        method: "GET",
        url: `/api/v1${url}`,
        headers: { ...viewer.headers, "accept-language": lang },
      });

    it("counts a family once a day whether its details or its PDF were opened", async () => {
      const { viewer, brides } = await setUp();
      const [first, second] = brides;
      expect((await request(viewer, `/profiles/${first.slug}`)).json().contacts).not.toBeNull();
      expect((await request(viewer, `/profiles/${first.slug}/pdf`)).statusCode).toBe(200);
      expect((await request(viewer, `/profiles/${first.slug}`)).json().contacts).not.toBeNull();
      // Two ways to one family were one of the two allowed: the second family still shows.
      expect((await request(viewer, `/profiles/${second.slug}/pdf`)).statusCode).toBe(200);
      expect((await request(viewer, `/profiles/${second.slug}`)).json().contacts).not.toBeNull();
      const days = await ctx()
        .app.database.db.selectFrom("contact_view_days")
        .select("profile_id")
        .where("viewer_user_id", "=", viewer.user.id)
        .execute();
      expect(days.map((d) => d.profile_id).sort()).toEqual([first.id, second.id].sort());
      // Every showing of contacts is still recorded for "who saw our contact details".
      const shown = await ctx()
        .app.database.db.selectFrom("contact_views")
        .select("via")
        .where("viewer_user_id", "=", viewer.user.id)
        .where("profile_id", "=", first.id)
        .execute();
      expect(shown.map((r) => r.via).sort()).toEqual(["details", "details", "pdf"]);
    });

    it("over the cap, says why and when it starts again on the details page and the PDF, in both languages", async () => {
      const { app } = ctx();
      const { viewer, brides } = await setUp();
      const [first, second, third] = brides;
      await request(viewer, `/profiles/${first.slug}`);
      await request(viewer, `/profiles/${second.slug}/pdf`);

      const over = (await request(viewer, `/profiles/${third.slug}`)).json();
      expect(over.contacts).toBeNull();
      expect(over.contactsWithheld).toBe("dailyLimit");
      expect(over.contactsNotice).toMatch(/2 families today.*12:00 am \(India time\)/);
      expect(found(JSON.stringify(over), await privateValues(app, third.id))).toEqual([]);
      const overMr = (await request(viewer, `/profiles/${third.slug}`, "mr")).json();
      expect(overMr.contactsNotice).toMatch(/^आज आपण २ कुटुंबांचे.*१२:०० .*भारतीय वेळेनुसार/);

      const pdf = await request(viewer, `/profiles/${third.slug}/pdf`, "mr");
      expect(pdf.statusCode).toBe(429);
      expect(pdf.json().error.message).toMatch(/बायोडाटा.*१२:००/);
      const wait = Number(pdf.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      // Families already counted today stay open, whichever way.
      expect((await request(viewer, `/profiles/${first.slug}/pdf`)).statusCode).toBe(200);
      expect((await request(viewer, `/profiles/${second.slug}`)).json().contacts).not.toBeNull();
    });

    it("keeps the day's count across a restart (a second server on the same database)", async () => {
      const { viewer, brides } = await setUp();
      const [first, second, third] = brides;
      await request(viewer, `/profiles/${first.slug}`);
      await request(viewer, `/profiles/${second.slug}`);
      const restarted = await buildApp(ctx().app.config, { database: ctx().database });
      try {
        await restarted.ready();
        const after = await request(viewer, `/profiles/${third.slug}`, "en", restarted);
        expect(after.json().contactsWithheld).toBe("dailyLimit");
        expect((await request(viewer, `/profiles/${third.slug}/pdf`, "en", restarted)).statusCode).toBe(429);
        expect(
          (await request(viewer, `/profiles/${first.slug}`, "en", restarted)).json().contacts,
        ).not.toBeNull();
      } finally {
        await restarted.close();
      }
    });
  },
  { LIMIT_CONTACT_VIEWS: { max: 2, windowMinutes: 1440 } },
);
