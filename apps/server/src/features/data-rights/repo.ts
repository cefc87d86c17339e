import { ROW_STATUS } from "@vv/shared/statuses";
import { sql } from "kysely";
import type { DB } from "../../db/database";
import { profilePhotosRepo } from "../profile-photos/repo";
import { retainRegistration } from "../retention/repo";
import { exportMelava } from "./export-melava-repo";
import { exportRelations } from "./export-relations-repo";
import { exportRows } from "./export-repo";
import { eraseNoticesAbout } from "./notices-repo";

/**
 * Erasure and export (SQL only). A profile or account is erased by deleting every row about it; the
 * row itself stays as an empty tombstone only when the payments ledger still points at it (accounting
 * keeps amount, date and transaction id, never a name or number).
 */
export function dataRightsRepo(db: DB) {
  return {
    user: (id: number) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),

    async requestDeletion(userId: number, now: string, due: string) {
      await db
        .updateTable("users")
        .set({ deletion_requested_at: now, deletion_due_at: due })
        .where("id", "=", userId)
        .execute();
    },
    async cancelDeletion(userId: number) {
      await db
        .updateTable("users")
        .set({ deletion_requested_at: null, deletion_due_at: null })
        .where("id", "=", userId)
        .execute();
    },
    dueAccounts: (now: string, limit: number) =>
      db
        .selectFrom("users")
        .select("id")
        .where("deletion_due_at", "<=", now)
        .where("erased_at", "is", null)
        .limit(limit)
        .execute(),
    expiredProfiles: (before: string, limit: number) =>
      db
        .selectFrom("profiles")
        .select("id")
        .where("row_status", "=", ROW_STATUS.deleted)
        .where("updated_at", "<=", before)
        .where("erased_at", "is", null)
        .limit(limit)
        .execute(),

    profilesOf: (userId: number) =>
      db.selectFrom("profiles").selectAll().where("owner_user_id", "=", userId).execute(),
    profile: (id: number) => db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst(),
    /** Every photo of a profile: its gallery, and its photo columns (a profile written without one). */
    async profilePhotos(profile: { id: number; photo_id: string | null; pending_photo_id: string | null }) {
      const gallery = await profilePhotosRepo(db).list(profile.id);
      const ids = [...gallery.map((p) => p.photo_id), profile.photo_id, profile.pending_photo_id];
      return [...new Set(ids.filter((id): id is string => id !== null))];
    },
    photosOwnedBy: (userId: number) =>
      db.selectFrom("photos").select("id").where("owner_user_id", "=", userId).execute(),
    businessPhotos: (userId: number) =>
      db
        .selectFrom("businesses")
        .select("photo_id")
        .where("owner_user_id", "=", userId)
        .where("photo_id", "is not", null)
        .execute(),
    resumes: (userId: number) =>
      db.selectFrom("resumes").selectAll().where("owner_user_id", "=", userId).execute(),
    /** Identity documents of a profile whose bytes are still stored. */
    identityFiles: (profileId: number) =>
      db
        .selectFrom("identity_documents")
        .select("storage_key")
        .where("profile_id", "=", profileId)
        .where("storage_key", "is not", null)
        .execute(),
    /** The photos of success stories either profile is part of (deleted with the profile). */
    storyPhotos: (profileId: number) =>
      db
        .selectFrom("success_stories")
        .select("photo_id")
        .where((eb) => eb.or([eb("profile_id", "=", profileId), eb("partner_profile_id", "=", profileId)]))
        .where("photo_id", "is not", null)
        .execute(),
    grievanceFiles: (userId: number, mobile: string) =>
      db
        .selectFrom("grievances")
        .select(["id", "attachment_key"])
        .where((eb) => eb.or([eb("user_id", "=", userId), eb("mobile", "=", mobile)]))
        .execute(),

    /** Every row about one profile, then the profile (or its tombstone when a payment needs it). */
    async eraseProfile(profileId: number, now: string) {
      await db.transaction().execute(async (trx) => {
        await eraseNoticesAbout(trx, profileId);
        await trx.deleteFrom("wishlist").where("profile_id", "=", profileId).execute();
        await trx
          .deleteFrom("interests")
          .where((eb) => eb.or([eb("from_profile_id", "=", profileId), eb("to_profile_id", "=", profileId)]))
          .execute();
        await trx.deleteFrom("contact_views").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("contact_view_days").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("blocks").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("report_holds").where("profile_id", "=", profileId).execute();
        // A success story is both families' or nobody's: it goes with either profile.
        await trx
          .deleteFrom("success_stories")
          .where((eb) => eb.or([eb("profile_id", "=", profileId), eb("partner_profile_id", "=", profileId)]))
          .execute();
        await trx.deleteFrom("unlisted_profiles").where("profile_id", "=", profileId).execute();
        await trx
          .updateTable("unlisted_profiles")
          .set({ partner_profile_id: null })
          .where("partner_profile_id", "=", profileId)
          .execute();
        await trx.deleteFrom("profile_freshness").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("freshness_links").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("reports").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("partner_preferences").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("match_visits").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("profile_views").where("viewed_profile_id", "=", profileId).execute();
        await trx.deleteFrom("identity_documents").where("profile_id", "=", profileId).execute();
        await trx.deleteFrom("profile_photos").where("profile_id", "=", profileId).execute();
        await trx
          .deleteFrom("duplicate_pairs")
          .where((eb) => eb.or([eb("low_profile_id", "=", profileId), eb("high_profile_id", "=", profileId)]))
          .execute();
        await trx
          .updateTable("audit_log")
          .set({ before_state: null, after_state: null, remark: null })
          .where("entity_type", "=", "profile")
          .where("entity_id", "=", profileId)
          .execute();
        const paid = await trx
          .selectFrom("payments")
          .select("id")
          .where("profile_id", "=", profileId)
          .executeTakeFirst();
        if (!paid) {
          await trx.deleteFrom("profiles").where("id", "=", profileId).execute();
          return;
        }
        await trx
          .updateTable("payments")
          .set({ raw_callback: null, remark: null })
          .where("profile_id", "=", profileId)
          .execute();
        await trx
          .updateTable("profiles")
          .set({
            first_name: "",
            middle_name: "",
            last_name: "",
            search_name: "",
            date_of_birth: "",
            birth_time: "",
            birth_place: "",
            sub_caste: null,
            specialization: null,
            occupation_detail: null,
            requirement: null,
            city_village: null,
            uncle_surname: "",
            father_full_name: "",
            father_occupation: "",
            father_mobile: "",
            current_address: "",
            permanent_address: null,
            contact_person_name_1: "",
            contact_person_mobile_1: "",
            contact_person_name_2: null,
            contact_person_mobile_2: null,
            photo_id: null,
            pending_photo_id: null,
            photo_remark: null,
            rejected_remark: null,
            photo_reason_id: null,
            rejected_reason_id: null,
            moon_nakshatra: null,
            moon_pada: null,
            moon_rashi: null,
            moon_precision: null,
            birth_place_ref: null,
            birth_latitude: null,
            birth_longitude: null,
            mangal_declared: null,
            mangal_dosha: null,
            gotra: null,
            devak: null,
            kuldaivat: null,
            gotra_key: null,
            devak_key: null,
            created_ip: null,
            id_verified_at: null,
            row_status: ROW_STATUS.deleted,
            erased_at: now,
            updated_at: now,
          })
          .where("id", "=", profileId)
          .execute();
      });
    },

    /**
     * Every row about the account (its profiles are erased first), then its tombstone; what the law
     * asks to keep for 180 days is copied to the restricted store first, in the same transaction.
     */
    async eraseAccount(userId: number, mobile: string, now: string, keepUntil: string) {
      await db.transaction().execute(async (trx) => {
        await retainRegistration(trx, userId, now, keepUntil);
        for (const [table, column] of [
          ["push_subscriptions", "user_id"],
          ["sessions", "user_id"],
          ["wishlist", "user_id"],
          ["reviews", "user_id"],
          ["job_applications", "applicant_user_id"],
          ["jobs", "poster_user_id"],
          ["resumes", "owner_user_id"],
          ["businesses", "owner_user_id"],
          ["notification_deliveries", "user_id"],
          ["notifications", "user_id"],
          ["notification_preferences", "user_id"],
          ["blocks", "blocker_user_id"],
          ["blocks", "blocked_user_id"],
          ["member_warnings", "user_id"],
          ["reports", "reporter_user_id"],
          ["reports", "reported_user_id"],
          ["consent_records", "user_id"],
          ["nominees", "user_id"],
          ["rules_reminders", "user_id"],
          ["request_replays", "actor_id"],
          ["match_visits", "user_id"],
          ["saved_searches", "user_id"],
          ["profile_views", "viewer_user_id"],
          ["interests", "sender_user_id"],
          ["contact_views", "viewer_user_id"],
          ["contact_view_days", "viewer_user_id"],
          ["photos", "owner_user_id"],
        ] as const) {
          await trx.deleteFrom(table).where(sql.ref(column), "=", userId).execute();
        }
        await trx
          .updateTable("unlisted_profiles")
          .set({ by_user_id: null })
          .where("by_user_id", "=", userId)
          .execute();
        // A document the account uploaded or decided for another family's profile stays theirs, unsigned.
        await trx
          .updateTable("identity_documents")
          .set({ uploaded_by_user_id: null })
          .where("uploaded_by_user_id", "=", userId)
          .execute();
        await trx
          .updateTable("identity_documents")
          .set({ decided_by_user_id: null })
          .where("decided_by_user_id", "=", userId)
          .execute();
        // An answer the account gave to another family's interest: the interest stays theirs, unsigned.
        await trx
          .updateTable("interests")
          .set({ responder_user_id: null })
          .where("responder_user_id", "=", userId)
          .execute();
        await trx.deleteFrom("otp_challenges").where("mobile", "=", mobile).execute();
        await trx.deleteFrom("signup_tickets").where("mobile", "=", mobile).execute();
        await trx.deleteFrom("contact_messages").where("mobile_or_email", "=", mobile).execute();
        await trx
          .updateTable("grievances")
          .set({
            name: "",
            mobile: "",
            email: "",
            description: "",
            profile_ref: "",
            user_id: null,
            attachment_key: null,
            attachment_type: null,
            created_ip: "",
          })
          .where((eb) => eb.or([eb("user_id", "=", userId), eb("mobile", "=", mobile)]))
          .execute();
        await trx
          .updateTable("audit_log")
          .set({ before_state: null, after_state: null, remark: null })
          .where("entity_type", "=", "user")
          .where("entity_id", "=", userId)
          .execute();
        await trx
          .updateTable("payments")
          .set({ raw_callback: null, remark: null })
          .where("user_id", "=", userId)
          .execute();
        // A number that can never be typed (mobiles start 6-9), unique per account.
        await trx
          .updateTable("users")
          .set({
            mobile: `0${String(userId).padStart(9, "0").slice(-9)}`,
            first_name: "",
            last_name: "",
            city_village: "",
            state_id: null,
            district_id: null,
            region_id: null,
            associate_id: null,
            verification_remark: null,
            created_ip: null,
            mobile_verified_at: null,
            row_status: ROW_STATUS.inactive,
            deletion_requested_at: null,
            deletion_due_at: null,
            erased_at: now,
            updated_at: now,
          })
          .where("id", "=", userId)
          .execute();
      });
    },

    /** Rows the export reads for one account (export-repo.ts). */
    exportRows: (userId: number) => exportRows(db, userId),
    /** The member's interests, blocks, reports, views and lists about other profiles. */
    exportRelations: (userId: number) => exportRelations(db, userId),
    exportMelava: (userId: number) => exportMelava(db, userId),
  };
}
export type DataRightsRepo = ReturnType<typeof dataRightsRepo>;
