import { sql } from "kysely";
import type { AdaptedMigration } from "./index";

/**
 * Verified identity: the identity documents families upload for the committee, the time a
 * profile became "ID verified" (with a small index serving the "ID verified only" list filter in the
 * browse order), and the time an account's mobile number passed an OTP ("Mobile verified").
 */
export const m033IdentityDocuments: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("identity_documents"))
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("uploaded_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("document_type", "varchar(20)", (c) => c.notNull())
      .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
      // Null once the bytes are deleted from storage (ID_DOCUMENT_KEEP_DAYS after the decision).
      .addColumn("storage_key", "varchar(100)")
      .addColumn("content_type", "varchar(40)", (c) => c.notNull())
      .addColumn("remark", "text")
      .addColumn("uploaded_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("decided_at", ts)
      .addColumn("decided_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("bytes_deleted_at", ts)
      .execute();
    await db.schema
      .createIndex("identity_documents_status_idx")
      .on("identity_documents")
      .columns(["status", "uploaded_at"])
      .execute();
    // One pending document per profile: a new upload replaces it (the service updates that row).
    await db.schema
      .createIndex("identity_documents_one_pending_idx")
      .on("identity_documents")
      .column("profile_id")
      .unique()
      .where(sql.ref("status"), "=", "pending")
      .execute();
    await db.schema
      .createIndex("identity_documents_profile_idx")
      .on("identity_documents")
      .columns(["profile_id", "uploaded_at"])
      .execute();
    await db.schema
      .createIndex("identity_documents_decided_idx")
      .on("identity_documents")
      .column("decided_at")
      .where(sql.ref("storage_key"), "is not", null)
      .execute();

    await db.schema.alterTable("profiles").addColumn("id_verified_at", ts).execute();
    // Partial: only verified profiles, in the browse order, so "ID verified only" reads a small index.
    await db.schema
      .createIndex("profiles_browse_id_verified_idx")
      .on("profiles")
      .columns(["registration_status", "row_status", "gender", "approved_at", "id"])
      .where(sql.ref("id_verified_at"), "is not", null)
      .execute();

    await db.schema.alterTable("users").addColumn("mobile_verified_at", ts).execute();
    // Sign-in has always been by OTP: an account that completed the sign-up form passed one.
    await db
      .updateTable("users")
      .set((eb) => ({ mobile_verified_at: eb.ref("created_at") }))
      .where("is_redirected", "=", 1)
      .execute();
  },
});
