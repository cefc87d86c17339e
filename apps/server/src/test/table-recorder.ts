import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  sql,
} from "kysely";
import type { DB } from "../db/database";

/**
 * Records the tables each query the app builds names, for tests that check a change counter watches
 * every table a kept answer reads (queries compiled once, like the session's, are not seen).
 */
export class TableRecorder implements KyselyPlugin {
  queries: string[][] = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    const tables = new Set<string>();
    const walk = (value: unknown) => {
      if (!value || typeof value !== "object") return;
      const node = value as { kind?: string; table?: { identifier?: { name?: string } } };
      if (node.kind === "TableNode" && node.table?.identifier?.name) tables.add(node.table.identifier.name);
      for (const child of Object.values(value)) walk(child);
    };
    walk(node);
    this.queries.push([...tables]);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

/** The tables whose writes move the browse list's change counter (list_generation). */
export async function watchedTables(db: DB, dialect: string): Promise<string[]> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{ t: string }>`select distinct tbl_name as t from sqlite_master
          where type = 'trigger' and name like 'list_generation_%'`.execute(db)
      : await sql<{ t: string }>`select distinct event_object_table as t from information_schema.triggers
          where trigger_name like 'list_generation_%' and trigger_schema = current_schema()`.execute(db);
  return rows.map((r) => r.t).sort();
}
