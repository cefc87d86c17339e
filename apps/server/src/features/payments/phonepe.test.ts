import { afterAll, beforeAll, expect, it } from "vitest";
import {
  answerFor,
  FAKE_MERCHANT,
  FAKE_SALT,
  FAKE_SALT_INDEX,
  signedCallback,
  startFakePhonePe,
} from "../../test/fake-phonepe";
import { describeEachDialect } from "../../test/harness";
import {
  ledgerRows,
  paymentStatus,
  profilePaymentStatus,
  setPaymentSettings,
  startPayment,
} from "../../test/payment-helpers";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

const gateway = await startFakePhonePe();
afterAll(() => gateway.close());

describeEachDialect(
  "payments through PhonePe (against a fake PhonePe)",
  (ctx) => {
    let admin: Actor;
    let family: Actor;

    const callback = (payload: unknown, headers: Record<string, string>) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/payments/callback/phonepe",
        headers,
        payload: payload as object,
      });

    /** A profile with a started payment; returns the ids and the gateway's record of it. */
    async function started() {
      const profile = await createProfile(ctx().app, family, 2);
      const res = await startPayment(ctx().app, family, profile.id, { amount: 100 });
      expect(res.statusCode).toBe(200);
      const { transactionId, redirectUrl } = res.json();
      const tx = gateway.transactions.get(transactionId);
      if (!tx) throw new Error("the gateway never saw the payment");
      return { profile, transactionId, redirectUrl, tx };
    }

    beforeAll(async () => {
      admin = await actor(ctx().app, { role: "admin" });
      family = await actor(ctx().app);
      await setPaymentSettings(ctx().app, admin, { paymentEnabled: true, feeAmount: 500 });
    });

    it("initiates with a valid checksum, the fee in paise and our redirect and callback URLs", async () => {
      const { transactionId, redirectUrl, tx } = await started();
      expect(redirectUrl).toContain("mercury-uat.phonepe.com");
      expect(tx.amount).toBe(50_000);
      expect(tx.redirectUrl).toBe(`https://portal.example.org/payment-status/${transactionId}`);
      expect(tx.callbackUrl).toBe("https://portal.example.org/api/v1/payments/callback/phonepe");
      expect(transactionId).toMatch(/^[A-Z0-9]{1,37}$/);
      expect(gateway.calls.filter((c) => c.path === "/pg/v1/pay").every((c) => c.verified)).toBe(true);
    });

    it("marks the profile paid on a verified success callback", async () => {
      const { profile, transactionId, tx } = await started();
      tx.state = "COMPLETED";
      const cb = signedCallback(answerFor(tx));
      const res = await callback(cb.payload, cb.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe("settled");
      expect((await paymentStatus(ctx().app, family, transactionId)).json().paymentStatus).toBe(
        "PAYMENT_SUCCESS",
      );
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("done");
      expect((await ledgerRows(ctx().app, profile.id))[0]).toMatchObject({
        status: "SUCCESS",
        counted: 1,
        provider: "phonepe",
        provider_code: "PAYMENT_SUCCESS",
        provider_reference: `T${transactionId.slice(-10)}`,
      });
    });

    it("records a failure callback as failed and leaves the profile unpaid", async () => {
      const { profile, transactionId, tx } = await started();
      tx.state = "FAILED";
      const cb = signedCallback(answerFor(tx));
      expect((await callback(cb.payload, cb.headers)).statusCode).toBe(200);
      expect((await paymentStatus(ctx().app, family, transactionId)).json().paymentStatus).toBe(
        "PAYMENT_FAILED",
      );
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("unpaid");
    });

    it("keeps a pending payment open, then settles it through the status API when the member returns", async () => {
      const { profile, transactionId, tx } = await started();
      const pending = signedCallback(answerFor(tx));
      expect((await callback(pending.payload, pending.headers)).json().outcome).toBe("pending");
      expect((await paymentStatus(ctx().app, family, transactionId)).json().paymentStatus).toBe(
        "PAYMENT_PENDING",
      );
      expect((await ledgerRows(ctx().app, profile.id))[0]?.status).toBe("PENDING");

      tx.state = "COMPLETED"; // the bank confirms; no callback reaches us
      expect((await paymentStatus(ctx().app, family, transactionId)).json().paymentStatus).toBe(
        "PAYMENT_SUCCESS",
      );
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("done");
      const statusCalls = gateway.calls.filter((c) => c.path.includes(transactionId));
      expect(statusCalls.length).toBeGreaterThanOrEqual(2);
      expect(statusCalls.every((c) => c.verified)).toBe(true);
    });

    it("settles open payments by the periodic check", async () => {
      const { profile, transactionId, tx } = await started();
      tx.state = "COMPLETED";
      await ctx()
        .app.database.db.updateTable("payments")
        .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
        .where("transaction_id", "=", transactionId)
        .execute();
      await ctx().app.services.payments.reconcileOpen(60_000);
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("done");
    });

    it("refuses a forged callback: wrong salt, other merchant, tampered body, no checksum", async () => {
      const { profile, tx } = await started();
      tx.state = "COMPLETED";
      const wrongSalt = signedCallback(answerFor(tx), "not-the-salt");
      const otherMerchant = signedCallback(answerFor(tx, "SOMEONEELSE"));
      const genuine = signedCallback(answerFor({ ...tx, state: "FAILED" }));
      const tampered = { response: signedCallback(answerFor(tx)).payload.response };
      for (const [payload, headers] of [
        [wrongSalt.payload, wrongSalt.headers],
        [otherMerchant.payload, otherMerchant.headers],
        [tampered, genuine.headers],
        [genuine.payload, { "content-type": "application/json" }],
        [genuine.payload, { "x-verify": genuine.headers["x-verify"].replace(/###1$/, "###2") }],
      ] as const) {
        const res = await callback(payload, headers as Record<string, string>);
        expect(res.statusCode).toBe(400);
      }
      const rows = await ledgerRows(ctx().app, profile.id);
      expect(rows[0]?.status).toBe("INITIATED");
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("unpaid");
    });

    it("counts a replayed success once and ignores a late failure after it", async () => {
      const { profile, tx } = await started();
      tx.state = "COMPLETED";
      const cb = signedCallback(answerFor(tx));
      const outcomes = await Promise.all([
        callback(cb.payload, cb.headers),
        callback(cb.payload, cb.headers),
      ]);
      expect(outcomes.map((r) => r.json().outcome).sort()).toEqual(["settled", "unchanged"]);
      expect((await callback(cb.payload, cb.headers)).json().outcome).toBe("unchanged");
      const late = signedCallback(answerFor({ ...tx, state: "FAILED" }));
      expect((await callback(late.payload, late.headers)).json().outcome).toBe("unchanged");
      const rows = await ledgerRows(ctx().app, profile.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "SUCCESS", counted: 1 });
      const audit = await ctx().app.inject({
        method: "GET",
        url: `/api/v1/admin/payments?profileId=${profile.id}`,
        headers: admin.headers,
      });
      expect(audit.json()).toMatchObject({ total: 1, successAmount: 500 });
    });

    it("never counts a success for another amount than the ledger's", async () => {
      const { profile, transactionId, tx } = await started();
      expect(tx.amount).toBe(50_000); // the client's amount: 100 was ignored
      tx.state = "COMPLETED";
      tx.reportAmount = 100;
      const cb = signedCallback(answerFor(tx));
      expect((await callback(cb.payload, cb.headers)).statusCode).toBe(200);
      expect((await paymentStatus(ctx().app, family, transactionId)).json().paymentStatus).toBe(
        "PAYMENT_FAILED",
      );
      expect(await profilePaymentStatus(ctx().app, profile.id)).toBe("unpaid");
      expect((await ledgerRows(ctx().app, profile.id))[0]?.provider_code).toBe("AMOUNT_MISMATCH");
    });

    it("answers 503 and records the attempt as failed when PhonePe refuses to start", async () => {
      const profile = await createProfile(ctx().app, family, 1);
      gateway.refuseNextPayment();
      const res = await startPayment(ctx().app, family, profile.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toContain("payment gateway");
      expect((await ledgerRows(ctx().app, profile.id))[0]).toMatchObject({
        status: "FAILED",
        provider_code: "INITIATE_FAILED",
      });
      // Ledger rows of a started attempt stay; the family can try again.
      expect((await startPayment(ctx().app, family, profile.id)).statusCode).toBe(200);
    });
  },
  {
    PAYMENT_PROVIDER: "phonepe",
    PHONEPE_MERCHANT_ID: FAKE_MERCHANT,
    PHONEPE_SALT_KEY: FAKE_SALT,
    PHONEPE_SALT_INDEX: FAKE_SALT_INDEX,
    PHONEPE_API_URL: gateway.url,
    PUBLIC_URL: "https://portal.example.org",
  },
);
