import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/dialect";
import { migrationProvider } from "../../db/migrations/index";
import type { Database } from "../../db/schema";
import { dialectsUnderTest, newPostgresSchema } from "../../test/harness";
import { LEGAL_SETTINGS_KEY } from "./service";

/** A database just before the v2 texts were published, with the legal settings an admin had stored. */
async function databaseBeforeV2(dialect: "sqlite" | "postgres", stored: object | null) {
  const pg = dialect === "postgres" ? await newPostgresSchema() : null;
  const { db, adapter } = pg
    ? openDatabase<Database>(pg.url, { pgSchema: pg.schema })
    : openDatabase<Database>("sqlite::memory:");
  // The migration tables in this test's own schema: found in another suite's schema, they would not
  // be created here (the way db/database.ts migrates).
  const migrator = new Migrator({
    db,
    provider: migrationProvider(adapter),
    allowUnorderedMigrations: true,
    ...(pg ? { migrationTableSchema: pg.schema } : {}),
  });
  expect((await migrator.migrateTo("063-legal-retention")).error).toBeUndefined();
  if (stored) {
    await db
      .insertInto("settings")
      .values({ key: LEGAL_SETTINGS_KEY, value: JSON.stringify(stored) } as never)
      .execute();
  }
  return {
    db,
    migrateToLatest: async () => expect((await migrator.migrateToLatest()).error).toBeUndefined(),
    stored: async () => {
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", LEGAL_SETTINGS_KEY)
        .executeTakeFirst();
      return row ? JSON.parse(row.value) : null;
    },
    async close() {
      await db.destroy();
      await pg?.drop();
    },
  };
}

const officer = { name: { en: "Smt. A. Kulkarni", mr: "श्रीमती अ. कुलकर्णी" }, email: "officer@trust.test" };

describe.each(dialectsUnderTest())(
  "migration 064 publishes the v2 Terms and Privacy Notice (%s)",
  (dialect) => {
    it("moves stored versions one past what the trust held, keeping everything else", async () => {
      const before = await databaseBeforeV2(dialect, {
        terms: { version: 1, date: "2025-04-01" },
        privacy: { version: 3, date: "2026-02-10" },
        grievanceOfficer: officer,
      });
      await before.migrateToLatest();
      expect(await before.stored()).toEqual({
        terms: { version: SHIPPED_LEGAL_VERSIONS.terms.version, date: SHIPPED_LEGAL_VERSIONS.terms.date },
        // The trust had already published privacy version 3 itself: v2's text becomes version 4.
        privacy: { version: 4, date: SHIPPED_LEGAL_VERSIONS.privacy.date },
        grievanceOfficer: officer,
      });
      await before.close();
    });

    it("leaves a trust that never stored its versions on the shipped ones", async () => {
      const before = await databaseBeforeV2(dialect, null);
      await before.migrateToLatest();
      expect(await before.stored()).toBeNull();
      await before.close();
    });
  },
);
