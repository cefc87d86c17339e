import type { DB } from "../../db/database";

/** Rows the export reads for one account: its own tables and the identity checks of its profiles. */
export async function exportRows(db: DB, userId: number) {
  const select = <
    T extends
      | "consent_records"
      | "wishlist"
      | "reviews"
      | "jobs"
      | "businesses"
      | "notifications"
      | "notification_preferences"
      | "member_warnings"
      | "rules_reminders"
      | "saved_searches"
      | "nominees",
  >(
    table: T,
    column: string,
  ) =>
    // biome-ignore lint/suspicious/noExplicitAny: the export reads whole rows of the listed tables
    (db.selectFrom(table as any) as any).selectAll().where(column, "=", userId).execute() as Promise<
      Record<string, unknown>[]
    >;
  const [
    consents,
    wishlist,
    reviews,
    jobs,
    businesses,
    notifications,
    applications,
    payments,
    grievances,
    identityChecks,
    nominee,
    notificationChoices,
    warnings,
    rulesReminders,
    savedSearches,
    sessions,
    pushDevices,
  ] = await Promise.all([
    select("consent_records", "user_id"),
    select("wishlist", "user_id"),
    select("reviews", "user_id"),
    select("jobs", "poster_user_id"),
    select("businesses", "owner_user_id"),
    select("notifications", "user_id"),
    db.selectFrom("job_applications").selectAll().where("applicant_user_id", "=", userId).execute(),
    db.selectFrom("payments").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("grievances").selectAll().where("user_id", "=", userId).execute(),
    // The record of each identity check of the account's profiles (never the storage key).
    db
      .selectFrom("identity_documents")
      .innerJoin("profiles", "profiles.id", "identity_documents.profile_id")
      .select([
        "identity_documents.id",
        "identity_documents.profile_id",
        "identity_documents.document_type",
        "identity_documents.status",
        "identity_documents.remark",
        "identity_documents.uploaded_at",
        "identity_documents.decided_at",
        "identity_documents.bytes_deleted_at",
      ])
      .where("profiles.owner_user_id", "=", userId)
      .orderBy("identity_documents.id")
      .execute(),
    select("nominees", "user_id"),
    select("notification_preferences", "user_id"),
    select("member_warnings", "user_id"),
    select("rules_reminders", "user_id"),
    select("saved_searches", "user_id"),
    // The devices signed in, never the session token (even hashed).
    db
      .selectFrom("sessions")
      .select(["created_at", "last_used_at", "expires_at", "user_agent"])
      .where("user_id", "=", userId)
      .execute(),
    // Devices showing phone notifications: never their push address or keys.
    db
      .selectFrom("push_subscriptions")
      .select(["language", "user_agent", "created_at", "last_sent_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  return {
    consents,
    wishlist,
    reviews,
    jobs,
    businesses,
    notifications,
    applications,
    payments,
    grievances,
    identityChecks,
    nominee,
    notificationChoices,
    warnings,
    rulesReminders,
    savedSearches,
    sessions,
    pushDevices,
  };
}
