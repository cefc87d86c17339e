import type { DB } from "../../db/database";

/** Numbers /metrics reads from the database at scrape time. */
export function monitoringRepo(db: DB) {
  return {
    async paymentsByStatus(): Promise<{ status: string; n: number }[]> {
      const rows = await db
        .selectFrom("payments")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
    },
  };
}
