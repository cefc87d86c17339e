import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
/** Where the app's code lives; migrations and seed data speak in stored values on purpose. */
const DIRS = ["apps/server/src/features", "apps/server/src/platform", "apps/web/src"];

/** A status column compared with a bare number, in TypeScript or in a Kysely where(). */
const RAW = [
  /\b(row_status|is_verified|is_redirected|rowStatus|isVerified)\s*[!=]==?\s*\d/,
  /\b\d\s*[!=]==?\s*[\w.?]*\b(row_status|is_verified|is_redirected|rowStatus|isVerified)\b/,
  /"(row_status|is_verified|is_redirected)",\s*"(=|!=|<>|in|not in)",\s*\[?\s*\d/,
  /\b(row_status|is_verified|is_redirected):\s*\d\b/,
];

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    const path = relative(ROOT, full).split("\\").join("/");
    if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) return [];
    return [{ path, text: readFileSync(full, "utf8") }];
  });
}

function rawComparisons(files: { path: string; text: string }[]) {
  return files.flatMap((f) =>
    f.text
      .split("\n")
      .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
      .filter(({ line }) => RAW.some((r) => r.test(line)))
      .map(({ at, line }) => `${at}  ${line.trim()}`),
  );
}

describe("status values are named (ROW_STATUS, VERIFICATION from @vv/shared/statuses)", () => {
  it("no row status, verification or registration flag is compared with a bare number", () => {
    expect(rawComparisons(DIRS.flatMap((d) => sources(join(ROOT, d))))).toEqual([]);
  });

  it("can fail: raw comparisons are caught, named ones are not", () => {
    const bad = [
      "if (user.row_status !== 1) throw forbidden();",
      '.where("row_status", "!=", 2)',
      "{profile.rowStatus === 0 && (",
      "patch: { row_status: 0 }",
    ].join("\n");
    expect(rawComparisons([{ path: "x.ts", text: bad }])).toHaveLength(4);
    const good =
      'if (user.row_status !== ROW_STATUS.active) return;\n.where("row_status", "!=", ROW_STATUS.deleted)';
    expect(rawComparisons([{ path: "x.ts", text: good }])).toEqual([]);
  });
});
