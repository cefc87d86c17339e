/** Payment test helpers: switches, starting a payment, reading the ledger. */
import type { FastifyInstance } from "fastify";
import type { Actor } from "./profile-helpers";

export async function setPaymentSettings(
  app: FastifyInstance,
  admin: Actor,
  patch: Partial<{
    paymentEnabled: boolean;
    feeAmount: number;
    upiId: string;
    upiPayeeName: string;
    paymentPhone: string;
  }>,
) {
  const current = (
    await app.inject({ method: "GET", url: "/api/v1/admin/payments/settings", headers: admin.headers })
  ).json();
  const res = await app.inject({
    method: "PUT",
    url: "/api/v1/admin/payments/settings",
    headers: admin.headers,
    payload: { ...current, ...patch },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function startPayment(
  app: FastifyInstance,
  who: Actor,
  profileId: number,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/payments",
    headers: who.headers,
    payload: { profileId, paymentType: "VADHU_VAR_REG", ...extra },
  });
}

export async function paymentStatus(app: FastifyInstance, who: Actor | null, tid: string) {
  return app.inject({ method: "GET", url: `/api/v1/payments/${tid}/status`, headers: who?.headers });
}

export function ledgerRows(app: FastifyInstance, profileId: number) {
  return app.database.db
    .selectFrom("payments")
    .selectAll()
    .where("profile_id", "=", profileId)
    .orderBy("id", "asc")
    .execute();
}

export async function profilePaymentStatus(app: FastifyInstance, profileId: number) {
  const row = await app.database.db
    .selectFrom("profiles")
    .select("payment_status")
    .where("id", "=", profileId)
    .executeTakeFirstOrThrow();
  return row.payment_status;
}
