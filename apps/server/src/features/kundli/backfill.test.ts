import { profileInputSchema } from "@vv/shared/profile";
import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "../../db/dialect";
import { migrationProvider } from "../../db/migrations/index";
import type { Database } from "../../db/schema";
import { birthChart } from "../../platform/astro/birth-chart";
import { moonAtBirth } from "../../platform/astro/moon";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { inputToColumns } from "../profiles/mapping";

it("migration 045 fills in the Moon of profiles saved before it", async () => {
  const { db, adapter } = openDatabase<Database>("sqlite::memory:");
  const migrator = new Migrator({ db, provider: migrationProvider(adapter), allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("012-photo-sweep")).error).toBeUndefined();
  const user = await db
    .insertInto("users")
    .values({ mobile: "9999999999", first_name: "A", last_name: "B", role: "member" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  const columns = inputToColumns(profileInputSchema.parse(demoProfileInput(seededRandom(3), 2)));
  // The row as the portal stored it before: no zone, no Moon.
  const {
    birth_time_zone: _z,
    moon_precision: _p,
    moon_nakshatra: _n,
    moon_pada: _d,
    moon_rashi: _r,
    birth_place_ref: _pr,
    birth_latitude: _la,
    birth_longitude: _lo,
    mangal_declared: _md,
    mangal_dosha: _mg,
    gotra: _g,
    devak: _dv,
    kuldaivat: _k,
    gotra_key: _gk,
    devak_key: _dk,
    ...old
  } = columns;
  await db
    .insertInto("profiles")
    .values({ ...old, owner_user_id: user.id } as never)
    .execute();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const row = await db.selectFrom("profiles").selectAll().executeTakeFirstOrThrow();
  const expected = moonAtBirth({
    dateOfBirth: row.date_of_birth,
    birthTime: row.birth_time,
    timeZone: "Asia/Kolkata",
  });
  expect(row).toMatchObject({
    birth_time_zone: "Asia/Kolkata",
    moon_precision: "exact",
    moon_nakshatra: expected.nakshatra,
    moon_pada: expected.pada,
    moon_rashi: expected.rashi,
  });
  await db.destroy();
});

it("migration 070 computes Mangal dosha for profiles saved before it", async () => {
  const { db, adapter } = openDatabase<Database>("sqlite::memory:");
  const migrator = new Migrator({ db, provider: migrationProvider(adapter), allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("068-contact-view-days")).error).toBeUndefined();
  const user = await db
    .insertInto("users")
    .values({ mobile: "9999999998", first_name: "A", last_name: "B", role: "member" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  const expected: (boolean | null)[] = [];
  for (let i = 0; i < 12; i++) {
    const columns = inputToColumns(
      profileInputSchema.parse(demoProfileInput(seededRandom(40 + i), i % 2 === 0 ? 1 : 2)),
    );
    const {
      birth_place_ref: _pr,
      birth_latitude: _la,
      birth_longitude: _lo,
      mangal_declared: _md,
      mangal_dosha: _mg,
      gotra: _g,
      devak: _dv,
      kuldaivat: _k,
      gotra_key: _gk,
      devak_key: _dk,
      ...old
    } = columns;
    await db
      .insertInto("profiles")
      .values({ ...old, owner_user_id: user.id } as never)
      .execute();
    expected.push(
      birthChart({
        dateOfBirth: old.date_of_birth,
        birthTime: old.birth_time || null,
        timeZone: old.birth_time_zone,
      }).mangal.dosha,
    );
  }
  expect((await migrator.migrateTo("070-patrika")).error).toBeUndefined();
  const rows = await db
    .selectFrom("profiles")
    .select(["mangal_dosha", "mangal_declared"])
    .orderBy("id")
    .execute();
  expect(rows.map((r) => r.mangal_dosha)).toEqual(expected.map((d) => (d === null ? null : Number(d))));
  expect(rows.every((r) => r.mangal_declared === null)).toBe(true);
  // A fair sample has both answers.
  expect(new Set(expected).size).toBeGreaterThan(1);
  await db.destroy();
});

it("migration 071 matches free-text birth places that name one place, and leaves the others", async () => {
  const { db, adapter } = openDatabase<Database>("sqlite::memory:");
  const migrator = new Migrator({ db, provider: migrationProvider(adapter), allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("070-patrika")).error).toBeUndefined();
  const user = await db
    .insertInto("users")
    .values({ mobile: "9999999997", first_name: "A", last_name: "B", role: "member" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  // Aurangabad is a district headquarters in Maharashtra and in Bihar: ambiguous.
  const typed = ["Kolhapur", "Pune, Maharashtra", "कोल्हापूर", "Aurangabad", "Khurd Budruk Wadi"];
  for (const [i, birthPlace] of typed.entries()) {
    const columns = inputToColumns(
      profileInputSchema.parse({
        ...demoProfileInput(seededRandom(60 + i), 1),
        birthPlace,
        birthPlaceRef: "",
      }),
    );
    const { gotra: _g, devak: _dv, kuldaivat: _k, gotra_key: _gk, devak_key: _dk, ...atThatTime } = columns;
    await db
      .insertInto("profiles")
      .values({ ...atThatTime, owner_user_id: user.id } as never)
      .execute();
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await db
    .selectFrom("profiles")
    .select([
      "birth_place",
      "birth_place_ref",
      "birth_latitude",
      "mangal_dosha",
      "date_of_birth",
      "birth_time",
    ])
    .orderBy("id")
    .execute();
  expect(rows.map((r) => r.birth_place)).toEqual(typed);
  const kolhapur = rows[0]?.birth_place_ref;
  expect(kolhapur).toMatch(/^in:/);
  expect(rows.map((r) => r.birth_place_ref)).toEqual([
    kolhapur,
    expect.stringMatching(/^in:/),
    kolhapur,
    null,
    null,
  ]);
  expect(rows[0]?.birth_latitude).toBeCloseTo(16.7, 1);
  // The Mangal dosha is recomputed with the lagna the place now gives.
  const first = rows[0];
  if (!first) throw new Error("no row");
  const withLagna = birthChart({
    dateOfBirth: first.date_of_birth,
    birthTime: first.birth_time,
    latitude: first.birth_latitude,
    longitude: 74.23,
  });
  expect(first.mangal_dosha).toBe(withLagna.mangal.dosha === null ? null : Number(withLagna.mangal.dosha));
  await db.destroy();
});
