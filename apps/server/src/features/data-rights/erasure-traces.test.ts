/**
 * What erasure must not leave behind: the erased family's name and page in other families'
 * notifications (interests they sent, answered or received), and the erased values in the bytes of
 * the SQLite file (free pages keep deleted content unless secure_delete is on).
 */
import { randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { withSqliteFile } from "../../test/sqlite-file";

const DAY = 86_400_000;

/** Letters only (names must be letters), different in every run. */
function marker(prefix: string) {
  let out = prefix;
  for (let i = 0; i < 8; i++) out += "bcdfghjklmnpqrstvwxz"[randomInt(20)];
  return out;
}

async function eraseAccount(app: FastifyInstance, who: Actor) {
  const asked = await app.inject({
    method: "POST",
    url: "/api/v1/me/deletion",
    headers: who.headers,
    payload: { confirm: true },
  });
  expect(asked.statusCode).toBe(200);
  expect((await app.services.dataRights.runDue(new Date(Date.now() + 8 * DAY))).accounts).toBe(1);
}

describeEachDialect("erasure and other families' notifications", (ctx) => {
  it("removes every notification that names the erased family or links to its page", async () => {
    const { app } = ctx();
    const call = (who: Actor, url: string, payload?: unknown) =>
      app.inject({
        method: payload ? "POST" : "GET",
        url: `/api/v1${url}`,
        headers: who.headers,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    const name = marker("Zarv");
    const erased = await actor(app);
    const bFamily = await actor(app);
    const cFamily = await actor(app);
    const bride = await createProfile(app, erased, 2, { firstName: name });
    const groomB = await createProfile(app, bFamily, 1);
    const groomC = await createProfile(app, cFamily, 1);
    for (const p of [bride, groomB, groomC]) await approve(app, p.id);

    // B sends, the bride's family accepts (B is told, with her name and a link to her page); the
    // bride's family sends to C (C is told, with her name).
    const fromB = (await call(bFamily, "/interests", { fromProfileId: groomB.id, to: bride.slug })).json();
    expect((await call(erased, `/interests/${fromB.interest.id}/accept`, {})).statusCode).toBe(200);
    expect((await call(erased, "/interests", { fromProfileId: bride.id, to: groomC.slug })).statusCode).toBe(
      201,
    );
    // A notice written before notifications recorded their profile, and one about someone else.
    const db = app.database.db;
    const legacy = (otherName: string) =>
      db
        .insertInto("notifications")
        .values({
          user_id: bFamily.user.id,
          type: "interest_declined",
          params: JSON.stringify({ profileName: "Omkar", otherName }),
          link: "/user/interests?box=sent",
        })
        .execute();
    const row = await db
      .selectFrom("profiles")
      .select(["first_name", "middle_name", "last_name"])
      .where("id", "=", bride.id)
      .executeTakeFirstOrThrow();
    await legacy([row.first_name, row.middle_name, row.last_name].filter(Boolean).join(" "));
    await legacy("Someone Else");
    const before =
      (await call(bFamily, "/notifications")).body + (await call(cFamily, "/notifications")).body;
    expect(before).toContain(name);
    expect(before).toContain(bride.slug);

    await eraseAccount(app, erased);

    for (const family of [bFamily, cFamily]) {
      const shown = (await call(family, "/notifications")).body;
      expect(shown).not.toContain(name);
      expect(shown).not.toContain(bride.slug);
    }
    const rows = await db.selectFrom("notifications").select(["user_id", "params", "link"]).execute();
    expect(rows.filter((r) => `${r.params} ${r.link}`.includes(name))).toEqual([]);
    expect(rows.filter((r) => `${r.link}`.includes(bride.slug))).toEqual([]);
    // The rest of the other family's bell is untouched.
    expect(rows.some((r) => r.user_id === bFamily.user.id && r.params.includes("Someone Else"))).toBe(true);
  });
});

it("leaves no erased value in the SQLite file's bytes (secure_delete, after a checkpoint)", async () => {
  const uploads = mkdtempSync(join(tmpdir(), "vv-erasure-bytes-"));
  try {
    await withSqliteFile(async (database, other) => {
      const app = await buildApp(testConfig({ WEB_DIST: "/nonexistent", STORAGE_URL: `file:${uploads}` }), {
        database,
      });
      await app.ready();
      try {
        const first = marker("Qwyx");
        const last = marker("Vrok");
        // The account's own names stay 180 days in the retained registrations (IT Rules 3(1)(h)):
        // the markers are the profile's, which nothing may keep.
        const member = await actor(app);
        await createProfile(app, member, 2, {
          firstName: first,
          lastName: last,
          currentAddress: `7 ${last} Galli, Pune`,
        });
        other.pragma("wal_checkpoint(TRUNCATE)");
        const file = other.name;
        expect(readFileSync(file).includes(first)).toBe(true);

        await eraseAccount(app, member);
        other.pragma("wal_checkpoint(TRUNCATE)");
        for (const path of [file, `${file}-wal`]) {
          let bytes: Buffer;
          try {
            bytes = readFileSync(path);
          } catch {
            continue;
          }
          expect(bytes.includes(first), `${path} holds the first name`).toBe(false);
          expect(bytes.includes(last), `${path} holds the last name`).toBe(false);
        }
      } finally {
        await app.close();
      }
    });
  } finally {
    rmSync(uploads, { recursive: true, force: true });
  }
});
