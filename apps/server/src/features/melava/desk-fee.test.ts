import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { deskCalls } from "../../test/melava-desk";
import { type Actor, actor } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

describeEachDialect("melava desk: the fee of an online registration, taken at the hall", (ctx) => {
  const app = () => ctx().app;
  const { db, call, approvedFamily } = deskCalls(app);
  const takeFee = (eventId: number, registrationId: number, who: Actor, body: object, lang = "en") =>
    call("POST", `/admin/melava/${eventId}/registrations/${registrationId}/desk-fee`, who, body, {
      "accept-language": lang,
    });
  /** An event with a fee, and a family registered online that has not paid. */
  async function unpaidRegistration(feeRupees = 300) {
    const admin = await actor(app(), { role: "admin" });
    const event = await createEvent(app(), admin, { feeRupees });
    const { family, profile, row } = await approvedFamily(1);
    const online = await call("POST", `/melava/${event.slug}/registrations`, family, {
      profileId: profile.id,
      showPhoto: true,
    });
    expect(online.statusCode, online.body).toBe(201);
    return { admin, event, family, profile, row, registrationId: online.json().registration.id as number };
  }

  it("records the fee, numbers the registration, tells the family and keeps it to the committee", async () => {
    const { admin, event, family, profile, row, registrationId } = await unpaidRegistration();
    const body = { paymentMethod: "cash", receiptNumber: "B/104" };
    // Only the committee takes a fee at the desk.
    expect((await takeFee(event.id, registrationId, family, body)).statusCode).toBe(403);
    expect(
      (
        await call(
          "POST",
          `/admin/melava/${event.id}/registrations/${registrationId}/desk-fee`,
          undefined,
          body,
        )
      ).statusCode,
    ).toBe(401);

    const res = await takeFee(event.id, registrationId, admin, body, "mr");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration).toMatchObject({
      id: registrationId,
      profileId: profile.id,
      status: "registered",
      eventNumber: 1,
      paid: true,
      feeRupees: 300,
    });
    expect(res.json().message).toBe(`वर ००१ ${row.first_name} ${row.last_name}: शुल्क मिळाले, नोंदणी झाली.`);
    // The answer names the candidate and nothing the family keeps private.
    for (const secret of [row.contact_person_mobile_1, row.father_mobile, row.current_address].filter(
      Boolean,
    ))
      expect(res.body).not.toContain(String(secret));

    const payments = await db()
      .selectFrom("payments")
      .selectAll()
      .where("melava_registration_id", "=", registrationId)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      provider: "cash",
      status: "SUCCESS",
      provider_reference: "B/104",
      amount_paise: 30_000,
      decided_by: admin.user.id,
      counted: 1,
    });
    const told = await db()
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", family.user.id)
      .where("type", "like", "melava%")
      .orderBy("id")
      .execute();
    expect(told.map((n) => n.type)).toEqual(["melava_payment_confirmed", "melava_registered"]);
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "deskFee")
      .where("entity_id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(admin.user.id);
    expect(JSON.parse(audit.after_state ?? "{}")).toMatchObject({
      registrationId,
      registrationStatus: "registered",
      eventNumber: 1,
      paymentMethod: "cash",
      receiptNumber: "B/104",
    });
    // The family's pass is ready now.
    expect((await call("GET", `/melava/registrations/${registrationId}/pass`, family)).statusCode).toBe(200);

    // A second tap, or another desk: already paid, nothing recorded twice.
    const again = await takeFee(event.id, registrationId, admin, {
      paymentMethod: "upi_desk",
      receiptNumber: "B105",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The fee for this registration is already paid.");
    expect(
      await db()
        .selectFrom("payments")
        .select("id")
        .where("melava_registration_id", "=", registrationId)
        .execute(),
    ).toHaveLength(1);
  });

  it("refuses what is not due: a free event, another event's registration, a used receipt, a bad form", async () => {
    const { admin, event, registrationId } = await unpaidRegistration();
    const other = await createEvent(app(), admin);
    const body = { paymentMethod: "upi_desk", receiptNumber: "UPI-778" };
    expect((await takeFee(other.id, registrationId, admin, body)).statusCode).toBe(404);
    expect((await takeFee(event.id, 999_999, admin, body)).statusCode).toBe(404);
    const bad = await takeFee(event.id, registrationId, admin, { paymentMethod: "cash", receiptNumber: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Give the receipt number");
    expect((await takeFee(event.id, registrationId, admin, { receiptNumber: "X1" })).statusCode).toBe(400);

    // The receipt book's number is used once per melava.
    const second = await approvedFamily(2);
    const online = await call("POST", `/melava/${event.slug}/registrations`, second.family, {
      profileId: second.profile.id,
      showPhoto: true,
    });
    expect((await takeFee(event.id, registrationId, admin, body)).statusCode).toBe(200);
    const reused = await takeFee(event.id, online.json().registration.id, admin, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toContain("receipt number is already recorded");

    // A free event's registration is registered at once: no fee is due.
    const free = await createEvent(app(), admin, { feeRupees: 0 });
    const third = await approvedFamily(1);
    const freeReg = await call("POST", `/melava/${free.slug}/registrations`, third.family, {
      profileId: third.profile.id,
      showPhoto: true,
    });
    const notDue = await takeFee(free.id, freeReg.json().registration.id, admin, {
      ...body,
      receiptNumber: "F1",
    });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().error.message).toBe("No fee is due for this registration.");
  });

  it("two desks taking the same fee at once: one records it, the other is told it is paid", async () => {
    const { admin, event, registrationId } = await unpaidRegistration();
    const answers = await Promise.all(
      ["D1-1", "D2-1"].map((receiptNumber) =>
        takeFee(event.id, registrationId, admin, { paymentMethod: "cash", receiptNumber }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = await db()
      .selectFrom("payments")
      .select("id")
      .where("melava_registration_id", "=", registrationId)
      .execute();
    expect(paid).toHaveLength(1);
    const row = await db()
      .selectFrom("melava_registrations")
      .selectAll()
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ paid: 1, status: "registered", event_number: 1 });
  });
});
