/**
 * Integration-test harness: every suite runs against a real SQLite (in memory) and, when
 * TEST_POSTGRES_URL is set, against the real PostgreSQL in a schema of its own.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { buildApp } from "../app";
import { type Config, testConfig } from "../config";
import { createDatabase, type DatabaseHandle } from "../db/database";

export type DialectUnderTest = "sqlite" | "postgres";

export function dialectsUnderTest(): DialectUnderTest[] {
  return process.env.TEST_POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  dialect: DialectUnderTest;
}

async function openTestDatabase(dialect: DialectUnderTest) {
  if (dialect === "sqlite") {
    const database = createDatabase("sqlite::memory:");
    return { database, dispose: () => database.close() };
  }
  const { url, schema, drop } = await newPostgresSchema();
  const database = createDatabase(url, { pgSchema: schema });
  return {
    database,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

/** An empty schema of its own on TEST_POSTGRES_URL, and an admin connection that drops it again. */
export async function newPostgresSchema() {
  const url = process.env.TEST_POSTGRES_URL as string;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    url,
    schema,
    admin,
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Builds a fresh app on a migrated database for the given dialect; `plugins` see every query the app builds. */
export async function createTestContext(
  dialect: DialectUnderTest,
  overrides: Partial<Config> = {},
  options: { plugins?: KyselyPlugin[] } = {},
) {
  const { database, dispose } = await openTestDatabase(dialect);
  await database.migrate();
  for (const plugin of options.plugins ?? []) {
    // The heavy reads go through `reader` (the same connection on SQLite in memory, a pool of its
    // own on PostgreSQL): it sees them too.
    const sameReader = database.reader === database.db;
    database.db = database.db.withPlugin(plugin);
    database.reader = sameReader ? database.db : database.reader.withPlugin(plugin);
  }
  // Uploads go to a folder of this context's own, removed again on close.
  const uploads = mkdtempSync(join(tmpdir(), "vv-test-uploads-"));
  const config = testConfig({ WEB_DIST: "/nonexistent", STORAGE_URL: `file:${uploads}`, ...overrides });
  const app = await buildApp(config, { database });
  await app.ready();
  const ctx: TestContext = { app, database, dialect };
  return {
    ctx,
    async close() {
      await app.close();
      await dispose();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * `describe` once per dialect; the body reads `ctx()` inside its tests.
 * One app and database per dialect per file keeps suites fast; tests create their own data.
 */
export function describeEachDialect(
  name: string,
  body: (ctx: () => TestContext) => void,
  overrides: Partial<Config> = {},
) {
  for (const dialect of dialectsUnderTest()) {
    describe(`${name} [${dialect}]`, () => {
      let current: Awaited<ReturnType<typeof createTestContext>> | undefined;
      beforeAll(async () => {
        current = await createTestContext(dialect, overrides);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error("test context not ready");
        return current.ctx;
      });
    });
  }
}
