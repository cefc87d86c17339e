import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import type { AdaptedMigration } from "./index";

/**
 * The Terms and Privacy Notice texts changed (grievances, deletion and reports through their own
 * pages, 180-day retention, nominee, yearly reminder): publish them as a new version of each, so every
 * member accepts them at their next sign-in. A database that never stored its versions already reads
 * the shipped ones; one that did (an admin published or set the Grievance Officer) moves one past
 * whatever it holds.
 */
export const m064PublishLegalV2: AdaptedMigration = () => ({
  async up(db) {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "legal_config")
      .executeTakeFirst();
    if (!row) return;
    const stored = JSON.parse(row.value) as Record<string, unknown>;
    const next: Record<string, unknown> = { ...stored };
    for (const kind of ["terms", "privacy"] as const) {
      const shipped = SHIPPED_LEGAL_VERSIONS[kind];
      const was = stored[kind] as { version?: unknown } | undefined;
      const version = typeof was?.version === "number" ? was.version : 0;
      next[kind] = { version: Math.max(version + 1, shipped.version), date: shipped.date };
    }
    await db
      .updateTable("settings")
      .set({ value: JSON.stringify(next) })
      .where("key", "=", "legal_config")
      .execute();
  },
});
