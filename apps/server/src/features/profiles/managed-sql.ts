import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * The ids of the profiles a user registered or, as associate, registered for a family: two index
 * lookups joined by UNION. Written as one `owner = ? OR associate = ?`, SQLite's planner weighs it by
 * the average profiles per owner; where a few accounts own most profiles (an associate's thousands,
 * a benchmark's single owner) that average tells it to scan every profile instead.
 */
export function managedProfileIds(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("profiles")
    .select("profiles.id")
    .where("profiles.owner_user_id", "=", userId)
    .union(db.selectFrom("profiles").select("profiles.id").where("profiles.associate_user_id", "=", userId));
}
