import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import { profileInputSchema } from "@vv/shared/profile";
import type { FastifyInstance } from "fastify";
import { inputToColumns } from "../features/profiles/mapping";
import { profilesRepo } from "../features/profiles/repo";
import { demoPortrait } from "./demo-photo";
import { demoProfileInput, seededRandom } from "./profile-factory";

/** Demo families own numbers 81000 00000 upwards, away from the demo accounts of the sign-in seed. */
const FAMILY_MOBILE_BASE = 8_100_000_000;

export interface SeedProfilesOptions {
  /** Existing accounts to give a profile each (demo members), instead of new demo families. */
  ownerMobiles?: readonly string[];
  count: number;
  /** Where numbering starts, so a second run adds new families rather than colliding. */
  offset?: number;
  withPhotos?: boolean;
  /** Most demo profiles are approved; every `pendingEvery`-th waits for the committee. */
  pendingEvery?: number;
}

/**
 * Realistic bilingual demo profiles, each owned by a verified demo family with listing access,
 * with a generated portrait stored through the real photo pipeline.
 */
export async function seedDemoProfiles(app: FastifyInstance, options: SeedProfilesOptions): Promise<number> {
  const { count, offset = 0, withPhotos = true, pendingEvery = 8, ownerMobiles } = options;
  const repo = profilesRepo(app.database.db, app.database.adapter);
  let created = 0;
  for (let i = offset; i < offset + count; i++) {
    const rng = seededRandom(1000 + i);
    const gender: 1 | 2 = i % 2 === 0 ? 2 : 1;
    const values = profileInputSchema.parse(demoProfileInput(rng, gender));
    const owner = ownerMobiles
      ? await profileLessUser(app, ownerMobiles[i - offset])
      : await app.services.users.insertIfAbsent({
          mobile: String(FAMILY_MOBILE_BASE + i),
          first_name: values.middleName,
          last_name: values.lastName,
          role: "member",
          is_verified: 1,
          row_status: 1,
          is_bride_groom_access: 1,
          is_redirected: 1,
          state_id: values.stateId,
          district_id: values.districtId,
          city_village: values.cityVillage ?? "",
          // Most demo families signed in by OTP ("Mobile verified"); a few accounts were made by hand.
          mobile_verified_at: i % 3 === 2 ? null : new Date().toISOString(),
          terms_version: SHIPPED_LEGAL_VERSIONS.terms.version,
          privacy_version: SHIPPED_LEGAL_VERSIONS.privacy.version,
        });
    if (!owner) continue; // seeded by an earlier run
    const photo = withPhotos
      ? await app.services.media.storePhoto(await demoPortrait(rng, gender), { ownerUserId: owner.id })
      : null;
    const approved = pendingEvery <= 0 || i % pendingEvery !== pendingEvery - 1;
    const row = await repo.insert({
      ...inputToColumns(values),
      owner_user_id: owner.id,
      photo_id: photo?.photoId ?? null,
      photo_status: approved ? "approved" : "pending",
      registration_status: approved ? "approved" : "pending",
      approved_at: approved ? new Date(Date.now() - i * 3_600_000).toISOString() : null,
    });
    // Its photo 1 (profile-photos), as the columns say.
    await repo.startGallery(row.id, null);
    created++;
  }
  return created;
}

/** The account with this number, when it has no profile yet (so reseeding adds nothing twice). */
async function profileLessUser(app: FastifyInstance, mobile: string | undefined) {
  if (!mobile) return undefined;
  const user = await app.services.users.findByMobile(mobile);
  if (!user) return undefined;
  const has = await app.database.db
    .selectFrom("profiles")
    .select("id")
    .where("owner_user_id", "=", user.id)
    .executeTakeFirst();
  return has ? undefined : user;
}
