import { describe, expect, it } from "vitest";
import { serverSources } from "../test/source-files";

/** A query built or run: Kysely's builders, or raw sql`…` / sql<…>`…`. */
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^`]*>)?`/;

/** Files allowed to hold SQL: repos (repo.ts, *-repo.ts, repo/…) and SQL modules (sql.ts, *-sql.ts). */
const isRepo = (path: string) => /(^|\/)(repo|sql)\.ts$|-(repo|sql)\.ts$|\/repo\//.test(path);

function offenders(files: { path: string; text: string }[]) {
  return files
    .filter((f) => !f.path.endsWith(".test.ts") && !isRepo(f.path))
    .flatMap((f) =>
      f.text
        .split("\n")
        .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
        .filter(
          ({ line }) => QUERY.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//"),
        )
        .map(({ at, line }) => `${at}  ${line.trim()}`),
    );
}

describe("SQL stays in repos", () => {
  it("no service, route or helper under features/ or platform/ builds a query", () => {
    expect(offenders([...serverSources("features"), ...serverSources("platform")])).toEqual([]);
  });

  it("can fail: a query in a service is caught, the same query in a repo is not", () => {
    const text = 'const row = await db.selectFrom("users").selectAll().execute();\nsql`select 1`;';
    expect(offenders([{ path: "features/x/service.ts", text }])).toHaveLength(2);
    expect(offenders([{ path: "features/x/repo.ts", text }])).toEqual([]);
    expect(offenders([{ path: "platform/x-repo.ts", text }])).toEqual([]);
  });
});
