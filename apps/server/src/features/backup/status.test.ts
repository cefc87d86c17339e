/** The dashboard's backup status (last time, size, warnings) and the portal's scheduled backups. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BACKUP_STATUS, BACKUP_TRIGGER, backupStatusResponseSchema } from "@vv/shared/backup";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { describeEachDialect } from "../../test/harness";
import { actor } from "../../test/profile-helpers";
import { backupRunsRepo } from "./repo";
import { backupRuns } from "./runs";

const dir = mkdtempSync(join(tmpdir(), "vv-backup-status-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEachDialect("backup status and schedule", (ctx) => {
  it("answers admins only, with the last backup and no warning while none is scheduled", async () => {
    const { app } = ctx();
    const url = "/api/v1/admin/backups/status";
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const member = await actor(app);
    expect((await app.inject({ method: "GET", url, headers: member.headers })).statusCode).toBe(403);
    const admin = await actor(app, { role: "admin" });
    const res = await app.inject({ method: "GET", url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = backupStatusResponseSchema.parse(res.json());
    expect(body.intervalHours).toBe(0);
    expect(body.warning).toBeNull();
  });

  it("warns when the last backup failed, when the last good one is older than two intervals, and when there is none", async () => {
    const { database } = ctx();
    const runs = backupRuns(backupRunsRepo(database.db), { intervalHours: 24, keep: 7 });
    await database.db.deleteFrom("backup_runs").execute();
    expect((await runs.status()).warning).toBe("never");

    const file = join(dir, "vv-backup-x.tar.gz");
    await runs.run(BACKUP_TRIGGER.command, async () => ({ file, bytes: 12_345, manifest: {} as never }));
    let status = await runs.status();
    expect(status.warning).toBeNull();
    expect(status.lastSuccess).toMatchObject({
      status: BACKUP_STATUS.ok,
      bytes: 12_345,
      file: "vv-backup-x.tar.gz",
    });
    expect(await runs.ageSeconds()).toBeLessThan(60);

    const in49Hours = new Date(Date.now() + 49 * 3_600_000);
    expect((await runs.status(in49Hours)).warning).toBe("stale");

    await expect(
      runs.run(BACKUP_TRIGGER.schedule, async () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    status = await runs.status();
    expect(status.warning).toBe("failed");
    expect(status.lastRun).toMatchObject({ status: BACKUP_STATUS.failed, trigger: "schedule", bytes: null });
    expect(status.lastSuccess?.bytes).toBe(12_345);
  });

  it("the running portal writes scheduled backups into BACKUP_DIR, keeps BACKUP_KEEP and records them", async () => {
    const { database } = ctx();
    await database.db.deleteFrom("backup_runs").execute();
    const backups = join(dir, `scheduled-${ctx().dialect}`);
    const app = await buildApp(
      testConfig({
        WEB_DIST: "/nonexistent",
        STORAGE_URL: `file:${join(dir, `uploads-${ctx().dialect}`)}`,
        BACKUP_DIR: backups,
        BACKUP_INTERVAL_HOURS: 0.25 / 3600, // every 250 ms
        BACKUP_KEEP: 2,
      }),
      { database },
    );
    try {
      await app.ready();
      for (
        let i = 0;
        i < 300 && (await database.db.selectFrom("backup_runs").select("id").execute()).length < 3;
        i++
      ) {
        await new Promise((ok) => setTimeout(ok, 100));
      }
    } finally {
      await app.close();
    }
    const rows = await database.db.selectFrom("backup_runs").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.status === BACKUP_STATUS.ok && r.trigger === BACKUP_TRIGGER.schedule)).toBe(
      true,
    );
    const archives = readdirSync(backups).filter((n) => n.endsWith(".tar.gz"));
    expect(archives.length).toBeLessThanOrEqual(2);
    expect(archives.length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
