import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { cookieOf, signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

const DAY = 86_400_000;
const UA = "Mozilla/5.0 (Linux; Android 14) retention-test";
const URL = "/api/v1/admin/retained-registrations/search";
const REASON = "Pune police letter 4411 of 2026";

/**
 * IT Rules 2021 rule 3(1)(h): an erased registration's minimum is kept 180 days, read by the super
 * admin only (audited), then purged by the erasure job.
 */
describeEachDialect("retained registrations", (ctx) => {
  const app = () => ctx().app;
  const search = (who: Actor | undefined, payload: unknown): Promise<LightMyRequestResponse> =>
    app().inject({
      method: "POST",
      url: URL,
      headers: who?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });

  /** A member who signed up through the form (consents, creation IP) and then asked to be deleted. */
  async function signedUpAndDeleted() {
    const mobile = uniqueMobile();
    const { signup } = await signIn(app(), mobile);
    const res = await app().inject({
      method: "POST",
      url: "/api/v1/auth/register",
      remoteAddress: "203.0.113.44",
      headers: { "user-agent": UA },
      cookies: { vv_signup: signup ?? "" },
      payload: {
        mobile,
        firstName: "Kavita",
        lastName: "Jadhav",
        stateId: 20,
        districtId: 2026,
        acceptTerms: true,
        acceptPrivacy: true,
        acceptDeclaration: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const member = {
      user: (await app().services.users.findByMobile(mobile)) as NonNullable<
        Awaited<ReturnType<ReturnType<typeof app>["services"]["users"]["findByMobile"]>>
      >,
      headers: { cookie: `vv_session=${cookieOf(res, "vv_session")?.value}` },
    };
    await createProfile(app(), member, 2, { fatherFullName: "Shankarrao Jadhav" });
    await app().inject({
      method: "PUT",
      url: "/api/v1/me/nominee",
      headers: member.headers,
      payload: { name: "Sunil Jadhav", relation: "Brother", mobile: "9876501234" },
    });
    const asked = await app().inject({
      method: "POST",
      url: "/api/v1/me/deletion",
      headers: member.headers,
      payload: { confirm: true },
    });
    expect(asked.statusCode).toBe(200);
    return { mobile, member };
  }

  it("keeps the minimum after erasure, for the super admin only, audited, and purges it after 180 days", async () => {
    const superAdmin = await actor(app(), { role: "super_admin" });
    const admin = await actor(app(), { role: "admin" });
    const someone = await actor(app());
    const { mobile, member } = await signedUpAndDeleted();

    // Before the erasure there is nothing to keep yet.
    expect((await search(superAdmin, { mobile, reason: REASON })).json().records).toEqual([]);
    expect((await app().services.dataRights.runDue(new Date(Date.now() + 8 * DAY))).accounts).toBe(1);

    // Admins and members are refused, visitors must sign in, and no reason is no read.
    for (const who of [admin, someone])
      expect((await search(who, { mobile, reason: REASON })).statusCode).toBe(403);
    expect((await search(undefined, { mobile, reason: REASON })).statusCode).toBe(401);
    const noReason = await search(superAdmin, { mobile, reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fields)).toEqual(["reason"]);

    const found = await search(superAdmin, { mobile, reason: REASON });
    expect(found.statusCode).toBe(200);
    const [record, ...more] = found.json().records;
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      mobile,
      firstName: "Kavita",
      lastName: "Jadhav",
      createdIp: "203.0.113.44",
      deletionRequestedAt: expect.any(String),
    });
    expect(Date.parse(record.purgeAfter) - Date.parse(record.erasedAt)).toBe(180 * DAY);
    expect(record.consents.map((c: { document: string }) => c.document).sort()).toEqual(["privacy", "terms"]);
    expect(record.consents[0]).toMatchObject({ kind: "signup", ip: "203.0.113.44", userAgent: UA });
    // Only the minimum: nothing from the profile, the nominee or anything else of the account.
    const body = JSON.stringify(found.json());
    for (const other of ["Shankarrao", "Sunil", "9876501234", "Brother"]) expect(body).not.toContain(other);
    const stored = await app()
      .database.db.selectFrom("retained_registrations")
      .selectAll()
      .where("mobile", "=", mobile)
      .executeTakeFirstOrThrow();
    expect(Object.keys(stored).sort()).toEqual(
      [
        "consents",
        "created_ip",
        "deletion_requested_at",
        "erased_at",
        "first_name",
        "former_user_id",
        "id",
        "last_name",
        "mobile",
        "purge_after",
        "registered_at",
      ].sort(),
    );
    // The account itself is an empty tombstone, and the nominee is gone with it.
    const tombstone = await app().services.users.findById(member.user.id);
    expect(tombstone).toMatchObject({ first_name: "", created_ip: null });
    expect(tombstone?.mobile).not.toBe(mobile);
    const nominees = await app()
      .database.db.selectFrom("nominees")
      .selectAll()
      .where("user_id", "=", member.user.id)
      .execute();
    expect(nominees).toEqual([]);

    // Each read is in the audit log with who read it and why.
    const audit = await app()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "readRetained")
      .where("actor_user_id", "=", superAdmin.user.id)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => [a.entity_id, a.remark])).toEqual([
      [0, REASON],
      [member.user.id, REASON],
    ]);

    // The erasure job keeps it through day 179 and purges it after day 180.
    expect((await app().services.dataRights.runDue(new Date(Date.now() + 179 * DAY))).retained).toBe(0);
    expect((await search(superAdmin, { mobile, reason: REASON })).json().records).toHaveLength(1);
    expect(
      (await app().services.dataRights.runDue(new Date(Date.now() + 181 * DAY))).retained,
    ).toBeGreaterThan(0);
    expect((await search(superAdmin, { mobile, reason: REASON })).json().records).toEqual([]);
    const left = await app()
      .database.db.selectFrom("retained_registrations")
      .select("id")
      .where("mobile", "=", mobile)
      .execute();
    expect(left).toEqual([]);
  });
});
