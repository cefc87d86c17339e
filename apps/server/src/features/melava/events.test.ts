import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { actor } from "../../test/profile-helpers";
import { createEvent, eventInput } from "./test-helpers";

const DAY = 86_400_000;

describeEachDialect("melava events", (ctx) => {
  const inject = (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) => ctx().app.inject({ method, url: `/api/v1${url}`, headers, payload });

  it("lets an admin create a draft that visitors cannot see, then publish, close and archive it, each audited", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id, slug } = await createEvent(ctx().app, admin, {}, false);

    expect((await inject("GET", `/melava/${slug}`)).statusCode).toBe(404);
    expect((await inject("GET", `/melava/${slug}`, admin.headers)).json().status).toBe("draft");

    const publish = await inject("POST", `/admin/melava/${id}/actions`, admin.headers, { action: "publish" });
    expect(publish.json().message).toBe("The event was published.");
    const page = await inject("GET", `/melava/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      slug,
      nameMr: "वधू-वर परिचय मेळावा २०२६",
      status: "published",
      registrationOpen: true,
      taken: { brides: 0, grooms: 0 },
    });
    expect(page.json().bookletPageSize).toBeUndefined();

    const next = await inject("GET", "/melava/next");
    expect(next.json().event).not.toBeNull();
    const list = (await inject("GET", "/melava")).json();
    expect(list.upcoming.map((e: { slug: string }) => e.slug)).toContain(slug);

    expect(
      (await inject("POST", `/admin/melava/${id}/actions`, admin.headers, { action: "close" })).json()
        .message,
    ).toBe("Registration was closed.");
    expect((await inject("GET", `/melava/${slug}`)).json().registrationOpen).toBe(false);
    const again = await inject("POST", `/admin/melava/${id}/actions`, admin.headers, { action: "close" });
    expect(again.statusCode).toBe(409);
    await inject("POST", `/admin/melava/${id}/actions`, admin.headers, { action: "archive" });
    const archived = (await inject("GET", "/melava")).json();
    expect(archived.past.map((e: { slug: string }) => e.slug)).toContain(slug);
    expect(archived.upcoming.map((e: { slug: string }) => e.slug)).not.toContain(slug);

    const audit = await ctx()
      .app.database.db.selectFrom("audit_log")
      .select(["action", "actor_user_id", "after_state"])
      .where("entity_type", "=", "melava")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "publish", "close", "archive"]);
    expect(audit.every((a) => a.actor_user_id === admin.user.id)).toBe(true);
  });

  it("edits an event, auditing only what changed, and keeps slugs unique", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const first = await createEvent(ctx().app, admin);
    const input = eventInput({ slug: first.slug, venueEn: "Sant Eknath Rang Mandir", capacityBrides: 150 });
    const res = await inject("PUT", `/admin/melava/${first.id}`, admin.headers, input);
    expect(res.statusCode).toBe(200);
    const details = (await inject("GET", `/admin/melava/${first.id}`, admin.headers)).json();
    expect(details).toMatchObject({
      venueEn: "Sant Eknath Rang Mandir",
      capacityBrides: 150,
      bookletPerPage: 4,
    });
    const row = await ctx()
      .app.database.db.selectFrom("audit_log")
      .select(["before_state", "after_state"])
      .where("entity_type", "=", "melava")
      .where("entity_id", "=", first.id)
      .where("action", "=", "update")
      .executeTakeFirstOrThrow();
    const after = JSON.parse(row.after_state ?? "{}");
    expect(after.venueEn).toBe("Sant Eknath Rang Mandir");
    expect(after.capacityBrides).toBe(150);
    expect(after.nameEn).toBeUndefined();

    const second = await createEvent(ctx().app, admin);
    const clash = await inject(
      "PUT",
      `/admin/melava/${second.id}`,
      admin.headers,
      eventInput({ slug: first.slug }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.slug).toBe("Another event already uses this address.");
  });

  it("refuses bad input with translated messages and saves nothing", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const now = Date.now();
    const res = await inject(
      "POST",
      "/admin/melava",
      { ...admin.headers, "accept-language": "mr" },
      {
        ...eventInput({
          slug: "Bad Slug!",
          registrationOpensAt: new Date(now + 2 * DAY).toISOString(),
          registrationClosesAt: new Date(now + DAY).toISOString(),
          feeRupees: -5,
          mapUrl: "javascript:alert(1)",
        }),
      },
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.slug).toBe("किमान ३ इंग्रजी लहान अक्षरे, अंक आणि डॅश वापरा.");
    expect(fields.feeRupees).toBeDefined();
    expect(fields.mapUrl).toBeDefined();
    expect(fields.registrationClosesAt).toBe("नोंदणी सुरू झाल्यानंतरच बंद होऊ शकते.");
    const late = await inject("POST", "/admin/melava", admin.headers, {
      ...eventInput({ registrationClosesAt: new Date(now + 20 * DAY).toISOString() }),
    });
    expect(late.json().error.fields.registrationClosesAt).toBe(
      "Registration must close before the meet starts.",
    );
    const reserved = await inject("POST", "/admin/melava", admin.headers, eventInput({ slug: "next" }));
    expect(reserved.statusCode).toBe(400);
  });

  it("keeps the committee's screens to admins", async () => {
    const member = await actor(ctx().app);
    expect((await inject("GET", "/admin/melava", member.headers)).statusCode).toBe(403);
    expect((await inject("POST", "/admin/melava", member.headers, eventInput())).statusCode).toBe(403);
    expect((await inject("GET", "/admin/melava")).statusCode).toBe(401);
  });
});
