import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import {
  ledgerRows,
  paymentStatus,
  profilePaymentStatus,
  setPaymentSettings,
  startPayment,
} from "../../test/payment-helpers";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

describeEachDialect("payments through the sandbox gateway", (ctx) => {
  let admin: Actor;
  let family: Actor;

  /** The sandbox page's button: a same-site urlencoded form post, answered by a redirect. */
  const press = (url: string, outcome: "pay" | "fail") =>
    ctx().app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `outcome=${outcome}&lang=en`,
    });

  beforeAll(async () => {
    admin = await actor(ctx().app, { role: "admin" });
    family = await actor(ctx().app);
    await setPaymentSettings(ctx().app, admin, { paymentEnabled: true, feeAmount: 750 });
  });

  it("takes the fee from the settings, pays in the sandbox, and marks the profile paid once", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 2);
    expect((created as unknown as { paymentRequired: boolean }).paymentRequired).toBe(true);

    const page = await app.inject({
      method: "GET",
      url: `/api/v1/payments/profiles/${created.id}`,
      headers: family.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      amount: 750,
      canPay: true,
      paid: false,
      paymentType: "VADHU_VAR_REG",
      gateway: true,
    });
    expect(page.json().upi.uri).toContain("am=750.00");
    expect(page.json().upi.uri).toContain(`tn=Vadhu-Var%20registration%20${created.registrationNumber}`);
    expect(page.json().upi.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    // Whatever amount a client sends is ignored: the ledger holds the configured fee.
    const started = await startPayment(app, family, created.id, { amount: 1 });
    expect(started.statusCode).toBe(200);
    const { transactionId, paymentStatus: initiated, redirectUrl } = started.json();
    expect(initiated).toBe("PAYMENT_INITIATED");
    expect(redirectUrl).toBe(`/api/v1/payments/sandbox/${transactionId}?lang=en`);
    expect((await ledgerRows(app, created.id))[0]).toMatchObject({
      amount_paise: 75_000,
      status: "INITIATED",
      provider: "sandbox",
    });

    const checkout = await app.inject({ method: "GET", url: redirectUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers["content-type"]).toContain("text/html");
    expect(checkout.body).toContain("₹750");
    expect((await paymentStatus(app, family, transactionId)).json().paymentStatus).toBe("PAYMENT_PENDING");

    const back = await press(redirectUrl.split("?")[0], "pay");
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-status/${transactionId}`);
    const status = await paymentStatus(app, family, transactionId);
    expect(status.json()).toMatchObject({
      paymentStatus: "PAYMENT_SUCCESS",
      amount: 750,
      registrationNumber: created.registrationNumber,
    });
    expect(await profilePaymentStatus(app, created.id)).toBe("done");

    // Pressing again (a reload, a double tap) changes nothing.
    expect((await press(redirectUrl.split("?")[0], "fail")).statusCode).toBe(303);
    const rows = await ledgerRows(app, created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "SUCCESS", counted: 1 });
    expect(JSON.parse(rows[0]?.raw_callback ?? "{}").code).toBe("PAYMENT_SUCCESS");

    // Paid: no button, no second payment.
    const details = await app.inject({
      method: "GET",
      url: `/api/v1/profiles/${created.slug}`,
      headers: family.headers,
    });
    expect(details.json().permissions.canPay).toBe(false);
    expect((await startPayment(app, family, created.id)).statusCode).toBe(409);
  });

  it("shows a failed payment as failed and lets the family try again", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 1);
    const first = (await startPayment(app, family, created.id)).json();
    await press(first.redirectUrl.split("?")[0], "fail");
    expect((await paymentStatus(app, family, first.transactionId)).json().paymentStatus).toBe(
      "PAYMENT_FAILED",
    );
    expect(await profilePaymentStatus(app, created.id)).toBe("unpaid");

    const retry = (await startPayment(app, family, created.id)).json();
    expect(retry.transactionId).not.toBe(first.transactionId);
    await press(retry.redirectUrl.split("?")[0], "pay");
    expect((await paymentStatus(app, family, retry.transactionId)).json().paymentStatus).toBe(
      "PAYMENT_SUCCESS",
    );
    expect((await ledgerRows(app, created.id)).map((r) => r.status)).toEqual(["FAILED", "SUCCESS"]);
  });

  it("reconciles a payment whose callback never arrived, on return and by the periodic check", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 2);
    const started = (await startPayment(app, family, created.id)).json();
    // The bank decided, but the callback was lost on the way.
    await app.database.db
      .updateTable("sandbox_checkouts")
      .set({ state: "COMPLETED" })
      .where("transaction_id", "=", started.transactionId)
      .execute();
    expect((await paymentStatus(app, family, started.transactionId)).json().paymentStatus).toBe(
      "PAYMENT_SUCCESS",
    );

    const other = await createProfile(app, family, 1);
    const second = (await startPayment(app, family, other.id)).json();
    await app.database.db
      .updateTable("sandbox_checkouts")
      .set({ state: "FAILED" })
      .where("transaction_id", "=", second.transactionId)
      .execute();
    // The timer looks only at attempts older than 20 s.
    await app.database.db
      .updateTable("payments")
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where("transaction_id", "=", second.transactionId)
      .execute();
    expect(await app.services.payments.reconcileOpen(60_000)).toBeGreaterThanOrEqual(1);
    expect((await ledgerRows(app, other.id))[0]?.status).toBe("FAILED");
  });

  it("refuses a forged sandbox callback and keeps results private", async () => {
    const { app } = ctx();
    const created = await createProfile(app, family, 2);
    const started = (await startPayment(app, family, created.id)).json();
    const body = {
      response: Buffer.from(
        JSON.stringify({
          success: true,
          code: "PAYMENT_SUCCESS",
          data: {
            merchantId: "VADHUVARSANDBOX",
            merchantTransactionId: started.transactionId,
            amount: 75_000,
            state: "COMPLETED",
          },
        }),
      ).toString("base64"),
    };
    const forged = await app.inject({
      method: "POST",
      url: "/api/v1/payments/callback/sandbox",
      headers: { "x-verify": `${"0".repeat(64)}###1` },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
    expect(await profilePaymentStatus(app, created.id)).toBe("unpaid");

    const stranger = await actor(app);
    expect((await paymentStatus(app, stranger, started.transactionId)).statusCode).toBe(404);
    expect((await paymentStatus(app, null, started.transactionId)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/v1/payments/profiles/${created.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await startPayment(app, stranger, created.id)).statusCode).toBe(404);
    // The committee sees every attempt.
    expect((await paymentStatus(app, admin, started.transactionId)).statusCode).toBe(200);
  });
});
