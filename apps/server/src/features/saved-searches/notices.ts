import { SAVED_SEARCH_NAMES_IN_NOTICE, SAVED_SEARCH_NEW_CAP } from "@vv/shared/saved-searches";
import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/database";
import { startIntervalJob } from "../../platform/interval-job";
import { notify } from "../notifications/notify";
import type { ProfilesService } from "../profiles/service";
import { viewerOf } from "../profiles/viewer";
import type { UsersRepo } from "../users/repo";
import { filtersOf, type SavedSearchesRepo } from "./repo";

const DAY_MS = 86_400_000;
const BATCH = 200;

/**
 * "New profiles for your saved searches", once a day per member whatever the number of searches:
 * members with a search unchecked for a day get every search counted (profiles approved since the
 * last check or the member's last look, capped) and, when any has new profiles, one notification
 * naming them. Its SMS/WhatsApp copy is the daily digest, sent by the outbox when the member chose
 * that channel for this type. Work: one bounded, indexed count per saved search per day.
 */
export function savedSearchNotices(deps: {
  db: DB;
  repo: SavedSearchesRepo;
  users: Pick<UsersRepo, "findById">;
  profiles: Pick<ProfilesService, "genders">;
}) {
  async function checkMember(userId: number, now: Date) {
    const at = now.toISOString();
    const [user, searches] = await Promise.all([deps.users.findById(userId), deps.repo.list(userId)]);
    const genders = user ? await deps.profiles.genders(viewerOf(user)) : [];
    const counted: { id: number; name: string; count: number; total: number }[] = [];
    for (const s of searches) {
      const since = s.opened_at && s.opened_at > s.checked_at ? s.opened_at : s.checked_at;
      const count =
        user && genders.length
          ? await deps.repo.countNewSince(filtersOf(s), { id: userId, genders }, since, SAVED_SEARCH_NEW_CAP)
          : 0;
      const total = Math.min(SAVED_SEARCH_NEW_CAP, Number(s.new_count) + count);
      counted.push({ id: s.id, name: s.name, count, total });
    }
    const fresh = counted.filter((c) => c.count > 0);
    await deps.db.transaction().execute(async (trx) => {
      for (const c of counted) await deps.repo.checked(trx, c.id, at, c.total);
      if (fresh.length === 0) return;
      const names = fresh.slice(0, SAVED_SEARCH_NAMES_IN_NOTICE).map((c) => c.name);
      await notify(trx, {
        userId,
        type: "saved_search_new",
        params: {
          count: String(
            Math.min(
              SAVED_SEARCH_NEW_CAP,
              fresh.reduce((n, c) => n + c.count, 0),
            ),
          ),
          searchName: fresh.length > names.length ? `${names.join(", ")} …` : names.join(", "),
        },
        link: "/user/saved-searches",
      });
    });
    return fresh.length > 0;
  }

  return {
    /** One pass at `now`; returns how many members were told. */
    async run(now = new Date()): Promise<number> {
      const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
      let told = 0;
      const done = new Set<number>();
      for (;;) {
        const due = (await deps.repo.dueMembers(dayAgo, BATCH)).filter((id) => !done.has(id));
        for (const userId of due) {
          done.add(userId);
          if (await checkMember(userId, now)) told++;
        }
        if (due.length < BATCH) return told;
      }
    },
  };
}
export type SavedSearchNotices = ReturnType<typeof savedSearchNotices>;

/** Every SAVED_SEARCH_MINUTES (0: never; tests call run() themselves), once across app servers. */
export function startSavedSearchNotices(app: FastifyInstance) {
  startIntervalJob(app, "saved search notices", app.config.SAVED_SEARCH_MINUTES * 60_000, async () => {
    const told = await app.services.savedSearchNotices.run();
    if (told) app.log.info({ told }, "saved search notices sent");
  });
}
