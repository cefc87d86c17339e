import type { DB } from "../../db/database";
import type { ConsentRecordsTable } from "../../db/schema";

type Kind = ConsentRecordsTable["kind"];

/** Consent records and where accounts and profiles were created from (SQL only). */
export function legalRepo(db: DB) {
  return {
    /**
     * Consent records (one per document when `documents` names them, else one covering none, as for
     * a withdrawal) and the versions the account has now accepted, in one transaction.
     */
    async record(entry: {
      userId: number;
      kind: Kind;
      documents: ("terms" | "privacy")[];
      termsVersion: number;
      privacyVersion: number;
      declaration: boolean;
      ip: string;
      userAgent: string;
    }) {
      const createdAt = new Date().toISOString();
      const row = (document: "terms" | "privacy" | null) => ({
        user_id: entry.userId,
        kind: entry.kind,
        document,
        terms_version: document === "privacy" ? 0 : entry.termsVersion,
        privacy_version: document === "terms" ? 0 : entry.privacyVersion,
        declaration: entry.declaration ? (1 as const) : (0 as const),
        ip: entry.ip.slice(0, 45),
        user_agent: entry.userAgent.slice(0, 200),
        created_at: createdAt,
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("consent_records")
          .values(entry.documents.length ? entry.documents.map(row) : [row(null)])
          .execute();
        await trx
          .updateTable("users")
          .set({ terms_version: entry.termsVersion, privacy_version: entry.privacyVersion })
          .where("id", "=", entry.userId)
          .execute();
      });
    },
    async records(userId: number) {
      return db
        .selectFrom("consent_records")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(50)
        .execute();
    },
    async stampUser(userId: number, ip: string) {
      await db
        .updateTable("users")
        .set({ created_ip: ip.slice(0, 45) })
        .where("id", "=", userId)
        .where("created_ip", "is", null)
        .execute();
    },
    async stampProfile(profileId: number, ip: string) {
      await db
        .updateTable("profiles")
        .set({ created_ip: ip.slice(0, 45) })
        .where("id", "=", profileId)
        .where("created_ip", "is", null)
        .execute();
    },
    async userTrace(userId: number) {
      return db
        .selectFrom("users")
        .select(["created_at", "created_ip", "terms_version", "privacy_version"])
        .where("id", "=", userId)
        .executeTakeFirst();
    },
    async profileTrace(profileId: number) {
      return db
        .selectFrom("profiles")
        .select(["created_at", "created_ip"])
        .where("id", "=", profileId)
        .executeTakeFirst();
    },
  };
}
export type LegalRepo = ReturnType<typeof legalRepo>;
