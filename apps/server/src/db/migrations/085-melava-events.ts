import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Melava (introduction meet) events the committee runs: bilingual name and venue, the registration
 * window, fee, optional seats per gender, the printed booklet's settings and the event's status.
 * The public page finds an event by slug; lists filter on status and sort by start.
 */
export const m085MelavaEvents: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("melava_events"))
      .addColumn("slug", "varchar(60)", (c) => c.notNull().unique())
      .addColumn("name_en", "varchar(120)", (c) => c.notNull())
      .addColumn("name_mr", "varchar(120)", (c) => c.notNull())
      .addColumn("starts_at", ts, (c) => c.notNull())
      .addColumn("venue_en", "varchar(160)", (c) => c.notNull())
      .addColumn("venue_mr", "varchar(160)", (c) => c.notNull())
      .addColumn("address", "varchar(400)", (c) => c.notNull())
      .addColumn("map_url", "varchar(500)", (c) => c.notNull().defaultTo(""))
      .addColumn("registration_opens_at", ts, (c) => c.notNull())
      .addColumn("registration_closes_at", ts, (c) => c.notNull())
      .addColumn("fee_rupees", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("upi_allowed", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("capacity_brides", "integer")
      .addColumn("capacity_grooms", "integer")
      .addColumn("booklet_page_size", "varchar(2)", (c) => c.notNull().defaultTo("A4"))
      .addColumn("booklet_per_page", "smallint", (c) => c.notNull().defaultTo(4))
      .addColumn("booklet_language", "varchar(2)", (c) => c.notNull().defaultTo("mr"))
      .addColumn("bring_en", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("bring_mr", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("refund_en", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("refund_mr", "varchar(1000)", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("draft"))
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addCheckConstraint(
        "melava_events_status_check",
        sql`${sql.ref("status")} in ('draft', 'published', 'closed', 'archived')`,
      )
      .execute();
    await db.schema
      .createIndex("melava_events_status_starts_idx")
      .on("melava_events")
      .columns(["status", "starts_at"])
      .execute();
    await db.schema.createIndex("melava_events_starts_idx").on("melava_events").column("starts_at").execute();
  },
});
