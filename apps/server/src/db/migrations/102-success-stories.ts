import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Success stories: one per closed profile that named the other (profile_id unique), public only
 * when the other family agreed and the committee approved it. The public page reads published
 * stories newest first (status, decided_at); a family's page finds a story by either profile.
 */
export const m102SuccessStories: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("success_stories"))
      .addColumn("profile_id", "integer", (c) =>
        c.notNull().unique().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("partner_profile_id", "integer", (c) =>
        c.notNull().references("profiles.id").onDelete("cascade"),
      )
      .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("month", "varchar(7)", (c) => c.notNull())
      .addColumn("text", "varchar(1000)", (c) => c.notNull())
      .addColumn("language", "varchar(2)", (c) => c.notNull())
      .addColumn("photo_id", "varchar(32)")
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("partner_agreed_at", ts)
      .addColumn("partner_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("decided_at", ts)
      .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("rejected_remark", "varchar(500)")
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addCheckConstraint(
        "success_stories_status_check",
        sql`${sql.ref("status")} in ('awaitingPartner', 'awaitingCommittee', 'published', 'rejected')`,
      )
      .execute();
    await db.schema
      .createIndex("success_stories_partner_idx")
      .on("success_stories")
      .column("partner_profile_id")
      .execute();
    // The unused-photo sweep asks, per photo, whether a story shows it (media/repo.ts PHOTO_COLUMNS).
    await db.schema
      .createIndex("success_stories_photo_idx")
      .on("success_stories")
      .column("photo_id")
      .execute();
    await db.schema
      .createIndex("success_stories_status_idx")
      .on("success_stories")
      .columns(["status", "decided_at"])
      .execute();
  },
});
