import type { BlockedList } from "@vv/shared/blocks";
import type { Language } from "@vv/shared/i18n";
import type { DB } from "../../db/database";
import { conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import type { ProfilesService } from "../profiles/service";
import type { BlocksRepo } from "./repo";
import { isBlockedBetween, isProfileBlockedFor } from "./sql";

/** Blocking a family from one of its profiles, the member's Blocked list, unblocking. */
export function blocksService(db: DB, repo: BlocksRepo, profiles: ProfilesService) {
  return {
    /** Whether either account blocked the other. */
    isBlockedBetween: (a: number, b: number) => isBlockedBetween(db, a, b),
    /** Whether a block hides this profile from this viewer. */
    isProfileBlockedFor: (viewerUserId: number, profileId: number) =>
      isProfileBlockedFor(db, viewerUserId, profileId),

    /** Blocks the family behind a profile the viewer may see (404 otherwise; 409 for one's own). */
    async block(viewer: Viewer, idOrSlug: string, lang: Language) {
      const { row, manages } = await profiles.resolveVisible(viewer, idOrSlug, { unlisted: "allow" });
      if (manages || row.owner_user_id === viewer.id) throw conflict("safety:blocks.errors.ownProfile");
      // A family's own registration: all its profiles; an associate's or admin's: this profile only.
      const wholeFamily = (await repo.ownerRole(row.owner_user_id)) === "member";
      await repo.insert({
        blockerUserId: viewer.id,
        profileId: row.id,
        blockedUserId: row.owner_user_id,
        wholeFamily,
      });
      return { message: translate(lang, "safety:blocks.blocked", { name: fullName(row) }), blocked: true };
    },

    async unblock(viewer: Viewer, profileId: number, lang: Language) {
      if (!(await repo.remove(viewer.id, profileId))) throw notFound("safety:blocks.errors.notBlocked");
      return { message: translate(lang, "safety:blocks.unblocked"), blocked: false };
    },

    async list(viewer: Viewer): Promise<BlockedList> {
      const rows = await repo.listBy(viewer.id);
      return {
        items: rows.map((r) => ({
          profileId: r.profile_id,
          registrationNumber: r.registration_number,
          fullName: fullName(r),
          blockedAt: r.created_at,
        })),
      };
    },
  };
}
export type BlocksService = ReturnType<typeof blocksService>;
