import { profileSlug } from "@vv/shared/profile";
import type { DB } from "../../db/database";
import { fullName } from "../profiles/labels";

const INTEREST_NOTICES = ["interest_received", "interest_accepted", "interest_declined"];

/**
 * Other families' notifications that name the profile: those that record it (subject_profile_id),
 * and interest notices from before that column, found through the profile's interests (which go
 * next) by its name in the notice or its page as the notice's link.
 */
export async function eraseNoticesAbout(trx: DB, profileId: number) {
  const profile = await trx
    .selectFrom("profiles")
    .select(["id", "first_name", "middle_name", "last_name", "registration_number"])
    .where("id", "=", profileId)
    .executeTakeFirst();
  if (!profile) return;
  const sent = trx.selectFrom("interests").select("to_profile_id").where("from_profile_id", "=", profileId);
  const received = trx
    .selectFrom("interests")
    .select("from_profile_id")
    .where("to_profile_id", "=", profileId);
  const families = await trx
    .selectFrom("profiles")
    .select(["owner_user_id", "associate_user_id"])
    .where((eb) => eb.or([eb("id", "in", sent), eb("id", "in", received)]))
    .execute();
  const users = [
    ...new Set(families.flatMap((f) => [f.owner_user_id, f.associate_user_id]).filter((id) => id !== null)),
  ] as number[];
  const named = `%"otherName":${JSON.stringify(fullName(profile))}%`;
  const page = `/vadhuvar/${profileSlug(profile.registration_number ?? profile.id, profile.first_name, profile.last_name)}`;
  const notices = await trx
    .selectFrom("notifications")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("subject_profile_id", "=", profileId),
        ...(users.length === 0
          ? []
          : [
              eb.and([
                eb("subject_profile_id", "is", null),
                eb("user_id", "in", users),
                eb("type", "in", INTEREST_NOTICES),
                eb.or([eb("params", "like", named), eb("link", "=", page)]),
              ]),
            ]),
      ]),
    )
    .execute();
  const ids = notices.map((n) => n.id);
  if (ids.length === 0) return;
  await trx.deleteFrom("notification_deliveries").where("notification_id", "in", ids).execute();
  await trx.deleteFrom("notifications").where("id", "in", ids).execute();
}
