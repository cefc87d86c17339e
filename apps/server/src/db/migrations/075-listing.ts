import type { AdaptedMigration } from "./index";

/**
 * A living directory. unlisted_profiles: a profile out of every list (paused without an answer,
 * paused by its family, engaged, married); the browse list reads it, so its changes move the list's
 * change counter (058). profile_freshness: the "still looking?" cycle. freshness_links: the
 * single-use links that answer it.
 */
export const m075Listing: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await db.schema
      .createTable("unlisted_profiles")
      .addColumn("profile_id", "integer", (c) => c.primaryKey().references("profiles.id").onDelete("cascade"))
      .addColumn("reason", "varchar(12)", (c) => c.notNull())
      .addColumn("since", ts, (c) => c.notNull())
      .addColumn("resume_on", "varchar(10)")
      .addColumn("partner_profile_id", "integer", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    // The job's daily look for family pauses whose day to come back has arrived.
    await db.schema
      .createIndex("unlisted_profiles_resume_idx")
      .on("unlisted_profiles")
      .columns(["resume_on"])
      .execute();
    await db.schema
      .createTable("profile_freshness")
      .addColumn("profile_id", "integer", (c) => c.primaryKey().references("profiles.id").onDelete("cascade"))
      .addColumn("confirmed_at", ts)
      .addColumn("asked_at", ts)
      .addColumn("reminded_at", ts)
      .execute();
    await db.schema
      .createIndex("profile_freshness_asked_idx")
      .on("profile_freshness")
      .columns(["asked_at"])
      .execute();
    await db.schema
      .createTable("freshness_links")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("used_at", ts)
      .execute();
    await db.schema
      .createIndex("freshness_links_profile_idx")
      .on("freshness_links")
      .columns(["profile_id"])
      .execute();
    await adapter.countChangesTo(db, "list_generation", ["unlisted_profiles"]);
  },
});
