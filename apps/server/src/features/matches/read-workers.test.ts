import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

// The same SQLite file served twice: reads on two worker threads, and on the main connection.
const dir = mkdtempSync(join(tmpdir(), "vv-read-workers-app-"));
const file = join(dir, "portal.db");
let onWorkers: FastifyInstance;
let onMain: FastifyInstance;
let family: Actor;
let profileId: number;

beforeAll(async () => {
  const config = { WEB_DIST: "/nonexistent", DATABASE_URL: `sqlite:${file}` };
  onWorkers = await buildApp(testConfig({ ...config, SQLITE_READ_WORKERS: 2 }));
  onMain = await buildApp(testConfig({ ...config, SQLITE_READ_WORKERS: 0 }));
  family = await actor(onMain);
  profileId = (await createProfile(onMain, family, 1)).id;
  await approve(onMain, profileId);
  for (let i = 0; i < 6; i++) {
    const other = await actor(onMain);
    await approve(onMain, (await createProfile(onMain, other, 2)).id);
  }
}, 120_000);

afterAll(async () => {
  await onWorkers?.close();
  await onMain?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: "GET", url, headers: family.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the list and Matches read on worker threads", () => {
  it("answer exactly what the main connection answers", async () => {
    expect(onWorkers.database.reader).not.toBe(onWorkers.database.db);
    expect(onMain.database.reader).toBe(onMain.database.db);
    for (const url of [
      "/api/v1/profiles?page=1",
      "/api/v1/profiles?page=1&sort=active",
      `/api/v1/matches/${profileId}`,
    ]) {
      const [a, b] = [await get(onWorkers, url), await get(onMain, url)];
      expect(a, url).toEqual(b);
    }
    expect((await get(onWorkers, "/api/v1/profiles?page=1")).items).toHaveLength(6);
  });

  it("see a profile the committee approved a moment ago", async () => {
    const other = await actor(onMain);
    const { id } = await createProfile(onMain, other, 2);
    await approve(onWorkers, id);
    const list = await get(onWorkers, "/api/v1/profiles?page=1");
    expect(list.items.map((p: { id: number }) => p.id)).toContain(id);
  });
});
