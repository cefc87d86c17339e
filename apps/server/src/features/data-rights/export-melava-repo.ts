import type { DB } from "../../db/database";

/** The account's melava (gathering) registrations and the booklet choices it made for them. */
export async function exportMelava(db: DB, userId: number) {
  const [registrations, bookletChoices] = await Promise.all([
    db
      .selectFrom("melava_registrations")
      .innerJoin("profiles as mine", "mine.id", "melava_registrations.profile_id")
      .innerJoin("melava_events", "melava_events.id", "melava_registrations.event_id")
      .select([
        "mine.first_name as our_first_name",
        "mine.last_name as our_last_name",
        "melava_events.name_en",
        "melava_events.name_mr",
        "melava_events.starts_at",
        "melava_registrations.status",
        "melava_registrations.event_number",
        "melava_registrations.show_photo",
        "melava_registrations.show_contact",
        "melava_registrations.fee_paise",
        "melava_registrations.paid",
        "melava_registrations.checked_in_at",
        "melava_registrations.created_at",
      ])
      .where("mine.owner_user_id", "=", userId)
      .orderBy("melava_registrations.id")
      .execute(),
    db
      .selectFrom("melava_consents")
      .select(["show_photo", "show_contact", "ip", "user_agent", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  return { registrations, bookletChoices };
}
