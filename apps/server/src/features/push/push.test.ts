import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { testConfig } from "../../config";
import { startFakePushService } from "../../test/fake-push";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { notify } from "../notifications/notify";
import { pushConfigProblems } from "./config";
import { endpointProblem } from "./endpoint";

const fake = await startFakePushService();
afterAll(() => fake.stop());
const vapid = webpush.generateVAPIDKeys();

describe("push endpoints the server posts to (SSRF)", () => {
  const production = { ...testConfig(), NODE_ENV: "production" as const };
  const test = testConfig({ PUSH_SERVICE_HOSTS: "127.0.0.1,10.0.0.5,169.254.169.254,fcm.googleapis.com" });

  it("takes the push services' https addresses", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ])
      expect(endpointProblem(endpoint, production), endpoint).toBeNull();
  });

  it("refuses anything else, whatever the allow-list says about IP addresses", () => {
    const refused: [string, string][] = [
      ["http://fcm.googleapis.com/fcm/send/x", "not https"],
      ["https://fcm.googleapis.com:8443/fcm/send/x", "not the standard https port"],
      ["https://user:pw@fcm.googleapis.com/x", "credentials in the address"],
      ["https://evil.example.org/push", "not a known push service"],
      ["https://fcm.googleapis.com.evil.example/x", "not a known push service"],
      ["https://push.services.mozilla.com/x", "not a known push service"],
      ["https://169.254.169.254/latest/meta-data", "an IP address"],
      ["https://10.0.0.5/x", "an IP address"],
      ["https://[::1]/x", "an IP address"],
      ["https://0x7f000001/x", "an IP address"],
      ["https://localhost/x", "a loopback address"],
      ["file:///etc/passwd", "not https"],
      ["not a url", "not an address"],
    ];
    for (const [endpoint, reason] of refused) {
      expect(endpointProblem(endpoint, production), endpoint).toBe(reason);
      expect(endpointProblem(endpoint, { ...production, PUSH_SERVICE_HOSTS: "*" }), endpoint).not.toBeNull();
    }
    // Tests (only) reach the local fake push service; a private address stays refused even when listed.
    expect(endpointProblem("http://127.0.0.1:4000/push/a", test)).toBeNull();
    expect(endpointProblem("http://127.0.0.1:4000/push/a", { ...test, NODE_ENV: "development" })).toBe(
      "not https",
    );
    expect(endpointProblem("https://10.0.0.5/x", test)).toBe("an IP address");
    expect(endpointProblem("https://169.254.169.254/x", test)).toBe("an IP address");
  });

  it("the VAPID settings: both keys or neither, their lengths, a subject", () => {
    const base = testConfig();
    expect(pushConfigProblems(base)).toEqual([]);
    expect(pushConfigProblems({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey }).join()).toMatch(/go together/);
    expect(
      pushConfigProblems({ ...base, VAPID_PUBLIC_KEY: vapid.privateKey, VAPID_PRIVATE_KEY: vapid.publicKey })
        .length,
    ).toBe(3);
    const keys = { ...base, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    expect(pushConfigProblems(keys).join()).toMatch(/VAPID_SUBJECT/);
    expect(pushConfigProblems({ ...keys, VAPID_SUBJECT: "committee" }).join()).toMatch(/mailto/);
    expect(pushConfigProblems({ ...keys, VAPID_SUBJECT: "mailto:committee@example.org" })).toEqual([]);
    expect(pushConfigProblems({ ...base, PUSH_SERVICE_HOSTS: "fcm.googleapis.com,http://x" }).join()).toMatch(
      /not a host name/,
    );
  });
});

describeEachDialect(
  "Web Push: devices, delivery in the device's language, removal",
  (ctx) => {
    let family: Actor;
    let phone: Actor;
    let laptop: Actor;
    let marathiPhone: ReturnType<typeof fake.device>;
    let englishLaptop: ReturnType<typeof fake.device>;
    const call = (who: Actor, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      ctx().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: who.headers,
        ...(payload ? { payload } : {}),
      });
    const pushDeliveries = () =>
      ctx()
        .database.db.selectFrom("notification_deliveries")
        .selectAll()
        .where("user_id", "=", family.user.id)
        .where("channel", "=", "push")
        .execute();
    const tell = (userId: number, type: "report_outcome" | "new_matches", params: Record<string, string>) =>
      ctx()
        .database.db.transaction()
        .execute(async (trx) => {
          if (type === "new_matches")
            await notify(trx, {
              userId,
              type,
              params: { profileName: params.profileName ?? "", count: params.count ?? "" },
              link: "/user/matches",
            });
          else
            await notify(trx, {
              userId,
              type,
              params: {
                reference: "R-000007",
                outcomeKey: "notifications:outcomes.dismissed",
                remark: "secret note",
              },
            });
        });
    const decrypted = (device: typeof marathiPhone, from: number) =>
      fake.received
        .slice(from)
        .filter((r) => device.subscription.endpoint.endsWith(r.path))
        .map((r) => JSON.parse(device.decrypt(r.body)));

    beforeAll(async () => {
      family = await actor(ctx().app);
      // The same account signed in on two devices: two sessions.
      phone = family;
      const { token } = await ctx().app.services.sessions.create(family.user.id);
      laptop = { ...family, headers: { cookie: `vv_session=${token}` } };
      marathiPhone = fake.device("phone");
      englishLaptop = fake.device("laptop");
    });

    it("offers the push column with the portal's public key; subscribes each device", async () => {
      const prefs = (await call(family, "GET", "/notifications/preferences")).json();
      expect(prefs).toMatchObject({
        available: ["sms", "whatsapp", "push"],
        pushKey: vapid.publicKey,
        pushDevices: 0,
      });
      const first = await call(phone, "POST", "/push/subscriptions", {
        ...marathiPhone.subscription,
        language: "mr",
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ devices: 1 });
      const second = await call(laptop, "POST", "/push/subscriptions", {
        ...englishLaptop.subscription,
        language: "en",
      });
      expect(second.json()).toEqual({ devices: 2 });
      // The same browser subscribing again is the same device.
      const again = await call(phone, "POST", "/push/subscriptions", {
        ...marathiPhone.subscription,
        language: "mr",
      });
      expect(again.json()).toEqual({ devices: 2 });
    });

    it("refuses endpoints that are not a push service, and keys that are not a device's", async () => {
      const keys = marathiPhone.subscription.keys;
      for (const endpoint of [
        "https://169.254.169.254/latest/meta-data/iam",
        "https://10.1.2.3/push",
        "https://intranet.example.org/admin/delete",
        "http://fcm.googleapis.com/fcm/send/x",
        "gopher://127.0.0.1:6379/_FLUSHALL",
      ]) {
        const res = await call(family, "POST", "/push/subscriptions", { endpoint, keys, language: "en" });
        expect(res.statusCode, endpoint).toBe(400);
      }
      const bad = await call(family, "POST", "/push/subscriptions", {
        endpoint: `${fake.origin}/push/x`,
        keys: { auth: keys.auth, p256dh: `B${"A".repeat(86)}` },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/browser/i);
      expect((await call(family, "GET", "/notifications/preferences")).json().pushDevices).toBe(2);
    });

    it("sends the types the member ticked to every device, encrypted, each in its language", async () => {
      const saved = await call(family, "PUT", "/notifications/preferences", {
        sms: [],
        whatsapp: [],
        push: ["new_matches", "report_outcome"],
      });
      expect(saved.json().push).toEqual(["new_matches", "report_outcome"]);
      const from = fake.received.length;
      await tell(family.user.id, "new_matches", { profileName: "Sayali", count: "12" });
      expect(fake.received.length).toBe(from);
      expect((await pushDeliveries()).map((d) => d.status)).toEqual(["pending"]);
      expect(await ctx().app.services.deliveries.runDue()).toEqual({ sent: 1, failed: 0 });
      expect(fake.refused).toEqual([]);
      const [mr] = decrypted(marathiPhone, from);
      const [en] = decrypted(englishLaptop, from);
      expect(en).toMatchObject({
        title: "New matches",
        body: "12 new matches for Sayali since your last visit.",
        url: "user/matches",
        lang: "en",
      });
      expect(mr.lang).toBe("mr");
      expect(mr.body).toContain("१२");
      expect(mr.body).toContain("Sayali");
      expect(mr.title).not.toMatch(/[A-Za-z]/);
      expect(mr.tag).toBe(en.tag);
      const [received] = fake.received.slice(from);
      expect(received?.vapid).toMatchObject({ aud: fake.origin, sub: "mailto:committee@example.org" });
      expect(received?.vapid.key).toBe(vapid.publicKey);
      expect(Number(received?.headers.ttl)).toBeGreaterThan(0);
    });

    it("never carries the committee's remark, and sends nothing for a type not ticked", async () => {
      const from = fake.received.length;
      await tell(family.user.id, "report_outcome", {});
      await ctx().app.services.deliveries.runDue();
      const [en] = decrypted(englishLaptop, from);
      expect(en.body).toContain("R-000007");
      expect(JSON.stringify(fake.received.slice(from).map((r) => r.body.toString("latin1")))).not.toContain(
        "secret",
      );
      expect(JSON.stringify(en)).not.toContain("secret note");
      expect(en.url).toBe("notifications");

      await call(family, "PUT", "/notifications/preferences", {
        sms: [],
        whatsapp: [],
        push: ["report_outcome"],
      });
      const before = (await pushDeliveries()).length;
      await tell(family.user.id, "new_matches", { profileName: "Sayali", count: "3" });
      expect((await pushDeliveries()).length).toBe(before);
    });

    it("removes a device the push service calls gone (410), keeps the others", async () => {
      fake.answer(englishLaptop.subscription.endpoint, 410);
      const from = fake.received.length;
      await tell(family.user.id, "report_outcome", {});
      expect(await ctx().app.services.deliveries.runDue()).toEqual({ sent: 1, failed: 0 });
      expect(decrypted(marathiPhone, from)).toHaveLength(1);
      const left = await ctx().database.db.selectFrom("push_subscriptions").select("endpoint").execute();
      expect(left.map((r) => r.endpoint)).toEqual([marathiPhone.subscription.endpoint]);
    });

    it("retries when the push service fails and no device took the message", async () => {
      fake.answer(marathiPhone.subscription.endpoint, 503);
      await tell(family.user.id, "report_outcome", {});
      expect(await ctx().app.services.deliveries.runDue()).toEqual({ sent: 0, failed: 0 });
      const [pending] = (await pushDeliveries()).filter((d) => d.status === "pending");
      expect(pending?.last_error).toBe("push service answered 503");
      fake.answer(marathiPhone.subscription.endpoint, 201);
      const later = new Date(Date.now() + 3_600_000);
      expect(await ctx().app.services.deliveries.runDue(50, later)).toEqual({ sent: 1, failed: 0 });
    });

    it("signing out removes the device of that session; no device, no push waits", async () => {
      const other = await actor(ctx().app);
      const device = fake.device("other");
      await call(other, "POST", "/push/subscriptions", { ...device.subscription, language: "en" });
      expect((await call(phone, "POST", "/auth/logout")).statusCode).toBe(200);
      const left = await ctx().database.db.selectFrom("push_subscriptions").select(["user_id"]).execute();
      expect(left.map((r) => r.user_id)).toEqual([other.user.id]);
      const before = (await pushDeliveries()).length;
      await tell(family.user.id, "report_outcome", {});
      expect((await pushDeliveries()).length).toBe(before);
      // Turning it off on a device removes it as well.
      const off = await call(other, "POST", "/push/subscriptions/remove", {
        endpoint: device.subscription.endpoint,
      });
      expect(off.json()).toEqual({ devices: 0 });
    });

    it("through a real decision: the committee approves a profile, the family's phone hears it", async () => {
      const admin = await actor(ctx().app, { role: "admin" });
      const mother = await actor(ctx().app);
      const device = fake.device("mother");
      await call(mother, "POST", "/push/subscriptions", { ...device.subscription, language: "mr" });
      await call(mother, "PUT", "/notifications/preferences", {
        sms: [],
        whatsapp: [],
        push: ["profile_approved"],
      });
      const profile = await createProfile(ctx().app, mother, 2, { firstName: "Gauri" });
      const decided = await call(admin, "POST", `/admin/profiles/${profile.id}/actions`, {
        action: "approve",
      });
      expect(decided.statusCode).toBe(200);
      const from = fake.received.length;
      await ctx().app.services.deliveries.runDue();
      const [message] = decrypted(device, from);
      expect(message.body).toContain("Gauri");
      expect(message.lang).toBe("mr");
      expect(message.url).toMatch(/^[^/]/);
    });
  },
  {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:committee@example.org",
    PUSH_SERVICE_HOSTS: "127.0.0.1",
  },
);

describeEachDialect("Web Push off without VAPID keys", (ctx) => {
  it("is not offered and refuses subscriptions", async () => {
    const family = await actor(ctx().app);
    const prefs = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/notifications/preferences",
      headers: family.headers,
    });
    expect(prefs.json()).toMatchObject({ pushKey: null, pushDevices: 0 });
    expect(prefs.json().available).not.toContain("push");
    const device = fake.device("off");
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/push/subscriptions",
      headers: family.headers,
      payload: { ...device.subscription, language: "en" },
    });
    expect(res.statusCode).toBe(409);
  });
});
