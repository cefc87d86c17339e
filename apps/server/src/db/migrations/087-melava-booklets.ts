import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * The printed booklet of a melava, built in the background: one row per build with its progress
 * (candidates drawn of all), the stored PDF's key and size, or why it failed. The committee's page
 * reads the newest row of its event.
 */
export const m087MelavaBooklets: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("melava_booklets"))
      .addColumn("event_id", "integer", (c) => c.notNull().references("melava_events.id").onDelete("cascade"))
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("running"))
      .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("storage_key", "varchar(200)")
      .addColumn("bytes", "integer")
      .addColumn("error", "varchar(500)")
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("finished_at", ts)
      .addCheckConstraint(
        "melava_booklets_status_check",
        sql`${sql.ref("status")} in ('running', 'done', 'failed')`,
      )
      .execute();
    await db.schema
      .createIndex("melava_booklets_event_idx")
      .on("melava_booklets")
      .columns(["event_id", "id"])
      .execute();
  },
});
