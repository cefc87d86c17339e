import type { DB } from "../../db/database";

/**
 * The member's dealings with other families' profiles, for the export. Of another profile only what
 * every member already sees on its card is read: its public name and registration number.
 */
export async function exportRelations(db: DB, userId: number) {
  const mine = db.selectFrom("profiles").select("id").where("owner_user_id", "=", userId);
  const [
    interestsSent,
    interestsReceived,
    blocks,
    reportsFiled,
    contactsIViewed,
    contactViewsOfOurs,
    profilesIViewed,
    wishlist,
    partnerPreferences,
    listing,
    freshness,
    stories,
  ] = await Promise.all([
    db
      .selectFrom("interests")
      .innerJoin("profiles as mine", "mine.id", "interests.from_profile_id")
      .innerJoin("profiles as other", "other.id", "interests.to_profile_id")
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "other.first_name",
        "other.last_name",
        "other.registration_number",
        "interests.status",
        "interests.note_template",
        "interests.note_text",
        "interests.created_at",
        "interests.expires_at",
        "interests.responded_at",
      ])
      .where("interests.from_profile_id", "in", mine)
      .orderBy("interests.id")
      .execute(),
    // The note another family wrote stays in the portal: it is their text, not the member's.
    db
      .selectFrom("interests")
      .innerJoin("profiles as mine", "mine.id", "interests.to_profile_id")
      .innerJoin("profiles as other", "other.id", "interests.from_profile_id")
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "other.first_name",
        "other.last_name",
        "other.registration_number",
        "interests.status",
        "interests.reason_template",
        "interests.created_at",
        "interests.expires_at",
        "interests.responded_at",
      ])
      .where("interests.to_profile_id", "in", mine)
      .orderBy("interests.id")
      .execute(),
    db
      .selectFrom("blocks")
      .innerJoin("profiles", "profiles.id", "blocks.profile_id")
      .select([
        "profiles.first_name",
        "profiles.last_name",
        "profiles.registration_number",
        "blocks.whole_family",
        "blocks.created_at",
      ])
      .where("blocks.blocker_user_id", "=", userId)
      .execute(),
    db
      .selectFrom("reports")
      .innerJoin("profiles", "profiles.id", "reports.profile_id")
      .select([
        "profiles.first_name",
        "profiles.last_name",
        "profiles.registration_number",
        "reports.reason",
        "reports.details",
        "reports.status",
        "reports.outcome",
        "reports.created_at",
        "reports.decided_at",
      ])
      .where("reports.reporter_user_id", "=", userId)
      .orderBy("reports.id")
      .execute(),
    db
      .selectFrom("contact_views")
      .innerJoin("profiles", "profiles.id", "contact_views.profile_id")
      .select([
        "profiles.first_name",
        "profiles.last_name",
        "profiles.registration_number",
        "contact_views.via",
        "contact_views.viewed_at",
      ])
      .where("contact_views.viewer_user_id", "=", userId)
      .orderBy("contact_views.id")
      .execute(),
    // What "who saw our contact details" shows the family: the viewer's account name, how, when.
    db
      .selectFrom("contact_views")
      .innerJoin("profiles as mine", "mine.id", "contact_views.profile_id")
      .innerJoin("users", "users.id", "contact_views.viewer_user_id")
      .select([
        "mine.id as our_profile_id",
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "users.first_name as viewer_first_name",
        "users.last_name as viewer_last_name",
        "contact_views.via",
        "contact_views.viewed_at",
      ])
      .where("mine.owner_user_id", "=", userId)
      .orderBy("contact_views.id")
      .execute(),
    db
      .selectFrom("profile_views")
      .innerJoin("profiles", "profiles.id", "profile_views.viewed_profile_id")
      .select([
        "profiles.first_name",
        "profiles.last_name",
        "profiles.registration_number",
        "profile_views.viewed_at",
      ])
      .where("profile_views.viewer_user_id", "=", userId)
      .execute(),
    db
      .selectFrom("wishlist")
      .innerJoin("profiles", "profiles.id", "wishlist.profile_id")
      .select(["profiles.first_name", "profiles.last_name", "profiles.registration_number"])
      .where("wishlist.user_id", "=", userId)
      .execute(),
    db
      .selectFrom("partner_preferences")
      .innerJoin("profiles", "profiles.id", "partner_preferences.profile_id")
      .selectAll("partner_preferences")
      .select(["profiles.first_name as our_first_name", "profiles.last_name as our_last_name"])
      .where("profiles.owner_user_id", "=", userId)
      .execute(),
    // A paused or closed listing; a closed one may name the partner's profile (public name, number).
    db
      .selectFrom("unlisted_profiles")
      .innerJoin("profiles as mine", "mine.id", "unlisted_profiles.profile_id")
      .leftJoin("profiles as partner", "partner.id", "unlisted_profiles.partner_profile_id")
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "unlisted_profiles.reason",
        "unlisted_profiles.since",
        "unlisted_profiles.resume_on",
        "partner.first_name",
        "partner.last_name",
        "partner.registration_number",
      ])
      .where("mine.owner_user_id", "=", userId)
      .execute(),
    db
      .selectFrom("profile_freshness")
      .innerJoin("profiles as mine", "mine.id", "profile_freshness.profile_id")
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "profile_freshness.confirmed_at",
        "profile_freshness.asked_at",
        "profile_freshness.reminded_at",
      ])
      .where("mine.owner_user_id", "=", userId)
      .execute(),
    // A success story of one of our profiles, written by us or asking our agreement.
    db
      .selectFrom("success_stories")
      .innerJoin("profiles as mine", (join) =>
        join.on((eb) =>
          eb.or([
            eb("mine.id", "=", eb.ref("success_stories.profile_id")),
            eb("mine.id", "=", eb.ref("success_stories.partner_profile_id")),
          ]),
        ),
      )
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        (eb) =>
          eb
            .case()
            .when("mine.id", "=", eb.ref("success_stories.profile_id"))
            .then("author")
            .else("partner")
            .end()
            .as("role"),
        "success_stories.month",
        "success_stories.text",
        "success_stories.language",
        "success_stories.status",
        "success_stories.rejected_remark",
        "success_stories.created_at",
      ])
      .where("mine.owner_user_id", "=", userId)
      .orderBy("success_stories.id")
      .execute(),
  ]);
  return {
    interestsSent,
    interestsReceived,
    blocks,
    reportsFiled,
    contactsIViewed,
    contactViewsOfOurs,
    profilesIViewed,
    wishlist,
    partnerPreferences,
    listing,
    freshness,
    stories,
  };
}
