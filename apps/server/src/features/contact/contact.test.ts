import { randomUUID } from "node:crypto";
import { CONTACT_PAGE_SIZE, LIMITS_CONTACT } from "@vv/shared/contact";
import { toMarathiDigits } from "@vv/shared/numbers";
import { beforeAll, expect, it } from "vitest";
import { uniqueIp } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";

const SENT_EN = "Thank you for contact with us,you will get a reply very soon.";

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Sunita",
    lastName: "Deshmukh",
    mobileOrEmail: "98220 12345",
    subject: "Registration fee",
    message: "How do I pay the registration fee for my son's profile?",
    ...overrides,
  };
}

describeEachDialect(
  "contact form",
  (ctx) => {
    const send = (body: Record<string, unknown>, ip = uniqueIp(), lang = "en") =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/contact",
        remoteAddress: ip,
        headers: { "accept-language": lang },
        payload: body,
      });
    const stored = () => ctx().database.db.selectFrom("contact_messages").selectAll().execute();

    it("stores a visitor's message and thanks them in their language", async () => {
      const subject = `Fee question ${randomUUID()}`;
      const res = await send(validBody({ subject, firstName: "  Sunita " }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT_EN });
      const row = (await stored()).find((r) => r.subject === subject);
      expect(row).toMatchObject({
        first_name: "Sunita",
        last_name: "Deshmukh",
        mobile_or_email: "98220 12345",
        read_at: null,
        read_by: null,
      });
      const mr = await send(validBody(), uniqueIp(), "mr");
      expect(mr.json().message).toBe("आमच्याशी संपर्क साधल्याबद्दल धन्यवाद, लवकरच आपल्याला उत्तर मिळेल.");
    });

    it("requires every field, with the message Required", async () => {
      for (const field of ["firstName", "lastName", "mobileOrEmail", "subject", "message"]) {
        for (const value of [undefined, "", "   "]) {
          const res = await send(validBody({ [field]: value }));
          expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
          expect(res.json().error.fields[field]).toBe("Required");
        }
      }
    });

    it("enforces each maximum length and accepts exactly the maximum", async () => {
      const before = (await stored()).length;
      for (const [field, max] of Object.entries(LIMITS_CONTACT)) {
        const tooLong = field === "mobileOrEmail" ? `${"a".repeat(max - 8)}@mail.com` : "x".repeat(max + 1);
        const res = await send(validBody({ [field]: tooLong }), uniqueIp(), "mr");
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.fields[field], field).toBe(`जास्तीत जास्त ${toMarathiDigits(max)} अक्षरे लिहा`);
        const exact = field === "mobileOrEmail" ? `${"a".repeat(max - 9)}@mail.com` : "y".repeat(max);
        expect((await send(validBody({ [field]: exact }))).statusCode, `${field} at max`).toBe(200);
      }
      expect((await stored()).length).toBe(before + Object.keys(LIMITS_CONTACT).length);
    });

    it("wants a mobile number or an email id the committee can reply to", async () => {
      for (const bad of ["call me", "12345", "abc@def", "98220-1234x"]) {
        const res = await send(validBody({ mobileOrEmail: bad }));
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.fields.mobileOrEmail).toBe(
          "Please enter a mobile number or an email id we can reply to",
        );
      }
      for (const good of ["sunita@example.org", "+91 98220 12345", "020-2553 0000"]) {
        expect((await send(validBody({ mobileOrEmail: good }))).statusCode, good).toBe(200);
      }
    });

    it("gives a bot that fills the hidden field the same thanks and stores nothing", async () => {
      const before = (await stored()).length;
      const res = await send(validBody({ website: "http://spam.example" }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT_EN });
      expect((await stored()).length).toBe(before);
      // An empty honeypot (what a person sends) is stored as usual.
      expect((await send(validBody({ website: "" }))).statusCode).toBe(200);
      expect((await stored()).length).toBe(before + 1);
    });

    it("stores a retried send (same request id) once", async () => {
      const requestId = randomUUID();
      const ip = uniqueIp();
      const before = (await stored()).length;
      expect((await send(validBody({ requestId }), ip)).statusCode).toBe(200);
      const again = await send(validBody({ requestId }), ip);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(SENT_EN);
      expect((await stored()).length).toBe(before + 1);
      expect((await send(validBody({ requestId: "not-a-uuid" }))).statusCode).toBe(400);
    });

    it("limits messages per IP (3 in this suite) with a translated 429, other IPs unaffected", async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) expect((await send(validBody(), ip)).statusCode).toBe(200);
      const refused = await send(validBody(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(refused.json().error.message).toMatch(
        /^You have sent several messages in a short time\. Please try again in \d+ minutes\.$/,
      );
      const before = (await stored()).length;
      expect((await send(validBody({ website: "bot" }), ip)).statusCode).toBe(429);
      expect((await send(validBody(), uniqueIp())).statusCode).toBe(200);
      expect((await stored()).length).toBe(before + 1);
    });
  },
  { CONTACT_IP_SENDS_PER_WINDOW: 3 },
);

describeEachDialect("contact messages (admin)", (ctx) => {
  let admin: Actor;
  let member: Actor;
  const list = (who: Actor | null, query = "") =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/contact-messages${query}`,
      headers: { ...who?.headers },
    });
  const mark = (who: Actor | null, id: number, read: unknown, lang = "en") =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1/admin/contact-messages/${id}/read`,
      headers: { ...who?.headers, "accept-language": lang },
      payload: { read },
    });

  beforeAll(async () => {
    const { app, database } = ctx();
    admin = await actor(app, { role: "admin", first_name: "Meera", last_name: "Kulkarni" });
    member = await actor(app);
    // 23 messages, one a minute apart: message 1 is the oldest, 23 the newest.
    const start = Date.parse("2025-03-01T10:00:00.000Z");
    await database.db
      .insertInto("contact_messages")
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          first_name: `Sender${i + 1}`,
          last_name: "Patil",
          mobile_or_email: `9822000${String(i + 1).padStart(3, "0")}`,
          subject: `Subject ${i + 1}`,
          message: `Message ${i + 1}`,
          created_at: new Date(start + i * 60_000).toISOString(),
        })),
      )
      .execute();
  });

  it("is for admins only", async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    expect((await mark(member, 1, true)).statusCode).toBe(403);
  });

  it("pages the messages newest first, 10 a page, with totals", async () => {
    const first = (await list(admin)).json();
    expect(first).toMatchObject({ total: 23, unread: 23, page: 1, pageSize: CONTACT_PAGE_SIZE });
    expect(first.items.map((m: { subject: string }) => m.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Subject ${23 - i}`),
    );
    expect(first.items[0]).toMatchObject({
      fullName: "Sender23 Patil",
      mobileOrEmail: "9822000023",
      message: "Message 23",
      createdAt: "2025-03-01T10:22:00.000Z",
      readAt: null,
      readBy: null,
    });
    const third = (await list(admin, "?page=3")).json();
    expect(third.items.map((m: { subject: string }) => m.subject)).toEqual([
      "Subject 3",
      "Subject 2",
      "Subject 1",
    ]);
    expect((await list(admin, "?page=4")).json().items).toEqual([]);
  });

  it("marks a message read (who and when, audited) and puts unread ones first", async () => {
    const { items } = (await list(admin)).json();
    const newest = items[0];
    const res = await mark(admin, newest.id, true, "mr");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("संदेश वाचलेला म्हणून खूण केला.");
    expect(res.json().item).toMatchObject({ id: newest.id, readBy: "Meera Kulkarni" });
    expect(Date.parse(res.json().item.readAt)).toBeGreaterThan(Date.now() - 60_000);

    const page = (await list(admin)).json();
    expect(page.unread).toBe(22);
    // Unread first: the read message left page 1 and is now last of all.
    expect(page.items[0].subject).toBe("Subject 22");
    const last = (await list(admin, "?page=3")).json().items;
    expect(last.at(-1)).toMatchObject({ id: newest.id, readBy: "Meera Kulkarni" });

    const unreadOnly = (await list(admin, "?filter=unread&page=3")).json();
    expect(unreadOnly.total).toBe(22);
    expect(unreadOnly.items.map((m: { subject: string }) => m.subject)).toEqual(["Subject 2", "Subject 1"]);

    // Marking it read again changes nothing and writes no second audit row.
    expect((await mark(admin, newest.id, true)).statusCode).toBe(200);
    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "contact")
      .where("entity_id", "=", newest.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.user.id, action: "markRead" });
    expect(JSON.parse(audit[0]?.before_state ?? "")).toEqual({ read: false });
    expect(JSON.parse(audit[0]?.after_state ?? "")).toEqual({ read: true });

    const unread = await mark(admin, newest.id, false);
    expect(unread.json()).toMatchObject({
      message: "Message marked as unread.",
      item: { readAt: null, readBy: null },
    });
    expect((await list(admin)).json().unread).toBe(23);
  });

  it("answers 404 for a message that does not exist and 400 for a bad body", async () => {
    expect((await mark(admin, 999_999, true)).statusCode).toBe(404);
    expect((await mark(admin, 1, "yes")).statusCode).toBe(400);
  });
});
