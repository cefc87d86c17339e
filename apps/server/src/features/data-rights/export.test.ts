import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { listColumns, listTables } from "../../db/dialect";
import { describeEachDialect } from "../../test/harness";
import { found, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { unzip } from "./zip";

/**
 * Tables with a column pointing at a member or a profile that the export leaves out on purpose.
 * Every other such table must be a section of data.json (EXPORTED) or this test fails.
 */
const NOT_EXPORTED: Record<string, string> = {
  // The committee's own log of what admins did; actor_user_id is the admin, not the member.
  audit_log: "internal: admin actions",
  // The outbound SMS/WhatsApp queue of notifications that are exported themselves.
  notification_deliveries: "internal: delivery queue of exported notifications",
  // A moderation flag (a profile is hidden while a report is looked at); the outcome reaches the
  // member as a notification.
  report_holds: "internal: moderation state",
  // The officer's handling steps of a grievance; the grievance and its status are exported.
  grievance_events: "internal: grievance officer's log",
  // Replies kept for a retried request (idempotency), minutes long.
  request_replays: "internal: request retry cache",
  // When the Matches page was last opened ("new" badges).
  match_visits: "internal: page bookkeeping",
  // The daily contact-view counter; the views themselves are exported (contactsIViewed).
  contact_view_days: "internal: rate-limit counter",
  // Written only when an account is erased: there is no live member to download it.
  retained_registrations: "not held for a live account",
  // The committee's duplicate check pairs a profile with another family's: their data as much as ours.
  duplicate_pairs: "internal: committee's duplicate check",
  // Single-use sign-in-free links of the "still looking?" question (hashed tokens).
  freshness_links: "internal: link tokens",
};

/** Table -> the data.json sections (or ZIP files) that carry its rows. */
const EXPORTED: Record<string, string[]> = {
  sessions: ["sessions"],
  push_subscriptions: ["pushDevices"],
  photos: ["file:photos/"],
  profiles: ["profiles"],
  // Each of a profile's photos is a file, named in its profile's "photos".
  profile_photos: ["profiles", "file:photos/"],
  wishlist: ["wishlist"],
  payments: ["payments"],
  reviews: ["reviews"],
  jobs: ["jobs"],
  resumes: ["file:resume.pdf"],
  job_applications: ["jobApplications"],
  businesses: ["businesses"],
  interests: ["interestsSent", "interestsReceived"],
  contact_views: ["contactsIViewed", "contactViewsOfOurProfiles"],
  notifications: ["notifications"],
  notification_preferences: ["notificationChoices"],
  blocks: ["blocks"],
  reports: ["reportsFiled"],
  member_warnings: ["warnings"],
  consent_records: ["consents"],
  grievances: ["grievances"],
  identity_documents: ["identityChecks"],
  partner_preferences: ["partnerPreferences"],
  profile_views: ["profilesIViewed", "whoViewedOurProfiles"],
  nominees: ["nominee"],
  rules_reminders: ["rulesReminders"],
  unlisted_profiles: ["listingPauses"],
  profile_freshness: ["stillLookingChecks"],
  success_stories: ["successStories"],
  melava_registrations: ["melavaRegistrations"],
  melava_consents: ["melavaBookletChoices"],
  saved_searches: ["savedSearches"],
};

const MEMBER_COLUMN = /(user_id|profile_id|actor_id)$/;

function letters(prefix: string) {
  let out = prefix;
  for (let i = 0; i < 6; i++) out += "bcdfghjklmnpqrstvwxz"[randomInt(20)];
  return out;
}

describeEachDialect("my data export", (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const download = async (who: Actor, lang = "en") => {
    const res = await app().inject({
      method: "GET",
      url: `/api/v1/me/data/export?lang=${lang}`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    const files = unzip(res.rawPayload);
    return {
      files,
      data: JSON.parse(files.get("data.json")?.toString("utf8") ?? "{}"),
      html: files.get("summary.html")?.toString("utf8") ?? "",
      text: [...files.entries()]
        .filter(([name]) => !name.endsWith(".jpg") && !name.endsWith(".pdf"))
        .map(([, bytes]) => bytes.toString("utf8"))
        .join("\n"),
    };
  };

  /** Two families that interested, viewed, blocked and reported each other. */
  async function twoFamilies(block = true) {
    const db = app().database.db;
    const member = await actor(app());
    const other = await actor(app(), { first_name: letters("Oth"), last_name: letters("Fam") });
    const mine = await createProfile(app(), member, 2, { currentAddress: `7 ${letters("Wada")} Lane` });
    const theirs = await createProfile(app(), other, 1, {
      currentAddress: `9 ${letters("Peth")} Road, Satara`,
      fatherFullName: `${letters("Baba")} ${letters("Kul")}`,
    });
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const pair = {
      low_profile_id: Math.min(mine.id, theirs.id),
      high_profile_id: Math.max(mine.id, theirs.id),
    };
    const theirNote = `Call us on 98${randomInt(10_000_000, 99_999_999)}`;
    await db
      .insertInto("interests")
      .values({
        from_profile_id: theirs.id,
        to_profile_id: mine.id,
        ...pair,
        sender_user_id: other.user.id,
        status: "pending",
        note_text: theirNote,
        created_at: now,
        expires_at: later,
      })
      .execute();
    const day = now.slice(0, 10);
    for (const [profile, viewer] of [
      [theirs.id, member.user.id],
      [mine.id, other.user.id],
    ] as const)
      await db
        .insertInto("contact_views")
        .values({ profile_id: profile, viewer_user_id: viewer, via: "details", day, viewed_at: now })
        .execute();
    await db
      .insertInto("profile_views")
      .values({ viewed_profile_id: mine.id, viewer_user_id: other.user.id, viewed_at: now })
      .execute();
    await db
      .insertInto("reports")
      .values({
        reporter_user_id: member.user.id,
        profile_id: theirs.id,
        reported_user_id: other.user.id,
        reason: "fake_profile",
        details: "<script>alert('x')</script> & more",
      })
      .execute();
    if (block)
      await db
        .insertInto("blocks")
        .values({ blocker_user_id: member.user.id, profile_id: theirs.id, blocked_user_id: other.user.id })
        .execute();
    await db
      .updateTable("profiles")
      .set({ registration_status: "approved", approved_at: now })
      .where("id", "in", [mine.id, theirs.id])
      .execute();
    await app().services.nominees.put(other.user.id, {
      name: `${letters("Nom")} ${letters("Kul")}`,
      relation: "Brother",
      mobile: "9812345670",
    });
    const secrets = [
      ...(await privateValues(app(), theirs.id)),
      other.user.mobile,
      theirNote,
      "9812345670",
      (
        await db
          .selectFrom("profiles")
          .select("father_full_name")
          .where("id", "=", theirs.id)
          .executeTakeFirstOrThrow()
      ).father_full_name,
    ];
    return { member, other, mine, theirs, secrets };
  }

  it("holds every section in readable form, and nothing private of the other family", async () => {
    const { member, other, mine, theirs, secrets } = await twoFamilies();
    const { data, html, text } = await download(member);
    const s = data.sections;
    expect(s.interestsReceived).toMatchObject([
      { profileName: expect.any(String), registrationNumber: theirs.registrationNumber, status: "pending" },
    ]);
    expect(s.contactsIViewed).toMatchObject([
      { registrationNumber: theirs.registrationNumber, via: "details" },
    ]);
    // The family may know who saw its contacts: the viewer's account name.
    expect(s.contactViewsOfOurProfiles).toMatchObject([
      { viewerName: `${other.user.first_name} ${other.user.last_name}` },
    ]);
    expect(s.reportsFiled).toMatchObject([
      { reason: "fake_profile", registrationNumber: theirs.registrationNumber },
    ]);
    expect(s.blocks).toHaveLength(1);
    // "Who viewed" shows what that page shows: not a family we blocked.
    expect(s.whoViewedOurProfiles).toEqual([]);
    expect(s.notifications.every((n: { text: unknown }) => typeof n.text === "string")).toBe(true);
    expect(s.profiles[0]).toMatchObject({ registrationNumber: mine.registrationNumber });
    expect(Object.keys(s.profiles[0])).not.toContain("casteId");
    // Everything in both files, searched for the other family's private values.
    expect(found(text, secrets)).toEqual([]);
    // Member-entered text is escaped in the page.
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    // The other family's export does not show our private values either.
    const theirExport = await download(other);
    expect(found(theirExport.text, await privateValues(app(), mine.id))).toEqual([]);
  });

  it("writes summary.html in Marathi with Devanagari digits when asked", async () => {
    const { member, mine, theirs } = await twoFamilies(false);
    const { html, data } = await download(member, "mr");
    expect(data.sections.whoViewedOurProfiles).toMatchObject([
      { registrationNumber: theirs.registrationNumber, viewedAt: expect.any(String) },
    ]);
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain("मिळालेल्या पसंती");
    expect(html).toContain(
      String(mine.registrationNumber).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)] as string),
    );
    expect(html).toMatch(/होय|नाही/);
    // data.json keeps its English keys whatever the language.
    expect(data.language).toBe("mr");
    expect(Object.keys(data.sections)).toContain("interestsReceived");
  });

  it("covers every table that holds a member's or a profile's rows", async () => {
    const { member } = await twoFamilies();
    const { data, files } = await download(member);
    const db = app().database.db as never;
    const missing: string[] = [];
    let checked = 0;
    for (const table of await listTables(db, ctx().dialect)) {
      const columns = await listColumns(db, ctx().dialect, table);
      if (!columns.some((c) => MEMBER_COLUMN.test(c))) continue;
      checked += 1;
      if (NOT_EXPORTED[table]) continue;
      const targets = EXPORTED[table];
      if (!targets) {
        missing.push(table);
        continue;
      }
      for (const target of targets) {
        if (target.startsWith("file:")) continue; // files appear only when the member has one
        expect(data.sections, `${table} -> ${target}`).toHaveProperty(target);
      }
    }
    expect(missing, "tables neither exported nor listed as not personal").toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(Object.keys(EXPORTED).length);
    expect(files.has("summary.html")).toBe(true);
  });
});
