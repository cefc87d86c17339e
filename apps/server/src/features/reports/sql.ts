import type { DB } from "../../db/database";

// Which profiles a hold keeps away from whom is decided in visibility/holds-sql.ts.

/**
 * Puts a profile on hold when open reports from at least `threshold` different members wait,
 * and lifts the hold otherwise. Run in the transaction that changed its reports.
 */
export async function refreshReportHold(db: DB, profileId: number, threshold: number): Promise<boolean> {
  const { n } = await db
    .selectFrom("reports")
    .select((eb) => eb.fn.count<number>("reporter_user_id").distinct().as("n"))
    .where("profile_id", "=", profileId)
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  const held = Number(n) >= threshold;
  if (held) {
    await db
      .insertInto("report_holds")
      .values({ profile_id: profileId })
      .onConflict((oc) => oc.column("profile_id").doNothing())
      .execute();
  } else {
    await db.deleteFrom("report_holds").where("profile_id", "=", profileId).execute();
  }
  return held;
}

/** After the threshold setting changes: every profile with open reports is looked at again. */
export async function refreshAllReportHolds(db: DB, threshold: number): Promise<void> {
  const rows = await db
    .selectFrom("reports")
    .select("profile_id")
    .where("status", "=", "open")
    .union(db.selectFrom("report_holds").select("profile_id"))
    .execute();
  for (const { profile_id } of rows) await refreshReportHold(db, profile_id, threshold);
}
