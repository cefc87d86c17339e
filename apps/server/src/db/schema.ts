/** Table types for Kysely. Columns are snake_case; timestamps are ISO-8601 strings. */
import type { Generated } from "kysely";

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  settings: SettingsTable;
}
