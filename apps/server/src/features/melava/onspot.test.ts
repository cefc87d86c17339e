import { expect, it } from "vitest";
import { signIn, uniqueMobile } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile, uploadPhoto } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

let serial = 0;
/** A walk-in family's short profile as the desk types it. */
function walkIn(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    mobile: uniqueMobile(),
    firstName: `Deskbride${serial}`,
    lastName: "Kulkarni",
    gender: 2,
    dateOfBirth: "1999-04-12",
    stateId: 20,
    districtId: 2021,
    educationId: 5,
    showPhoto: true,
    showContact: false,
    ...overrides,
  };
}

describeEachDialect("melava on-the-spot registration", (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.database.db;
  const call = (
    method: "GET" | "POST",
    url: string,
    who?: Actor | { headers: Record<string, string> },
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": "en", ...extra },
      payload,
    });
  const onSpot = (id: number, who: Actor, body: object, key?: string) =>
    call("POST", `/admin/melava/${id}/on-the-spot`, who, body, key ? { "idempotency-key": key } : {});

  it("makes the account, a pending profile, the numbered registration, the cash receipt and the pass, audited; the family finds it after its OTP sign-in", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id, slug } = await createEvent(app(), admin, { feeRupees: 300 });
    // An online bride first: the desk continues the same series.
    const family = await actor(app());
    const online = await createProfile(app(), family, 2);
    await approve(app(), online.id);
    await call("POST", `/melava/${slug}/registrations`, family, { profileId: online.id, showPhoto: true });
    await db()
      .updateTable("melava_registrations")
      .set({ paid: 1, status: "registered", event_number: 1 })
      .execute();

    const photoId = await uploadPhoto(app(), admin);
    const input = walkIn({ photoId, paymentMethod: "cash", receiptNumber: "R-101", specialization: "B.Com" });
    const res = await onSpot(id, admin, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      accountExisted: false,
      waitingPosition: null,
      registration: { status: "registered", eventNumber: 2, gender: 2, paid: true, feeRupees: 300 },
    });
    expect(body.message).toContain("new account");

    const user = await db()
      .selectFrom("users")
      .selectAll()
      .where("mobile", "=", input.mobile)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "member", is_redirected: 0, mobile_verified_at: null, row_status: 1 });
    const profile = await db()
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", body.registration.profileId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      owner_user_id: user.id,
      registration_status: "pending",
      photo_status: "pending",
      first_name: input.firstName,
      district_id: 2021,
      education_id: 5,
      specialization: "B.Com",
      contact_person_mobile_1: input.mobile,
    });
    const payment = await db()
      .selectFrom("payments")
      .selectAll()
      .where("melava_registration_id", "=", body.registration.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      provider: "cash",
      status: "SUCCESS",
      provider_reference: "R-101",
      amount_paise: 30_000,
      decided_by: admin.user.id,
      user_id: user.id,
    });
    const consent = await db()
      .selectFrom("melava_consents")
      .selectAll()
      .where("registration_id", "=", body.registration.id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ show_photo: 1, show_contact: 0, user_id: admin.user.id });
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("actor_user_id", "=", admin.user.id)
      .orderBy("id")
      .execute();
    const desk = audit.find((a) => a.action === "deskRegister");
    expect(desk).toMatchObject({ entity_type: "melava", entity_id: id });
    expect(JSON.parse(desk?.after_state ?? "{}")).toMatchObject({
      registrationId: body.registration.id,
      accountExisted: false,
      paymentMethod: "cash",
      receiptNumber: "R-101",
      eventNumber: 2,
    });
    expect(
      audit.some((a) => a.entity_type === "payment" && a.action === "record" && a.entity_id === payment.id),
    ).toBe(true);

    // In the committee's approval queue like any new profile.
    const queue = (await call("GET", "/admin/profiles?tab=pending", admin)).json();
    expect(JSON.stringify(queue)).toContain(input.firstName);
    // The desk (an admin) opens the pass to hand it over.
    expect((await call("GET", `/melava/registrations/${body.registration.id}/pass`, admin)).statusCode).toBe(
      200,
    );

    // The family signs in with the mobile by OTP and finds the profile and the registration.
    const { res: signed, session } = await signIn(app(), input.mobile);
    expect(signed.json()).toMatchObject({ outcome: "completeRegistration" });
    const own = { headers: { cookie: `vv_session=${session}` } };
    // The sign-up form an account made without it fills once (names, place, the Terms).
    const form = await call("POST", "/auth/register", own, {
      mobile: input.mobile,
      firstName: "Sunita",
      lastName: "Kulkarni",
      stateId: 20,
      districtId: 2021,
      acceptTerms: true,
      acceptPrivacy: true,
      acceptDeclaration: true,
    });
    expect(form.statusCode).toBe(200);
    const mine = await call("GET", "/profiles/mine", own);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(input.firstName);
    const regs = (await call("GET", `/melava/${slug}/mine`, own)).json();
    expect(regs.registrations).toEqual([
      expect.objectContaining({ id: body.registration.id, status: "registered", eventNumber: 2, paid: true }),
    ]);
  });

  it("attaches to an existing account and says so, without answering anything of that account", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin);
    const family = await actor(app(), { first_name: "Privatefirst", last_name: "Privatelast" });
    const other = await createProfile(app(), family, 1);
    const res = await onSpot(
      id,
      admin,
      walkIn({ mobile: family.user.mobile, gender: 1, firstName: "Deskgroom" }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ accountExisted: true, registration: { eventNumber: 1, gender: 1 } });
    expect(res.json().message).toContain("already had an account");
    const owner = await db()
      .selectFrom("profiles")
      .select("owner_user_id")
      .where("id", "=", res.json().registration.profileId)
      .executeTakeFirstOrThrow();
    expect(owner.owner_user_id).toBe(family.user.id);
    const otherRow = await db()
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    for (const secret of [
      "Privatefirst",
      "Privatelast",
      otherRow.first_name,
      otherRow.father_mobile,
      otherRow.current_address,
    ])
      expect(res.body).not.toContain(secret);
    expect(
      await db().selectFrom("users").select("id").where("mobile", "=", family.user.mobile).execute(),
    ).toHaveLength(1);
  });

  it("answers a double tap once (Idempotency-Key) and refuses a receipt number used already", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin, { feeRupees: 200 });
    const body = walkIn({ paymentMethod: "upi_desk", receiptNumber: "UPI-77" });
    const key = "desk-tap-0123456789abcdef";
    const first = await onSpot(id, admin, body, key);
    const second = await onSpot(id, admin, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.json().registration.id).toBe(first.json().registration.id);
    const rows = await db()
      .selectFrom("melava_registrations")
      .select("id")
      .where("event_id", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    const again = await onSpot(id, admin, { ...body, mobile: uniqueMobile() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("receipt number is already recorded");
    const noFee = await onSpot(id, admin, walkIn());
    expect(noFee.statusCode).toBe(400);
    expect(
      await db().selectFrom("payments").select("id").where("provider", "=", "upi_desk").execute(),
    ).toHaveLength(1);
  });

  it("applies capacity and the waiting list, and refuses a closed event and a non-admin", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin, { capacityBrides: 1, feeRupees: 100 });
    expect((await onSpot(id, admin, walkIn({ paymentMethod: "cash", receiptNumber: "C1" }))).statusCode).toBe(
      201,
    );
    const full = await onSpot(id, admin, walkIn({ paymentMethod: "cash", receiptNumber: "C2" }));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toContain("All places");
    const waiting = await call(
      "POST",
      `/admin/melava/${id}/on-the-spot`,
      admin,
      walkIn({ joinWaitingList: true }),
      {
        "accept-language": "mr",
      },
    );
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json().message).toContain("प्रतीक्षा यादीत आहे (क्रमांक १)");
    expect(waiting.json()).toMatchObject({
      waitingPosition: 1,
      registration: { status: "waiting", eventNumber: null, paid: false },
    });
    expect(
      (await onSpot(id, admin, walkIn({ gender: 1, paymentMethod: "cash", receiptNumber: "C3" }))).json()
        .registration.eventNumber,
    ).toBe(1);

    const member = await actor(app());
    expect((await onSpot(id, member, walkIn())).statusCode).toBe(403);
    expect((await call("POST", `/admin/melava/${id}/on-the-spot`, undefined, walkIn())).statusCode).toBe(401);

    await call("POST", `/admin/melava/${id}/actions`, admin, { action: "close" });
    const closed = await onSpot(id, admin, walkIn({ paymentMethod: "cash", receiptNumber: "C4" }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toContain("cannot register on the spot");
    const invalid = await onSpot(id, admin, walkIn({ dateOfBirth: "2015-01-01", districtId: 1 }));
    expect(invalid.statusCode).toBe(400);
  });

  it("keeps the profile out of lists and the booklet until the committee approves it", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id, slug } = await createEvent(app(), admin);
    const input = walkIn({ firstName: "Unlistedbride", showContact: true });
    const res = await onSpot(id, admin, input);
    expect(res.statusCode).toBe(201);
    // The answer carries what the desk typed, never more (no other mobile, no account details).
    expect(res.body).not.toContain(input.mobile);

    const viewer = await actor(app(), { first_name: "Viewer" });
    const groomProfile = await createProfile(app(), viewer, 1);
    await approve(app(), groomProfile.id);
    const list = await call("GET", "/profiles", viewer);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("Unlistedbride");
    const booklet = await call("GET", `/melava/${slug}/booklet`, viewer);
    expect(booklet.statusCode).toBe(200);
    expect(booklet.body).not.toContain("Unlistedbride");
    expect(booklet.body).not.toContain(input.mobile);
    expect(
      (await call("GET", `/profiles/${res.json().registration.registrationNumber}`, viewer)).statusCode,
    ).toBe(404);
  });
});
