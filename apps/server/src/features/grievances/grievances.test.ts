import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { uniqueIp, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";
import { multipartBody, photoJpeg } from "../media/fixtures";

const HOUR = 3_600_000;

/** Complaints to the Grievance Officer: filing, SMS, status page, attachment, the admin queue. */
describeEachDialect("grievances", (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const complaint = (mobile = uniqueMobile()) => ({
    category: "fake_profile",
    description: "Profile 1023 uses my sister's photographs without her consent.",
    name: "Sunita Jadhav",
    mobile,
    email: "sunita@example.org",
    profileRef: "1023",
  });
  const file = (payload: unknown, lang = "en", who?: Actor): Promise<LightMyRequestResponse> =>
    app().inject({
      method: "POST",
      url: "/api/v1/grievances",
      remoteAddress: uniqueIp(),
      headers: { "accept-language": lang, ...(who?.headers ?? {}) },
      payload: payload as Record<string, unknown>,
    });
  const status = (reference: string, mobile: string): Promise<LightMyRequestResponse> =>
    app().inject({
      method: "POST",
      url: "/api/v1/grievances/status",
      remoteAddress: uniqueIp(),
      payload: { reference, mobile },
    });
  const admin = async () => actor(app(), { role: "admin" });
  const act = (who: Actor, id: number, body: unknown): Promise<LightMyRequestResponse> =>
    app().inject({
      method: "POST",
      url: `/api/v1/admin/grievances/${id}/actions`,
      headers: who.headers,
      payload: body as Record<string, unknown>,
    });

  it("files a complaint: reference at once, due dates, acknowledgement SMS", async () => {
    const mobile = uniqueMobile();
    const before = Date.now();
    const res = await file(complaint(mobile));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(/^GR-[2-9A-HJKMNP-Z]{10}$/);
    expect(body.message).toContain(body.reference);
    expect(Date.parse(body.ackDueAt) - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(Date.parse(body.ackDueAt) - before).toBeLessThan(24 * HOUR + 60_000);
    expect(Date.parse(body.resolveDueAt) - before).toBeGreaterThanOrEqual(15 * 24 * HOUR - 1000);
    const sms = app()
      .services.sms.notificationOutbox?.()
      .find((m) => m.mobile === mobile);
    expect(sms?.text).toContain(body.reference);
    expect(sms?.text).toMatch(/24 hours/);
  });

  it("files a member's complaint once when it is retried with the same Idempotency-Key", async () => {
    const mobile = uniqueMobile();
    const member = await actor(app());
    const send = () =>
      app().inject({
        method: "POST",
        url: "/api/v1/grievances",
        remoteAddress: uniqueIp(),
        headers: { ...member.headers, "idempotency-key": "grievance-retry-key-01" },
        payload: complaint(mobile) as Record<string, unknown>,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.json().reference).toBe(first.json().reference);
    const rows = await app()
      .database.db.selectFrom("grievances")
      .select("id")
      .where("mobile", "=", mobile)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("files a visitor's complaint once when it is retried with the same Idempotency-Key", async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const send = (key: string) =>
      app().inject({
        method: "POST",
        url: "/api/v1/grievances",
        remoteAddress: ip,
        headers: { "idempotency-key": key },
        payload: complaint(mobile) as Record<string, unknown>,
      });
    const first = await send("visitor-grievance-key-1");
    const again = await send("visitor-grievance-key-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await send("visitor-grievance-key-2");
    expect(other.json().reference).not.toBe(first.json().reference);
    const rows = await app()
      .database.db.selectFrom("grievances")
      .select("id")
      .where("mobile", "=", mobile)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("binds the Idempotency-Key to its sender and body: nobody else gets the first answer back", async () => {
    const key = "shared-grievance-key-77";
    const send = (payload: unknown, ip: string, who?: Actor) =>
      app().inject({
        method: "POST",
        url: "/api/v1/grievances",
        remoteAddress: ip,
        headers: { "idempotency-key": key, ...(who?.headers ?? {}) },
        payload: payload as Record<string, unknown>,
      });
    const ip = uniqueIp();
    const victim = complaint(uniqueMobile());
    const first = (await send(victim, ip)).json();
    expect(first.uploadToken).toEqual(expect.any(String));
    const answers = [
      // Another visitor (another address) with another complaint, or with the very same one.
      await send({ ...complaint(uniqueMobile()), name: "Another Visitor" }, uniqueIp()),
      await send(victim, uniqueIp()),
      // The same address with another body.
      await send({ ...victim, description: `${victim.description} And more.` }, ip),
      // A signed-in member from the same address with the same body.
      await send(victim, ip, await actor(app())),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.json().reference).not.toBe(first.reference);
      expect(res.body).not.toContain(first.uploadToken);
    }
    // The first complaint's token still attaches to it, and only to it.
    const upload = multipartBody(await photoJpeg(200, 200));
    const attached = await app().inject({
      method: "POST",
      url: `/api/v1/grievances/${first.reference}/attachment`,
      remoteAddress: ip,
      headers: { ...upload.headers, "x-upload-token": first.uploadToken },
      payload: upload.payload,
    });
    expect(attached.statusCode).toBe(201);
    // The same sender retrying the same complaint still gets its own answer back.
    expect((await send(victim, ip)).json()).toEqual(first);
  });

  it("refuses an incomplete complaint with translated messages", async () => {
    const res = await file({ category: "gossip", description: "short", name: "", mobile: "12" }, "mr");
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(["category", "description", "mobile", "name"]);
    expect(fields.description).toMatch(/[\u0900-\u097F]/);
    const long = await file({ ...complaint(), description: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
  });

  it("shows the status only for the reference plus the complainant's mobile, without their details", async () => {
    const mine = uniqueMobile();
    const other = uniqueMobile();
    const a = (await file(complaint(mine))).json().reference as string;
    const b = (await file({ ...complaint(other), name: "Other Person", email: "other@example.org" })).json()
      .reference as string;
    const ok = await status(a.toLowerCase(), mine);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      reference: a,
      status: "received",
      category: "fake_profile",
      events: [],
    });
    for (const secret of ["Sunita", "sunita@example.org", mine]) expect(ok.body).not.toContain(secret);
    // Someone else's reference with my number, or my reference with another number: nothing.
    expect((await status(b, mine)).statusCode).toBe(404);
    expect((await status(a, other)).statusCode).toBe(404);
    expect((await status(b, mine)).body).not.toContain("Other Person");
    expect((await status("GR-2222222222", mine)).statusCode).toBe(404);
    expect((await status("nonsense", mine)).statusCode).toBe(400);
  });

  it("takes one attachment with the token, refuses bad bodies with 400, and only admins open it", async () => {
    const created = (await file(complaint())).json();
    const upload = (payload: Buffer | string, headers: Record<string, string>, token = created.uploadToken) =>
      app().inject({
        method: "POST",
        url: `/api/v1/grievances/${created.reference}/attachment`,
        headers: { ...headers, "x-upload-token": token },
        payload,
      });
    const body = multipartBody(await photoJpeg(300, 200));
    // A truncated or malformed multipart body is the sender's mistake.
    expect((await upload(body.payload.subarray(0, body.payload.length - 40), body.headers)).statusCode).toBe(
      400,
    );
    expect(
      (await upload("--x\r\nnot really", { "content-type": "multipart/form-data; boundary=x" })).statusCode,
    ).toBe(400);
    expect((await upload("hello", { "content-type": "application/octet-stream" })).statusCode).toBeLessThan(
      500,
    );
    expect((await upload(body.payload, body.headers, "wrong-token-123")).statusCode).toBe(403);
    expect((await upload(body.payload, body.headers)).statusCode).toBe(201);
    expect((await upload(body.payload, body.headers)).statusCode).toBe(403);

    const committee = await admin();
    const list = await app().inject({
      method: "GET",
      url: "/api/v1/admin/grievances?tab=all",
      headers: committee.headers,
    });
    const row = list.json().items.find((r: { reference: string }) => r.reference === created.reference);
    expect(row).toMatchObject({ hasAttachment: true, attachmentType: "image/jpeg", name: "Sunita Jadhav" });
    const url = `/api/v1/admin/grievances/${row.id}/attachment`;
    const opened = await app().inject({ method: "GET", url, headers: committee.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("image/jpeg");
    const member = await actor(app());
    expect((await app().inject({ method: "GET", url, headers: member.headers })).statusCode).toBe(403);
    expect((await app().inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("the committee's queue: due dates, overdue highlighted, status changes and replies audited and shown", async () => {
    const mobile = uniqueMobile();
    const created = (await file(complaint(mobile))).json();
    const committee = await admin();
    const row = await app()
      .database.db.selectFrom("grievances")
      .selectAll()
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    // Filed 25 hours ago and not acknowledged: overdue.
    await app()
      .database.db.updateTable("grievances")
      .set({ ack_due_at: new Date(Date.now() - HOUR).toISOString() })
      .where("id", "=", row.id)
      .execute();
    const overdue = await app().inject({
      method: "GET",
      url: "/api/v1/admin/grievances?tab=overdue",
      headers: committee.headers,
    });
    expect(overdue.statusCode).toBe(200);
    const item = overdue.json().items.find((r: { id: number }) => r.id === row.id);
    expect(item).toMatchObject({ ackOverdue: true, resolveOverdue: false, status: "received" });
    expect(overdue.json().counts.overdue).toBeGreaterThanOrEqual(1);
    const summary = await app().inject({
      method: "GET",
      url: "/api/v1/admin/grievances/summary",
      headers: committee.headers,
    });
    expect(summary.json().overdue).toBeGreaterThanOrEqual(1);

    expect((await act(committee, row.id, {})).statusCode).toBe(400);
    const replied = await act(committee, row.id, { reply: "We have hidden the profile while we check." });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().grievance).toMatchObject({ status: "acknowledged", ackOverdue: false });
    const resolved = await act(committee, row.id, { status: "resolved", reply: "The profile was removed." });
    expect(resolved.json().grievance.status).toBe("resolved");
    expect(resolved.json().grievance.resolvedAt).not.toBeNull();

    const seen = (await status(created.reference, mobile)).json();
    expect(seen.status).toBe("resolved");
    expect(
      seen.events.map((e: { kind: string; message: string; status: string | null }) => [
        e.kind,
        e.status,
        e.message,
      ]),
    ).toEqual([
      ["reply", null, "We have hidden the profile while we check."],
      ["status", "resolved", ""],
      ["reply", null, "The profile was removed."],
    ]);
    const audit = await app()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_type", "=", "grievance")
      .where("entity_id", "=", row.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      "grievanceReply",
      "grievanceReply",
      "grievanceStatus",
    ]);
    expect(audit.every((a) => a.actor_user_id === committee.user.id)).toBe(true);
    const closed = await app().inject({
      method: "GET",
      url: "/api/v1/admin/grievances?tab=overdue",
      headers: committee.headers,
    });
    expect(closed.json().items.some((r: { id: number }) => r.id === row.id)).toBe(false);
  });

  it("a signed-in member finds the complaints they filed; the queue is for admins only", async () => {
    const member = await actor(app());
    const created = (await file(complaint(member.user.mobile), "en", member)).json();
    const mine = await app().inject({
      method: "GET",
      url: "/api/v1/grievances/mine",
      headers: member.headers,
    });
    expect(mine.json().items.map((g: { reference: string }) => g.reference)).toEqual([created.reference]);
    expect((await app().inject({ method: "GET", url: "/api/v1/grievances/mine" })).statusCode).toBe(401);
    for (const url of [
      "/api/v1/admin/grievances",
      "/api/v1/admin/grievances/summary",
      "/api/v1/admin/grievances/1",
    ]) {
      expect((await app().inject({ method: "GET", url, headers: member.headers })).statusCode).toBe(403);
      expect((await app().inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await act(member, 1, { status: "resolved" })).statusCode).toBe(403);
  });
});
