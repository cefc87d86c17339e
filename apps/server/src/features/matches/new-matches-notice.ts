import type { SiteConfig } from "@vv/shared/settings";
import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/database";
import { startIntervalJob } from "../../platform/interval-job";
import { notify } from "../notifications/notify";
import { fullName } from "../profiles/labels";
import type { ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import { viewerOf } from "../profiles/viewer";
import type { UsersRepo } from "../users/repo";
import { lineageExclusion } from "./lineage";
import type { MatchesRepo } from "./repo";

const DAY_MS = 24 * 3_600_000;
/** "99 new matches" is as precise as a notice needs to be; counting stops there. */
const COUNT_CAP = 99;

/**
 * "5 new matches for Priya": for each profile whose family opened its matches before, the profiles
 * approved since that visit (and since the last notice) that its matches page would show, at most
 * one notice a day per profile. Work: one bounded count per family that visited, none for others.
 */
export function newMatchNotices(deps: {
  db: DB;
  repo: MatchesRepo;
  profileRows: ProfilesRepo;
  profiles: Pick<ProfilesService, "genders">;
  users: Pick<UsersRepo, "findById">;
  settings: { get(): Promise<SiteConfig> };
}) {
  return {
    async send(now = new Date()): Promise<number> {
      const due = await deps.repo.dueForNotice(new Date(now.getTime() - DAY_MS).toISOString());

      let sent = 0;
      for (const visit of due) {
        const [me, user] = await Promise.all([
          deps.profileRows.findById(visit.profile_id),
          deps.users.findById(visit.user_id),
        ]);
        if (!me || !user) continue;
        const viewer = viewerOf(user);
        if (!viewer.hasListingAccess) continue;
        const since =
          visit.notified_at && visit.notified_at > visit.seen_at ? visit.notified_at : visit.seen_at;
        const count = await deps.repo.countApprovedSince(
          {
            page: 1,
            wishlist: false,
            idVerified: false,
            me,
            genders: await deps.profiles.genders(viewer),
            viewerId: user.id,
            exclude: lineageExclusion(me, (await deps.settings.get()).lineage),
          },
          since,
          COUNT_CAP,
        );
        if (count === 0) continue;
        const at = now.toISOString();
        await deps.db.transaction().execute(async (trx) => {
          await notify(trx, {
            userId: user.id,
            type: "new_matches",
            params: { profileName: fullName(me), count: String(count) },
            link: `/user/matches/${me.id}`,
            subjectProfileId: me.id,
          });
          await deps.repo.markNotified(trx, user.id, me.id, at);
        });
        sent++;
      }
      return sent;
    },
  };
}
export type NewMatchNotices = ReturnType<typeof newMatchNotices>;

/** Every MATCH_NOTICE_MINUTES (0: never; tests call send() themselves), once across app servers. */
export function startNewMatchNotices(app: FastifyInstance) {
  startIntervalJob(app, "new match notices", app.config.MATCH_NOTICE_MINUTES * 60_000, async () => {
    const sent = await app.services.matchNotices.send();
    if (sent) app.log.info({ sent }, "new match notices sent");
  });
}
