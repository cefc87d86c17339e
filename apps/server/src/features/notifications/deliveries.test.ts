import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudWhatsApp } from "../../platform/whatsapp/cloud";
import { startFakeWhatsApp } from "../../test/fake-whatsapp";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

const fake = await startFakeWhatsApp();
afterAll(() => fake.stop());

describe("WhatsApp Business Cloud API adapter", () => {
  it("posts a template message to /{phone-number-id}/messages with the Bearer token", async () => {
    const wa = cloudWhatsApp({ apiUrl: fake.apiUrl, phoneNumberId: "1234567890", token: "wa-token" });
    await wa.send({
      mobile: "9822012345",
      template: "vv_profile_approved",
      language: "mr",
      params: ["Sayali"],
    });
    const last = fake.received.at(-1);
    expect(last?.url).toBe("/v21.0/1234567890/messages");
    expect(last?.authorization).toBe("Bearer wa-token");
    expect(last?.body).toMatchObject({
      messaging_product: "whatsapp",
      to: "919822012345",
      type: "template",
      template: {
        name: "vv_profile_approved",
        language: { code: "mr" },
        components: [{ type: "body", parameters: [{ type: "text", text: "Sayali" }] }],
      },
    });
  });

  it("fails with the API's status and message, the number masked", async () => {
    fake.setStatus(400);
    const wa = cloudWhatsApp({ apiUrl: fake.apiUrl, phoneNumberId: "1", token: "t" });
    const error = await wa
      .send({ mobile: "9822012345", template: "x", language: "en", params: [] })
      .catch((e: Error) => e);
    fake.setStatus(200);
    expect(String(error)).toMatch(/400: \(#131026\) Message undeliverable/);
    expect(String(error)).not.toContain("9822012345");
  });
});

describeEachDialect(
  "SMS and WhatsApp notifications for members who opt in",
  (ctx) => {
    let admin: Actor;
    let family: Actor;
    const call = (who: Actor | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      ctx().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: who?.headers,
        ...(payload ? { payload } : {}),
      });
    const deliveries = () =>
      ctx()
        .database.db.selectFrom("notification_deliveries")
        .selectAll()
        .where("user_id", "=", family.user.id)
        .execute();

    beforeAll(async () => {
      admin = await actor(ctx().app, { role: "admin" });
      family = await actor(ctx().app);
    });

    it("offers both channels; queues opted-in types only, never in the request", async () => {
      const prefs = await call(family, "PUT", "/notifications/preferences", {
        sms: ["profile_approved"],
        whatsapp: ["profile_approved", "report_outcome"],
      });
      expect(prefs.json().available).toEqual(["sms", "whatsapp"]);
      const before = fake.received.length;
      const profile = await createProfile(ctx().app, family, 2, { firstName: "Sayali" });
      expect(
        (await call(admin, "POST", `/admin/profiles/${profile.id}/actions`, { action: "approve" }))
          .statusCode,
      ).toBe(200);
      // The decision answered without sending anything: two deliveries wait for the job.
      expect(fake.received.length).toBe(before);
      expect((await deliveries()).map((d) => [d.channel, d.status]).sort()).toEqual([
        ["sms", "pending"],
        ["whatsapp", "pending"],
      ]);
    });

    it("the job sends them: the SMS text with its DLT template, the WhatsApp template with its parameters", async () => {
      const { app } = ctx();
      const before = fake.received.length;
      expect(await app.services.deliveries.runDue()).toEqual({ sent: 2, failed: 0 });
      const wa = fake.received.slice(before);
      expect(wa).toHaveLength(1);
      expect(wa[0]?.body.to).toBe(`91${family.user.mobile}`);
      expect(wa[0]?.body.template.name).toBe("vv_approved");
      expect(wa[0]?.body.template.language.code).toBe("mr");
      expect(wa[0]?.body.template.components[0]?.parameters[0]?.text).toContain("Sayali");
      const outbox = (await app.inject({ method: "GET", url: "/api/v1/dev/outbox" })).json();
      const sms = outbox.notifications.find(
        (n: { channel: string; mobile: string }) => n.channel === "sms" && n.mobile === family.user.mobile,
      );
      expect(sms.text).toMatch(/^वधू-वर: समितीने Sayali .* प्रोफाइल मंजूर केले आहे/);
      // OTP sign-ins never read a notification as a code.
      expect(outbox.messages.some((m: { mobile: string }) => m.mobile === family.user.mobile)).toBe(false);
      expect((await deliveries()).every((d) => d.status === "sent" && d.attempts === 1)).toBe(true);
      expect(await app.services.deliveries.runDue()).toEqual({ sent: 0, failed: 0 });
    });

    it("retries a failed send later, then marks it failed for the admins with the number masked", async () => {
      const { app, database } = ctx();
      fake.setStatus(500);
      await database.db.transaction().execute(async (trx) => {
        const { notify } = await import("./notify");
        await notify(trx, {
          userId: family.user.id,
          type: "report_outcome",
          params: { reference: "R-000001", outcomeKey: "notifications:outcomes.dismissed" },
        });
      });
      let now = new Date();
      expect(await app.services.deliveries.runDue(50, now)).toEqual({ sent: 0, failed: 0 });
      let [row] = (await deliveries()).filter((d) => d.status === "pending");
      expect(row?.attempts).toBe(1);
      expect(Date.parse(row?.next_attempt_at ?? "")).toBeGreaterThan(now.getTime());
      // Not due yet: nothing is tried.
      expect(await app.services.deliveries.runDue(50, now)).toEqual({ sent: 0, failed: 0 });
      for (let i = 0; i < 2; i++) {
        now = new Date(now.getTime() + 86_400_000);
        await app.services.deliveries.runDue(50, now);
      }
      [row] = (await deliveries()).filter((d) => d.channel === "whatsapp" && d.status !== "sent");
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(row?.last_error).toContain("500");
      expect(row?.last_error).not.toContain(family.user.mobile);
      fake.setStatus(200);

      expect((await call(family, "GET", "/admin/notification-deliveries")).statusCode).toBe(403);
      const list = await call(admin, "GET", "/admin/notification-deliveries");
      expect(list.statusCode).toBe(200);
      const item = list.json().items[0];
      expect(item).toMatchObject({ channel: "whatsapp", type: "report_outcome", attempts: 3 });
      expect(item.mobile).toMatch(/^\d{2}X{6}\d{2}$/);
      expect(list.body).not.toContain(family.user.mobile);
      expect((await call(admin, "GET", "/admin/dashboard")).json().counts.failedDeliveries).toBe(1);
    });
  },
  {
    // Demo mode: the dev outbox shows what the console SMS adapter sent.
    DEMO: true,
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_API_URL: fake.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_TOKEN: "wa-token",
    WHATSAPP_TEMPLATES: "profile_approved=vv_approved,report_outcome=vv_report",
    NOTIFY_MAX_ATTEMPTS: 3,
  },
);
