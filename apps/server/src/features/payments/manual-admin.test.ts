import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import {
  ledgerRows,
  profilePaymentStatus,
  setPaymentSettings,
  startPayment,
} from "../../test/payment-helpers";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

describeEachDialect("manual UPI payments and the committee's ledger", (ctx) => {
  let admin: Actor;
  let family: Actor;

  const claim = (who: Actor, profileId: number, reference: string) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/v1/payments/manual",
      headers: who.headers,
      payload: { profileId, reference },
    });
  const decide = (who: Actor | null, id: number, body: Record<string, unknown>, lang = "en") =>
    ctx().app.inject({
      method: "POST",
      url: `/api/v1/admin/payments/${id}/decision`,
      headers: { ...who?.headers, "accept-language": lang },
      payload: body,
    });
  const page = async (who: Actor, profileId: number) =>
    (
      await ctx().app.inject({
        method: "GET",
        url: `/api/v1/payments/profiles/${profileId}`,
        headers: who.headers,
      })
    ).json();

  beforeAll(async () => {
    admin = await actor(ctx().app, { role: "admin" });
    family = await actor(ctx().app);
    await setPaymentSettings(ctx().app, admin, {
      paymentEnabled: true,
      feeAmount: 500,
      upiId: "samiti@sbi",
      upiPayeeName: "Samiti Trust",
      paymentPhone: "9822012345",
    });
  });

  it("takes a member's UPI reference, and an admin's confirmation marks the profile paid with an audit row", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 2);
    const upi = (await page(family, profile.id)).upi;
    expect(upi.uri).toBe(
      `upi://pay?pa=samiti%40sbi&pn=Samiti%20Trust&am=500.00&tn=Vadhu-Var%20registration%20${profile.registrationNumber}&cu=INR`,
    );

    const bad = await claim(family, profile.id, "12-34");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reference).toContain("6 to 35");
    const sent = await claim(family, profile.id, "4123 5678 9012");
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attempt).toMatchObject({
      status: "PENDING",
      reference: "412356789012",
      provider: "upi",
      amount: 500,
    });
    expect((await claim(family, profile.id, "999988887777")).statusCode).toBe(409);

    const [row] = await ledgerRows(app, profile.id);
    if (!row) throw new Error("no ledger row");
    expect((await decide(family, row.id, { action: "confirm" })).statusCode).toBe(403);
    expect((await decide(null, row.id, { action: "confirm" })).statusCode).toBe(401);
    const confirmed = await decide(admin, row.id, { action: "confirm", reference: "412356789012" }, "mr");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe("पेमेंटची पुष्टी झाली. प्रोफाइलचे शुल्क भरले अशी नोंद झाली.");
    expect(await profilePaymentStatus(app, profile.id)).toBe("done");
    expect((await decide(admin, row.id, { action: "reject", remark: "late" })).statusCode).toBe(409);

    const audit = await app.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "payment")
      .where("entity_id", "=", row.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.user.id, action: "confirm" });
    expect(JSON.parse(audit[0]?.after_state ?? "{}")).toEqual({
      status: "SUCCESS",
      reference: "412356789012",
    });

    // The member sees it paid; the same reference cannot pay for another profile.
    const after = await page(family, profile.id);
    expect(after).toMatchObject({ paid: true, canPay: false });
    expect(after.attempts[0]).toMatchObject({ status: "SUCCESS" });
    const other = await createProfile(app, family, 1);
    expect((await claim(family, other.id, "412356789012")).statusCode).toBe(409);
  });

  it("rejects a claim only with a remark, which the member then reads", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 2);
    await claim(family, profile.id, "555566667777");
    const [row] = await ledgerRows(app, profile.id);
    if (!row) throw new Error("no ledger row");
    const noRemark = await decide(admin, row.id, { action: "reject" });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().error.fields.remark).toBe("Please enter a remark.");
    expect(
      (await decide(admin, row.id, { action: "reject", remark: "Not received in the bank" })).statusCode,
    ).toBe(200);
    const view = await page(family, profile.id);
    expect(view).toMatchObject({ paid: false, canPay: true });
    expect(view.attempts[0]).toMatchObject({ status: "FAILED", remark: "Not received in the bank" });
    // A fresh claim is possible after a rejection.
    expect((await claim(family, profile.id, "555566667778")).statusCode).toBe(201);
  });

  it("lets only the gateway decide gateway payments", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 1);
    await startPayment(app, family, profile.id);
    const [row] = await ledgerRows(app, profile.id);
    if (!row) throw new Error("no ledger row");
    const res = await decide(admin, row.id, { action: "confirm", reference: "123456789012" });
    expect(res.statusCode).toBe(409);
    expect(await profilePaymentStatus(app, profile.id)).toBe("unpaid");
  });

  it("records a transfer told on WhatsApp by registration number", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 2);
    const record = (body: Record<string, unknown>) =>
      app.inject({
        method: "POST",
        url: "/api/v1/admin/payments/manual",
        headers: admin.headers,
        payload: body,
      });
    expect(
      (await record({ registrationNumber: profile.registrationNumber, reference: "UPI778899001122" }))
        .statusCode,
    ).toBe(201);
    expect(await profilePaymentStatus(app, profile.id)).toBe("done");
    expect((await ledgerRows(app, profile.id))[0]).toMatchObject({
      status: "SUCCESS",
      counted: 1,
      decided_by: admin.user.id,
    });
    expect(
      (await record({ registrationNumber: profile.registrationNumber, reference: "UPI000000000001" }))
        .statusCode,
    ).toBe(409);
    expect((await record({ registrationNumber: 99_999_999, reference: "UPI000000000002" })).statusCode).toBe(
      404,
    );
  });

  it("lists with filters and exports a formula-safe CSV", async () => {
    const { app } = ctx();
    const profile = await createProfile(app, family, 2);
    await claim(family, profile.id, "808080808080");
    const [row] = await ledgerRows(app, profile.id);
    if (!row) throw new Error("no ledger row");
    await decide(admin, row.id, { action: "reject", remark: '=HYPERLINK("http://evil","x"), "quoted"' });

    const list = (query: string) =>
      app.inject({ method: "GET", url: `/api/v1/admin/payments?${query}`, headers: admin.headers });
    const byReg = (await list(`q=${profile.registrationNumber}`)).json();
    expect(byReg.items.map((i: { transactionId: string }) => i.transactionId)).toEqual([row.transaction_id]);
    expect(
      (await list("status=FAILED&provider=upi"))
        .json()
        .items.every((i: { status: string }) => i.status === "FAILED"),
    ).toBe(true);
    expect((await list(`q=${row.transaction_id}`)).json().total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&q=808080808080`)).json().total).toBe(1);
    expect((await list(`to=2000-01-01&q=808080808080`)).json().total).toBe(0);
    expect((await list("")).statusCode).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/admin/payments", headers: family.headers }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/v1/admin/payments" })).statusCode).toBe(401);

    const csv = await app.inject({
      method: "GET",
      url: `/api/v1/admin/payments/export.csv?q=${profile.registrationNumber}`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Transaction id"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x""), ""quoted"""`);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/admin/payments/export.csv", headers: family.headers }))
        .statusCode,
    ).toBe(403);
  });
});
