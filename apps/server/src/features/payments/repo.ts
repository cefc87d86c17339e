import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentListQuery,
  type PaymentStatus,
} from "@vv/shared/payments";
import { ROW_STATUS } from "@vv/shared/statuses";
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { DB } from "../../db/database";
import type { DialectAdapter } from "../../db/dialect";
import type { PaymentsTable } from "../../db/schema";

export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;
export type PaymentPatch = Updateable<PaymentsTable>;

const OPEN: PaymentStatus[] = ["INITIATED", "PENDING"];

/** The day after yyyy-mm-dd, as the exclusive end of a date filter. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** Ledger SQL. Every status change is conditional on the row still being open. */
export function paymentsRepo(db: DB, adapter: DialectAdapter) {
  return {
    async insert(row: NewPaymentRow, trx: DB = db): Promise<PaymentRow> {
      return trx.insertInto("payments").values(row).returningAll().executeTakeFirstOrThrow();
    },

    findByTransactionId(transactionId: string, trx: DB = db) {
      return trx
        .selectFrom("payments")
        .selectAll()
        .where("transaction_id", "=", transactionId)
        .executeTakeFirst();
    },

    findById(id: number, trx: DB = db) {
      return trx.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
    },

    forProfile(profileId: number, limit = 20) {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("profile_id", "=", profileId)
        .where("melava_registration_id", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    /** Moves an open attempt to `status`; returns how many rows changed (0: it was already decided). */
    async settle(
      trx: DB,
      id: number,
      status: PaymentStatus,
      patch: PaymentPatch,
      from: PaymentStatus[] = OPEN,
    ) {
      const now = new Date().toISOString();
      const result = await trx
        .updateTable("payments")
        .set({
          ...patch,
          status,
          updated_at: now,
          ...(status === "SUCCESS" || status === "FAILED" ? { completed_at: now } : {}),
        })
        .where("id", "=", id)
        .where("status", "in", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Marks the profile paid unless it already is; 1 only for the call that did it. */
    async markProfilePaid(trx: DB, profileId: number) {
      const result = await trx
        .updateTable("profiles")
        .set({ payment_status: "done", updated_at: new Date().toISOString() })
        .where("id", "=", profileId)
        .where("payment_status", "!=", "done")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markCounted(trx: DB, id: number) {
      await trx.updateTable("payments").set({ counted: 1 }).where("id", "=", id).execute();
    },

    async touchChecked(id: number) {
      await db
        .updateTable("payments")
        .set({ checked_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    /** Open gateway attempts due for a status check: older than `createdBefore`, not checked since `checkedBefore`. */
    openGatewayAttempts(createdBefore: string, checkedBefore: string, limit: number) {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("status", "in", OPEN)
        .where("provider", "!=", "upi")
        .where("created_at", "<", createdBefore)
        .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<", checkedBefore)]))
        .orderBy("created_at", "asc")
        .limit(limit)
        .execute();
    },

    /** An open manual (UPI) claim of this profile, if any. */
    openManualClaim(profileId: number) {
      return db
        .selectFrom("payments")
        .select("id")
        .where("profile_id", "=", profileId)
        .where("melava_registration_id", "is", null)
        .where("provider", "=", "upi")
        .where("status", "in", OPEN)
        .executeTakeFirst();
    },

    /** True when a successful payment already carries this UPI reference (one transfer counts once). */
    async referenceUsed(reference: string, exceptId: number | null, trx: DB = db) {
      let q = trx
        .selectFrom("payments")
        .select("id")
        .where("provider_reference", "=", reference)
        .where("provider", "=", "upi")
        .where("status", "=", "SUCCESS");
      if (exceptId !== null) q = q.where("id", "!=", exceptId);
      return !!(await q.executeTakeFirst());
    },

    profile(profileId: number) {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", profileId)
        .where("row_status", "!=", ROW_STATUS.deleted)
        .executeTakeFirst();
    },

    userById(userId: number) {
      return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    },

    async setUserPaymentFlag(trx: DB, mobile: string, enabled: boolean) {
      const user = await trx.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
      if (!user) return null;
      await trx
        .updateTable("users")
        .set({ payment_enabled: enabled ? 1 : 0, updated_at: new Date().toISOString() })
        .where("id", "=", user.id)
        .execute();
      return user;
    },

    /** The admin ledger: filters, newest first; joined with the profile and the paying account. */
    filtered(query: AdminPaymentListQuery) {
      let q = db
        .selectFrom("payments as pay")
        .innerJoin("profiles as p", "p.id", "pay.profile_id")
        .innerJoin("users as u", "u.id", "pay.user_id");
      if (query.status) q = q.where("pay.status", "=", query.status);
      if (query.provider) q = q.where("pay.provider", "=", query.provider);
      if (query.profileId) q = q.where("pay.profile_id", "=", query.profileId);
      if (query.from) q = q.where("pay.created_at", ">=", `${query.from}T00:00:00.000Z`);
      if (query.to) q = q.where("pay.created_at", "<", dayAfter(query.to));
      if (query.q) {
        const needle = query.q;
        const regNo = /^\d{1,9}$/.test(needle) ? Number(needle) : null;
        q = q.where((eb) =>
          eb.or([
            eb("pay.transaction_id", "=", needle.toUpperCase()),
            eb("pay.provider_reference", "=", needle.toUpperCase()),
            eb("u.mobile", "=", needle),
            adapter.containsInsensitive(sql.ref("p.search_name"), needle),
            ...(regNo !== null ? [eb("p.registration_number", "=", regNo)] : []),
          ]),
        );
      }
      return q;
    },

    async list(query: AdminPaymentListQuery) {
      const base = this.filtered(query);
      const [totals, rows] = await Promise.all([
        base
          .select((eb) => [
            eb.fn.countAll<number>().as("total"),
            eb.fn
              .sum<number>(
                eb.case().when("pay.status", "=", "SUCCESS").then(eb.ref("pay.amount_paise")).else(0).end(),
              )
              .as("success_paise"),
          ])
          .executeTakeFirstOrThrow(),
        this.rows(query)
          .limit(ADMIN_PAYMENTS_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE)
          .execute(),
      ]);
      return { rows, total: Number(totals.total), successPaise: Number(totals.success_paise ?? 0) };
    },

    rows(query: AdminPaymentListQuery) {
      return this.filtered(query)
        .selectAll("pay")
        .select([
          "p.registration_number",
          "p.first_name",
          "p.middle_name",
          "p.last_name",
          "u.first_name as user_first_name",
          "u.last_name as user_last_name",
          "u.mobile as user_mobile",
        ])
        .orderBy("pay.created_at", "desc")
        .orderBy("pay.id", "desc");
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
export type AdminPaymentDbRow = Awaited<ReturnType<ReturnType<PaymentsRepo["rows"]>["execute"]>>[number];
