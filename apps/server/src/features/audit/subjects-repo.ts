import type { AuditEntityType } from "@vv/shared/audit";
import type { DB } from "../../db/database";

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ").trim();

type Lookup = (db: DB, ids: number[]) => Promise<{ id: number; subject: string }[]>;

/** How each kind of record is named in the log: what an admin would call it. */
const LOOKUPS: Partial<Record<AuditEntityType, Lookup>> = {
  profile: async (db, ids) =>
    (
      await db
        .selectFrom("profiles")
        .select(["id", "first_name", "last_name", "registration_number"])
        .where("id", "in", ids)
        .execute()
    ).map((r) => ({
      id: r.id,
      subject: fullName(r.first_name, r.last_name, r.registration_number ? `(${r.registration_number})` : ""),
    })),
  user: async (db, ids) =>
    (
      await db
        .selectFrom("users")
        .select(["id", "first_name", "last_name", "mobile"])
        .where("id", "in", ids)
        .execute()
    ).map((r) => ({ id: r.id, subject: fullName(r.first_name, r.last_name) || r.mobile })),
  review: async (db, ids) =>
    (
      await db
        .selectFrom("reviews")
        .innerJoin("users", "users.id", "reviews.user_id")
        .select(["reviews.id as id", "users.first_name", "users.last_name", "users.mobile"])
        .where("reviews.id", "in", ids)
        .execute()
    ).map((r) => ({ id: r.id, subject: fullName(r.first_name, r.last_name) || r.mobile })),
  committee: async (db, ids) =>
    (
      await db
        .selectFrom("committee_members")
        .select(["id", "first_name", "last_name"])
        .where("id", "in", ids)
        .execute()
    ).map((r) => ({ id: r.id, subject: fullName(r.first_name, r.last_name) })),
  contact: async (db, ids) =>
    (
      await db
        .selectFrom("contact_messages")
        .select(["id", "first_name", "last_name"])
        .where("id", "in", ids)
        .execute()
    ).map((r) => ({ id: r.id, subject: fullName(r.first_name, r.last_name) })),
  payment: async (db, ids) =>
    (await db.selectFrom("payments").select(["id", "transaction_id"]).where("id", "in", ids).execute()).map(
      (r) => ({
        id: r.id,
        subject: r.transaction_id,
      }),
    ),
  job: async (db, ids) =>
    (await db.selectFrom("jobs").select(["id", "title"]).where("id", "in", ids).execute()).map((r) => ({
      id: r.id,
      subject: r.title,
    })),
  business: async (db, ids) =>
    (await db.selectFrom("businesses").select(["id", "name"]).where("id", "in", ids).execute()).map((r) => ({
      id: r.id,
      subject: r.name,
    })),
  grievance: async (db, ids) =>
    (await db.selectFrom("grievances").select(["id", "reference"]).where("id", "in", ids).execute()).map(
      (r) => ({ id: r.id, subject: r.reference }),
    ),
  melava: async (db, ids) =>
    (
      await db.selectFrom("melava_events").select(["id", "name_en", "slug"]).where("id", "in", ids).execute()
    ).map((r) => ({ id: r.id, subject: `${r.name_en} (${r.slug})` })),
};

export const subjectKey = (entityType: string, entityId: number) => `${entityType}:${entityId}`;

/**
 * Names for the records on one page of the log: one query per kind of record on the page.
 * Settings and site images have no name of their own; a record deleted outright has none either.
 */
export async function auditSubjects(
  db: DB,
  rows: { entity_type: AuditEntityType; entity_id: number }[],
): Promise<Map<string, string>> {
  const idsByType = new Map<AuditEntityType, Set<number>>();
  for (const r of rows) {
    if (!LOOKUPS[r.entity_type]) continue;
    const ids = idsByType.get(r.entity_type) ?? new Set<number>();
    ids.add(r.entity_id);
    idsByType.set(r.entity_type, ids);
  }
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const lookup = LOOKUPS[type] as Lookup;
      return (await lookup(db, [...ids])).map((r) => [subjectKey(type, r.id), r.subject] as const);
    }),
  );
  return new Map(found.flat().filter(([, subject]) => subject !== ""));
}
