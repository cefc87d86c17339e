/**
 * pg_dump / pg_restore for PostgreSQL backups: custom format (-Fc), the password passed through the
 * environment (never on the command line), and a clear message when the tools are missing or older
 * than the server.
 */
import { spawn } from "node:child_process";

export interface PgTarget {
  url: string;
  schema: string;
}

/** Connection URL without the password, and the environment that carries it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${command} not found: install the PostgreSQL client tools (e.g. apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} failed (${code}): ${err.trim().slice(0, 2000)}`)),
    );
  });
}

export async function pgToolMajorVersion(tool: "pg_dump" | "pg_restore"): Promise<number> {
  const out = await run(tool, ["--version"], process.env);
  const m = /(\d+)(?:\.\d+)?/.exec(out);
  return Number(m?.[1] ?? 0);
}

/** Refuses a pg_dump older than the server: it cannot dump newer servers correctly. */
export async function assertPgDumpFits(serverMajor: number): Promise<void> {
  const tool = await pgToolMajorVersion("pg_dump");
  if (tool < serverMajor) {
    throw new Error(
      `pg_dump ${tool} is older than the PostgreSQL server (${serverMajor}): install postgresql-client-${serverMajor} or newer`,
    );
  }
}

export async function pgDump(target: PgTarget, file: string, snapshotId?: string): Promise<void> {
  const { dbname, env } = connection(target.url);
  await run(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--schema=${target.schema}`,
      ...(snapshotId ? [`--snapshot=${snapshotId}`] : []),
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/**
 * Restores a dump into the target schema, which must exist and be empty. The dump's own CREATE
 * SCHEMA is left out, so it restores into `public` (which always exists) as into any other schema.
 */
export async function pgRestore(target: PgTarget, file: string, listFile: string): Promise<void> {
  const { dbname, env } = connection(target.url);
  const list = await run("pg_restore", ["--list", file], env);
  const { writeFile } = await import("node:fs/promises");
  const kept = list
    .split("\n")
    .filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line))
    .join("\n");
  await writeFile(listFile, kept);
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--use-list=${listFile}`,
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
