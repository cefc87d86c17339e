import { beforeAll, expect, it } from "vitest";
import type { ProfilesTable } from "../../db/schema";
import { indiaDayStart, lastWeekStarts } from "../../platform/india-time";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

/** Noon (India time) on the Monday of a week, as an ISO instant. */
const mondayNoon = (monday: string) =>
  new Date(Date.parse(indiaDayStart(monday)) + 12 * 60 * 60_000).toISOString();
const WEEK_MS = 7 * 24 * 60 * 60_000;

describeEachDialect("admin dashboard", (ctx) => {
  let admin: Actor;
  let weeks: string[];
  const dashboard = (who: Actor | null, lang = "en") =>
    ctx().app.inject({
      method: "GET",
      url: "/api/v1/admin/dashboard",
      headers: { ...who?.headers, "accept-language": lang },
    });

  beforeAll(async () => {
    const { app, database } = ctx();
    const db = database.db;
    admin = await actor(app, { role: "admin" });
    const family = await actor(app);
    weeks = lastWeekStarts(new Date(), 12);
    const thirteenWeeksAgo = new Date(Date.parse(mondayNoon(weeks[0] as string)) - WEEK_MS).toISOString();

    const make = async (
      gender: 1 | 2,
      createdAt: string,
      patch: Partial<{ [K in keyof ProfilesTable]: unknown }>,
      approved = false,
    ) => {
      const { id } = await createProfile(app, family, gender);
      if (approved) await approve(app, id);
      await db
        .updateTable("profiles")
        .set({ created_at: createdAt, ...(patch as object) })
        .where("id", "=", id)
        .execute();
      return id;
    };
    // p1 pending, Pune, this week; p2 approved, Pune, 2 weeks ago; p3 approved with its photo
    // still to verify, Mumbai, 2 weeks ago; p4 rejected, no region, 11 weeks ago; p5 deleted,
    // Shegaon, 2 weeks ago; p6 approved, Nagpur, 13 weeks ago (outside the chart).
    await make(1, mondayNoon(weeks[11] as string), { region_id: 1 });
    await make(2, mondayNoon(weeks[9] as string), { region_id: 1 }, true);
    await make(2, mondayNoon(weeks[9] as string), { region_id: 2, photo_status: "pending" }, true);
    await make(1, mondayNoon(weeks[0] as string), { region_id: null, registration_status: "rejected" });
    await make(2, mondayNoon(weeks[9] as string), { region_id: 3, row_status: 2 });
    await make(1, thirteenWeeksAgo, { region_id: 6 }, true);

    await actor(app, { is_verified: 0 });
    await actor(app, { is_verified: 0, row_status: 0 });
    await actor(app, { is_verified: 2 });
    await db
      .insertInto("contact_messages")
      .values(
        [1, 2, 3].map((i) => ({
          first_name: "Anil",
          last_name: "Jadhav",
          mobile_or_email: "9822012345",
          subject: `Question ${i}`,
          message: "When is the next meeting?",
          read_at: i === 3 ? new Date().toISOString() : null,
          read_by: i === 3 ? admin.user.id : null,
        })),
      )
      .execute();
  });

  it("is for admins only", async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    expect((await dashboard(await actor(ctx().app))).statusCode).toBe(403);
    expect((await dashboard(await actor(ctx().app, { role: "super_admin" }))).statusCode).toBe(200);
  });

  it("counts what waits for the committee", async () => {
    const res = await dashboard(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({
      pendingProfiles: 1,
      pendingPhotos: 1,
      pendingUsers: 2,
      unreadMessages: 2,
      openReports: 0,
      failedDeliveries: 0,
      pendingIdentity: 0,
      duplicatePairs: 0,
      pendingStories: 0,
    });
  });

  it("names the queue's longest-waiting profile and counts what waited over 48 hours", async () => {
    const { queue } = (await dashboard(admin)).json();
    // p1, pending since Monday noon of this week; the photo of p3 waits since it was registered just now.
    const since = mondayNoon(weeks[11] as string);
    expect(queue.oldest).toMatchObject({ kind: "profile", since });
    expect(queue.overdue).toBe(Date.now() - Date.parse(since) > 48 * 3_600_000 ? 1 : 0);
  });

  it("charts registrations per week for 12 weeks, empty weeks at 0, the current week last", async () => {
    const perWeek = (await dashboard(admin)).json().registrationsPerWeek;
    expect(perWeek.map((w: { key: string }) => w.key)).toEqual(weeks);
    // Registrations count when they happened, even for a profile deleted since.
    expect(perWeek.map((w: { count: number }) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1]);
    const monday = new Date(`${weeks[11]}T00:00:00.000Z`);
    expect(perWeek[11].label).toBe(
      new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(monday),
    );
  });

  it("charts live profiles by region and by gender, labelled in the caller's language", async () => {
    const en = (await dashboard(admin)).json();
    const regions = Object.fromEntries(
      en.byRegion.map((b: { label: string; count: number }) => [b.label, b.count]),
    );
    expect(regions).toEqual({
      Pune: 2,
      Mumbai: 1,
      Shegaon: 0,
      Sungaon: 0,
      Warvat: 0,
      Nagpur: 1,
      Amravati: 0,
      Other: 0,
      "Region not given": 1,
    });
    expect(en.byGender).toEqual([
      { key: "1", label: "Groom (Male)", count: 3 },
      { key: "2", label: "Bride (Female)", count: 2 },
    ]);
    expect(en.profileTotal).toBe(5);

    const mr = (await dashboard(admin, "mr")).json();
    expect(mr.byRegion[0]).toEqual({ key: "1", label: "पुणे", count: 2 });
    expect(mr.byRegion.at(-1)).toEqual({ key: "none", label: "विभाग दिलेला नाही", count: 1 });
    expect(mr.byGender[1]).toEqual({ key: "2", label: "वधू (मुलगी)", count: 2 });
    expect(mr.registrationsPerWeek[11].label).toMatch(/[\u0900-\u097F]/);
  });
});
