/**
 * Changing a CHECK constraint of a live table, per dialect: PostgreSQL drops and re-adds it; SQLite
 * cannot alter a constraint, so the table is rebuilt from its own stored definition (copy, drop,
 * rename) and its indexes and triggers are made again. `./dialect` re-exports this.
 */
import { type Kysely, sql } from "kysely";
import type { DialectName } from "./dialect";

/** The text from `start` to the parenthesis that closes the first one opened after it. */
function balancedFrom(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")" && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error("unbalanced CHECK constraint");
}

/** Replaces the named CHECK constraint of `table` with `check (<expression>)`. */
export async function replaceCheckConstraint(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on the untyped schema as it was then
  db: Kysely<any>,
  dialect: DialectName,
  table: string,
  name: string,
  expression: string,
): Promise<void> {
  if (dialect === "postgres") {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${sql.raw(expression)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = rows.find((r) => r.type === "table")?.sql;
  if (!definition) throw new Error(`no table ${table}`);
  const marker = `constraint "${name}" check `;
  const at = definition.indexOf(marker);
  if (at < 0) throw new Error(`no constraint ${name} on ${table}`);
  const old = marker + balancedFrom(definition, at + marker.length);
  const temporary = `${table}__rebuilt`;
  const rebuilt = definition
    .replace(old, `${marker}(${expression})`)
    .replace(/^create table "?[A-Za-z0-9_]+"?/i, `create table "${temporary}"`);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(db);
  for (const r of rows.filter((x) => x.type === "index" || x.type === "trigger"))
    await sql.raw(r.sql).execute(db);
}
