import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Families' registrations for a melava: one row per event and profile (a cancelled one is reused
 * when the family registers again), the event number in its gender's series (unique per event and
 * gender), the booklet choices, the fee and the check-in. melava_consents keeps every booklet
 * choice a family made, with who, when and from where, like any other consent.
 */
export const m086MelavaRegistrations: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("melava_registrations"))
      .addColumn("event_id", "integer", (c) => c.notNull().references("melava_events.id").onDelete("cascade"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("registered_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("gender", "smallint", (c) => c.notNull())
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("event_number", "integer")
      .addColumn("show_photo", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("show_contact", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("fee_paise", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("paid", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("pass_nonce", "varchar(32)", (c) => c.notNull())
      .addColumn("checked_in_at", ts)
      .addColumn("checked_in_device", "varchar(64)")
      .addColumn("waiting_since", ts)
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addUniqueConstraint("melava_registrations_event_profile_uq", ["event_id", "profile_id"])
      .addUniqueConstraint("melava_registrations_event_number_uq", ["event_id", "gender", "event_number"])
      .addCheckConstraint(
        "melava_registrations_status_check",
        sql`${sql.ref("status")} in ('awaiting_payment', 'registered', 'waiting', 'cancelled')`,
      )
      .execute();
    // The desk and the seat counts read an event's rows by gender and status; a family's by profile.
    await db.schema
      .createIndex("melava_registrations_event_status_idx")
      .on("melava_registrations")
      .columns(["event_id", "gender", "status"])
      .execute();
    await db.schema
      .createIndex("melava_registrations_profile_idx")
      .on("melava_registrations")
      .column("profile_id")
      .execute();
    await db.schema
      .createIndex("melava_registrations_waiting_idx")
      .on("melava_registrations")
      .columns(["event_id", "status", "waiting_since"])
      .execute();

    await adapter
      .addIdColumn(db.schema.createTable("melava_consents"))
      .addColumn("registration_id", "integer", (c) =>
        c.notNull().references("melava_registrations.id").onDelete("cascade"),
      )
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("show_photo", "smallint", (c) => c.notNull())
      .addColumn("show_contact", "smallint", (c) => c.notNull())
      .addColumn("ip", "varchar(45)", (c) => c.notNull().defaultTo(""))
      .addColumn("user_agent", "varchar(200)", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .execute();
    await db.schema
      .createIndex("melava_consents_registration_idx")
      .on("melava_consents")
      .column("registration_id")
      .execute();

    // A fee attempt for a melava registration names it; the registration fee leaves it empty.
    await db.schema
      .alterTable("payments")
      .addColumn("melava_registration_id", "integer", (c) =>
        c.references("melava_registrations.id").onDelete("set null"),
      )
      .execute();
    await db.schema
      .createIndex("payments_melava_registration_idx")
      .on("payments")
      .column("melava_registration_id")
      .execute();
  },
});
