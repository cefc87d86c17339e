import { ROW_STATUS } from "@vv/shared/statuses";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { deskCalls } from "../../test/melava-desk";
import { actor, createProfile } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

describeEachDialect("melava desk: find an existing profile and register it", (ctx) => {
  const app = () => ctx().app;
  const { db, call, lookup, existing, rowsOf, approvedFamily } = deskCalls(app);

  it("finds by registration number and by mobile (Marathi digits too), says which can be registered, and keeps it to the committee", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin);
    const other = await createEvent(app(), admin);
    const { family, profile, row } = await approvedFamily();
    const pending = await createProfile(app(), family, 1);
    // A registration for another event does not make it "already registered" here.
    expect((await existing(other.id, admin, { profileId: profile.id })).statusCode).toBe(201);

    const byNumber = await lookup(id, admin, String(profile.registrationNumber));
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.headers["cache-control"]).toContain("no-store");
    expect(byNumber.json()).toEqual({
      kind: "registrationNumber",
      items: [
        {
          profileId: profile.id,
          registrationNumber: profile.registrationNumber,
          name: `${row.first_name} ${row.last_name}`,
          gender: 2,
          districtId: row.district_id,
          educationId: row.education_id,
          approval: "approved",
          hasPhoto: true,
          state: "registrable",
          registration: null,
        },
      ],
    });
    const marathi = family.user.mobile.replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)] as string);
    const byMobile = await lookup(id, admin, `+91 ${marathi}`);
    expect(byMobile.json().kind).toBe("mobile");
    expect(
      byMobile.json().items.map((i: { profileId: number; state: string }) => [i.profileId, i.state]),
    ).toEqual([
      [profile.id, "registrable"],
      [pending.id, "pending"],
    ]);
    // Only what the desk needs: no mobile, no address, no parents.
    for (const secret of [family.user.mobile, row.current_address, row.father_full_name, row.father_mobile])
      if (secret) expect(byMobile.body).not.toContain(secret);
    expect((await lookup(id, admin, "12345678901")).statusCode).toBe(400);
    expect((await lookup(id, admin, "9999999999")).json().items).toEqual([]);

    // A deleted profile is not found; a deactivated account and a closed profile say why.
    await db()
      .updateTable("profiles")
      .set({ row_status: ROW_STATUS.deleted })
      .where("id", "=", pending.id)
      .execute();
    const held = await approvedFamily(1);
    await db()
      .updateTable("users")
      .set({ row_status: ROW_STATUS.inactive })
      .where("id", "=", held.family.user.id)
      .execute();
    const married = await approvedFamily(1);
    await db()
      .insertInto("unlisted_profiles")
      .values({
        profile_id: married.profile.id,
        reason: "married",
        since: new Date().toISOString(),
        resume_on: null,
        partner_profile_id: null,
        by_user_id: null,
      })
      .execute();
    expect((await lookup(id, admin, family.user.mobile)).json().items).toHaveLength(1);
    expect((await lookup(id, admin, String(held.profile.registrationNumber))).json().items[0].state).toBe(
      "accountInactive",
    );
    expect((await lookup(id, admin, String(married.profile.registrationNumber))).json().items[0].state).toBe(
      "closed",
    );
    const refused = await existing(id, admin, { profileId: held.profile.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("deactivated");
    expect((await existing(id, admin, { profileId: married.profile.id })).statusCode).toBe(409);

    // A member (even the family itself) and a visitor get nothing.
    for (const who of [family, await actor(app())]) {
      const res = await lookup(id, who, String(profile.registrationNumber));
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(row.first_name);
      expect(res.body).not.toContain(String(profile.registrationNumber));
      const reg = await existing(id, who, { profileId: profile.id });
      expect(reg.statusCode).toBe(403);
    }
    expect((await call("GET", `/admin/melava/${id}/desk-lookup?q=1001`)).statusCode).toBe(401);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("registers a found profile with cash: the series' next number, ledger, consent, audit and the family's notice; a second time changes nothing", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin, { feeRupees: 250 });
    const first = await approvedFamily();
    const { family, profile } = await approvedFamily();
    expect(
      (
        await existing(id, admin, {
          profileId: first.profile.id,
          paymentMethod: "cash",
          receiptNumber: "E-1",
        })
      ).statusCode,
    ).toBe(201);

    const body = {
      profileId: profile.id,
      showContact: true,
      paymentMethod: "upi_desk",
      receiptNumber: "E-2",
    };
    const key = "desk-existing-0123456789abcdef";
    const res = await existing(id, admin, body, key);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountExisted: true,
      waitingPosition: null,
      registration: {
        profileId: profile.id,
        status: "registered",
        eventNumber: 2,
        paid: true,
        feeRupees: 250,
      },
    });
    expect(res.json().message).toBe("Registered on the spot; the entry pass is ready.");
    // The same tap again (same key) answers the first registration; nothing new is made.
    const retry = await existing(id, admin, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().registration.id).toBe(res.json().registration.id);
    expect(await rowsOf(id)).toHaveLength(2);

    const regId = res.json().registration.id;
    const payment = await db()
      .selectFrom("payments")
      .selectAll()
      .where("melava_registration_id", "=", regId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      provider: "upi_desk",
      provider_reference: "E-2",
      amount_paise: 25_000,
      status: "SUCCESS",
      decided_by: admin.user.id,
      user_id: family.user.id,
      profile_id: profile.id,
    });
    const consent = await db()
      .selectFrom("melava_consents")
      .selectAll()
      .where("registration_id", "=", regId)
      .execute();
    expect(consent).toEqual([
      expect.objectContaining({ show_photo: 1, show_contact: 1, user_id: admin.user.id }),
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("actor_user_id", "=", admin.user.id)
      .where("action", "=", "deskRegister")
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_state ?? "{}"))).toContainEqual(
      expect.objectContaining({
        registrationId: regId,
        existingProfile: true,
        paymentMethod: "upi_desk",
        receiptNumber: "E-2",
        eventNumber: 2,
      }),
    );
    const told = await db()
      .selectFrom("notifications")
      .select(["type", "params"])
      .where("user_id", "=", family.user.id)
      .where("type", "like", "melava%")
      .execute();
    expect(told).toEqual([expect.objectContaining({ type: "melava_registered" })]);
    expect(JSON.parse(told[0]?.params ?? "{}")).toMatchObject({ eventNumber: "002" });

    // The lookup now shows it registered with its number.
    expect((await lookup(id, admin, String(profile.registrationNumber))).json().items[0]).toMatchObject({
      state: "alreadyRegistered",
      registration: { id: regId, status: "registered", eventNumber: 2 },
    });
    // Again without the key: refused in words, nothing changes (no second row, payment or consent).
    const again = await existing(id, admin, { ...body, receiptNumber: "E-3" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This profile is already registered for this melava.");
    const mr = await call(
      "POST",
      `/admin/melava/${id}/on-the-spot/existing`,
      admin,
      { ...body, showPhoto: true, receiptNumber: "E-4" },
      { "accept-language": "mr" },
    );
    expect(mr.json().error.message).toContain("आधीच नोंदणी");
    expect(await rowsOf(id)).toHaveLength(2);
    expect(
      await db()
        .selectFrom("payments")
        .select("id")
        .where("provider", "in", ["cash", "upi_desk"])
        .where("profile_id", "=", profile.id)
        .execute(),
    ).toHaveLength(1);
    expect(
      await db().selectFrom("melava_consents").select("id").where("registration_id", "=", regId).execute(),
    ).toHaveLength(1);
  });
});
