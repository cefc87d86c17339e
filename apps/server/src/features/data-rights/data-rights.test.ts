import { randomInt } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { listTables } from "../../db/dialect";
import { lastCode, me, sendOtp, uniqueIp, uniqueMobile, verifyOtp } from "../../test/auth-helpers";
import { listBusiness, postJob, uploadResume } from "../../test/board-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile, uploadPhoto } from "../../test/profile-helpers";
import { multipartBody, photoJpeg } from "../media/fixtures";
import { unzip } from "./zip";

const DAY = 86_400_000;

/** Letters only (names must be letters), different in every test run. */
function marker(prefix: string) {
  let out = prefix;
  for (let i = 0; i < 6; i++) out += "bcdfghjklmnpqrstvwxz"[randomInt(20)];
  return out;
}

/** Download, withdraw, delete: erasure leaves nothing in any table or in the storage. */
describeEachDialect("data rights", (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const get = (url: string, who?: Actor): Promise<LightMyRequestResponse> =>
    app().inject({ method: "GET", url, headers: who?.headers ?? {} });
  const post = (url: string, who: Actor, payload: unknown): Promise<LightMyRequestResponse> =>
    app().inject({ method: "POST", url, headers: who.headers, payload: payload as Record<string, unknown> });

  async function storedKeys() {
    const keys: string[] = [];
    for await (const key of app().services.storage.list()) keys.push(key);
    return new Set(keys);
  }

  async function allRows(table: string) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      app().database.db,
    );
    return rows.rows;
  }

  /** A member with everything a member can have: profile, photos, resume, posts, lists, complaints. */
  async function busyMember() {
    const names = {
      first: marker("Zeb"),
      last: marker("Quix"),
      father: marker("Pitr"),
      address: marker("Galli"),
    };
    const member = await actor(app(), { first_name: names.first, last_name: names.last });
    const other = await actor(app());
    const otherProfile = await createProfile(app(), other, 1);
    const before = await storedKeys();

    const profile = await createProfile(app(), member, 2, {
      firstName: names.first,
      lastName: names.last,
      fatherFullName: `${names.father} ${names.last}`,
      currentAddress: `12 ${names.address} Road, Pune`,
    });
    const loose = await uploadPhoto(app(), member); // uploaded, never used
    expect((await uploadResume(app(), member)).statusCode).toBe(201);
    await postJob(app(), member, { title: `${names.first} Traders accountant` });
    const businessPhoto = await uploadPhoto(app(), member);
    await listBusiness(app(), member, {
      name: `${names.last} Masale`,
      ownerName: names.first,
      photoId: businessPhoto,
    });
    const db = app().database.db;
    const now = new Date().toISOString();
    await db
      .insertInto("wishlist")
      .values({ user_id: member.user.id, profile_id: otherProfile.id })
      .execute();
    await db.insertInto("wishlist").values({ user_id: other.user.id, profile_id: profile.id }).execute();
    await db
      .insertInto("profile_views")
      .values({ viewed_profile_id: profile.id, viewer_user_id: other.user.id, viewed_at: now })
      .execute();
    await db
      .insertInto("profile_views")
      .values({ viewed_profile_id: otherProfile.id, viewer_user_id: member.user.id, viewed_at: now })
      .execute();
    const later = new Date(Date.now() + 30 * DAY).toISOString();
    const [low, high] = [Math.min(profile.id, otherProfile.id), Math.max(profile.id, otherProfile.id)];
    await db
      .insertInto("interests")
      .values({
        from_profile_id: otherProfile.id,
        to_profile_id: profile.id,
        low_profile_id: low,
        high_profile_id: high,
        sender_user_id: other.user.id,
        status: "accepted",
        responder_user_id: member.user.id,
        created_at: now,
        expires_at: later,
      })
      .execute();
    const day = now.slice(0, 10);
    await db
      .insertInto("contact_views")
      .values({
        profile_id: otherProfile.id,
        viewer_user_id: member.user.id,
        via: "details",
        day,
        viewed_at: now,
      })
      .execute();
    await db
      .insertInto("contact_views")
      .values({ profile_id: profile.id, viewer_user_id: other.user.id, via: "details", day, viewed_at: now })
      .execute();
    await db
      .insertInto("reviews")
      .values({ user_id: member.user.id, rating_halves: 8, text: `${names.first} says thanks` })
      .execute();
    await db
      .insertInto("blocks")
      .values({
        blocker_user_id: member.user.id,
        profile_id: otherProfile.id,
        blocked_user_id: other.user.id,
      })
      .execute();
    await db
      .insertInto("notifications")
      .values({ user_id: member.user.id, type: "test", params: JSON.stringify({ name: names.first }) })
      .execute();
    await db
      .insertInto("contact_messages")
      .values({
        first_name: names.first,
        last_name: names.last,
        mobile_or_email: member.user.mobile,
        subject: "My profile",
        message: `Please call ${names.first}`,
      })
      .execute();
    await db
      .insertInto("payments")
      .values({
        transaction_id: `T${marker("X")}`,
        profile_id: profile.id,
        user_id: member.user.id,
        payment_type: "registration",
        amount_paise: 50_000,
        provider: "upi",
        status: "SUCCESS",
        provider_reference: "UTR123456789",
        remark: `paid by ${names.first} from ${member.user.mobile}`,
      })
      .execute();
    const grievance = await app().inject({
      method: "POST",
      url: "/api/v1/grievances",
      remoteAddress: uniqueIp(),
      headers: member.headers,
      payload: {
        category: "privacy",
        description: `${names.first} wants this checked please, about the profile`,
        name: `${names.first} ${names.last}`,
        mobile: member.user.mobile,
      },
    });
    const { reference, uploadToken } = grievance.json();
    const file = multipartBody(await photoJpeg(200, 200));
    await app().inject({
      method: "POST",
      url: `/api/v1/grievances/${reference}/attachment`,
      headers: { ...file.headers, "x-upload-token": uploadToken },
      payload: file.payload,
    });
    const idDoc = multipartBody(await photoJpeg(300, 200), "pan.jpg");
    const identity = await app().inject({
      method: "POST",
      url: `/api/v1/identity/profiles/${profile.id}/document?type=pan`,
      headers: { ...idDoc.headers, ...member.headers },
      payload: idDoc.payload,
    });
    expect(identity.statusCode).toBe(201);
    await app().services.legal.recordSignup(member.user.id, "203.0.113.9", "test browser");
    await app().services.nominees.put(member.user.id, {
      name: `${names.father} ${names.last}`,
      relation: "Father",
      mobile: "9876512345",
    });
    const created = [...(await storedKeys())].filter((k) => !before.has(k));
    expect(created.length).toBeGreaterThanOrEqual(9); // photo variants, resume, attachment, identity document
    expect(created.some((k) => k.startsWith("identity/"))).toBe(true);
    return { member, other, profile, otherProfile, names, created, loose };
  }

  it("downloads everything about me as a ZIP: data.json, photos, resume; nothing of anyone else", async () => {
    const { member, profile, names, otherProfile } = await busyMember();
    const res = await get("/api/v1/me/data/export", member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = unzip(res.rawPayload);
    const data = JSON.parse(files.get("data.json")?.toString("utf8") ?? "{}");
    const sections = data.sections;
    expect(data.account).toMatchObject({ mobile: member.user.mobile, firstName: names.first });
    expect(sections.profiles.map((p: { registrationNumber: number }) => p.registrationNumber)).toEqual([
      profile.registrationNumber,
    ]);
    expect(sections.profiles[0].fatherFullName).toContain(names.father);
    // Names, never reference ids.
    expect(sections.profiles[0]).not.toHaveProperty("casteId");
    expect(typeof sections.profiles[0].caste).toBe("string");
    // The Terms and the Privacy Notice, each its own consent; the nominee is the member's data too.
    expect(sections.consents.map((c: { document: string }) => c.document).sort()).toEqual([
      "privacy",
      "terms",
    ]);
    expect(sections.nominee).toMatchObject([{ relation: "Father", mobile: "9876512345" }]);
    expect(sections.wishlist).toEqual([
      { profileName: expect.any(String), registrationNumber: otherProfile.registrationNumber },
    ]);
    expect(sections.interestsReceived).toMatchObject([{ status: "accepted" }]);
    expect(sections.contactsIViewed).toHaveLength(1);
    expect(sections.contactViewsOfOurProfiles).toHaveLength(1);
    expect(sections.blocks).toHaveLength(1);
    expect(sections.reviews.length).toBe(1);
    expect(sections.jobs.length).toBe(1);
    expect(sections.businesses.length).toBe(1);
    expect(sections.payments).toMatchObject([{ amountRupees: 500 }]);
    expect(sections.grievances.length).toBe(1);
    // The record of the identity check (type, state, dates), never where its document is stored.
    expect(sections.identityChecks).toMatchObject([{ documentType: "pan", status: "pending" }]);
    expect(files.get("summary.html")?.toString()).toContain("<h2>");
    expect(files.get("data.json")?.toString()).not.toMatch(/identity\/\d+-|storage_key/);
    const photos = [...files.keys()].filter((n) => n.startsWith("photos/"));
    expect(photos).toHaveLength(1);
    expect(
      files
        .get(photos[0] as string)
        ?.subarray(0, 2)
        .toString("hex"),
    ).toBe("ffd8");
    expect(files.get("resume.pdf")?.subarray(0, 5).toString()).toBe("%PDF-");
    // Nothing of the other family's account.
    expect(files.get("data.json")?.toString()).not.toContain('Test Member","mobile');
    expect((await get("/api/v1/me/data/export")).statusCode).toBe(401);
  });

  it("deletion: confirmed, signed out, cancelled by signing in, then erased leaving nothing anywhere", async () => {
    const { member, other, profile, names, created } = await busyMember();
    const markers = [names.first, names.last, names.father, names.address, member.user.mobile];

    expect((await post("/api/v1/me/deletion", member, {})).statusCode).toBe(400);
    const asked = await post("/api/v1/me/deletion", member, { confirm: true });
    expect(asked.statusCode).toBe(200);
    expect(Date.parse(asked.json().deletionDueAt) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await me(app(), { cookie: member.headers.cookie.replace("vv_session=", "") })).statusCode).toBe(
      401,
    );

    // Signing in within the cooling-off period cancels it.
    const ip = uniqueIp();
    await sendOtp(app(), member.user.mobile, ip);
    const signedIn = await verifyOtp(app(), member.user.mobile, lastCode(app(), member.user.mobile), { ip });
    expect(signedIn.json().message).toMatch(/deletion was cancelled/);
    expect((await app().services.dataRights.runDue(new Date(Date.now() + 30 * DAY))).accounts).toBe(0);

    // Asked again (withdrawing consent): the job does nothing before the due time, everything after.
    const session = signedIn.cookies.find((c) => c.name === "vv_session")?.value as string;
    const again = await app().inject({
      method: "POST",
      url: "/api/v1/me/deletion",
      cookies: { vv_session: session },
      payload: { confirm: true, withdraw: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await app().services.dataRights.runDue(new Date(Date.now() + 6 * DAY))).accounts).toBe(0);
    expect((await app().services.dataRights.runDue(new Date(Date.now() + 8 * DAY))).accounts).toBe(1);

    // Every table of the database, whatever it is called, is searched.
    const tables = await listTables(app().database.db as never, ctx().dialect);
    expect(tables).toEqual(expect.arrayContaining(["users", "profiles", "photos", "payments", "grievances"]));
    const leftovers: string[] = [];
    for (const table of tables) {
      // What IT Rules 3(1)(h) asks to keep for 180 days (retention.test.ts): the account's mobile and
      // names, in a table only the super admin reads; nothing else of the account may be there.
      if (table === "retained_registrations") {
        const kept = (await allRows(table)).filter((r) => r.mobile === member.user.mobile);
        expect(kept).toHaveLength(1);
        const text = JSON.stringify(kept);
        for (const m of [names.father, names.address])
          if (text.includes(m)) leftovers.push(`${table} holds ${m}`);
        continue;
      }
      for (const row of await allRows(table)) {
        for (const [column, value] of Object.entries(row)) {
          const text = typeof value === "string" ? value : value === null ? "" : JSON.stringify(value);
          for (const m of markers) if (text.includes(m)) leftovers.push(`${table}.${column} holds ${m}`);
          const id = Number(value);
          // The ledger keeps its row, and the profile it was paid for stays as an empty tombstone.
          if (table === "payments" || (table === "profiles" && row.erased_at)) continue;
          if (
            /_id$/.test(column) &&
            /user|actor|owner|applicant|blocker|blocked|reporter|reported/.test(column) &&
            id === member.user.id
          )
            leftovers.push(`${table}.${column} points at the account`);
          if (/profile_id$/.test(column) && id === profile.id)
            leftovers.push(`${table}.${column} points at the profile`);
        }
      }
    }
    expect(leftovers).toEqual([]);

    // What accounting needs stays: amount, date, transaction id, against empty tombstones.
    const payment = await app()
      .database.db.selectFrom("payments")
      .selectAll()
      .where("user_id", "=", member.user.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount_paise: 50_000,
      status: "SUCCESS",
      remark: null,
      raw_callback: null,
    });
    expect(payment.transaction_id).toMatch(/^T/);
    const tombstone = await app()
      .database.db.selectFrom("users")
      .selectAll()
      .where("id", "=", member.user.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ first_name: "", last_name: "", row_status: 0, created_ip: null });
    expect(tombstone.erased_at).not.toBeNull();
    expect(tombstone.mobile).toMatch(/^0\d{9}$/);
    const paidFor = await app()
      .database.db.selectFrom("profiles")
      .selectAll()
      .where("id", "=", profile.id)
      .executeTakeFirstOrThrow();
    expect(paidFor).toMatchObject({ first_name: "", father_mobile: "", current_address: "", photo_id: null });
    expect(paidFor.erased_at).not.toBeNull();
    // The stored bytes are gone: photo variants, resume, attachment, identity document.
    const keys = await storedKeys();
    expect(created.filter((k) => keys.has(k))).toEqual([]);
    // The other family keeps its own data.
    expect((await me(app(), { cookie: other.headers.cookie.replace("vv_session=", "") })).statusCode).toBe(
      200,
    );
  });

  it("an admin-deleted profile stays restorable for the retention period, then is purged with its photos", async () => {
    const owner = await actor(app());
    const before = await storedKeys();
    const old = await createProfile(app(), owner, 1, { firstName: marker("Purg") });
    const recent = await createProfile(app(), owner, 1);
    const created = [...(await storedKeys())].filter((k) => !before.has(k));
    const db = app().database.db;
    await db
      .updateTable("profiles")
      .set({ row_status: 2, updated_at: new Date(Date.now() - 91 * DAY).toISOString() })
      .where("id", "=", old.id)
      .execute();
    await db
      .updateTable("profiles")
      .set({ row_status: 2, updated_at: new Date(Date.now() - 10 * DAY).toISOString() })
      .where("id", "=", recent.id)
      .execute();
    const { profiles } = await app().services.dataRights.runDue();
    expect(profiles).toBeGreaterThanOrEqual(1);
    expect(
      await db.selectFrom("profiles").select("id").where("id", "=", old.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("profiles").select("id").where("id", "=", recent.id).executeTakeFirst(),
    ).toBeDefined();
    const keys = await storedKeys();
    const oldPhoto = (
      await db.selectFrom("photos").select("id").where("owner_user_id", "=", owner.user.id).execute()
    ).map((p) => p.id);
    expect(oldPhoto).toHaveLength(1); // the recent profile's photo only
    expect(created.filter((k) => keys.has(k)).every((k) => k.includes(oldPhoto[0] as string))).toBe(true);
  });

  it("the data-rights routes answer before a new Terms is accepted; visitors get 401", async () => {
    const member = await actor(app());
    const admin = await actor(app(), { role: "admin" });
    expect((await post("/api/v1/admin/legal/publish", admin, { document: "terms" })).statusCode).toBe(200);
    try {
      expect((await get("/api/v1/profiles/mine", member)).statusCode).toBe(428);
      const data = await get("/api/v1/me/data", member);
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({ deletionDueAt: null, coolingDays: 7, profiles: [] });
      expect((await get("/api/v1/me/data/export", member)).statusCode).toBe(200);
    } finally {
      await app().database.db.deleteFrom("settings").where("key", "=", "legal_config").execute();
      app().services.legal.invalidate();
    }
    expect((await get("/api/v1/me/data")).statusCode).toBe(401);
    const visitor = await app().inject({
      method: "POST",
      url: "/api/v1/me/deletion",
      payload: { confirm: true },
    });
    expect(visitor.statusCode).toBe(401);
    expect(uniqueMobile()).toMatch(/^\d{10}$/);
  });
});
