import type { DB } from "../db/database";
import type { DialectAdapter } from "../db/dialect";
import { kundliService } from "../features/kundli/service";
import { newMatchNotices } from "../features/matches/new-matches-notice";
import { matchesRepo } from "../features/matches/repo";
import { matchesService } from "../features/matches/service";
import { preferencesRepo } from "../features/preferences/repo";
import { preferencesService } from "../features/preferences/service";
import type { ProfilesRepo } from "../features/profiles/repo";
import type { ProfilesService } from "../features/profiles/service";
import { savedSearchNotices } from "../features/saved-searches/notices";
import { savedSearchesRepo } from "../features/saved-searches/repo";
import { savedSearchesService } from "../features/saved-searches/service";
import type { SettingsService } from "../features/settings/service";
import { shortlistsRepo } from "../features/shortlists/repo";
import { shortlistsService } from "../features/shortlists/service";
import { usersRepo } from "../features/users/repo";
import type { VisibilityService } from "../features/visibility/service";
import type { HeavyWorkGate } from "../platform/heavy-work-gate";

type MatchmakingDeps = {
  db: DB;
  adapter: DialectAdapter;
  /** Matches' heavy reads (worker threads on an SQLite file). */
  reader: DB;
  /** Matches computed at once (shared with the list's). */
  heavyAnswers: HeavyWorkGate;
  profileRows: ProfilesRepo;
  profiles: ProfilesService;
  visibility: VisibilityService;
  settings: SettingsService;
};

/** What helps a family find the other family: preferences, Matches, kundli, saved searches, shortlists. */
export function matchmakingServices(deps: MatchmakingDeps) {
  const { db, adapter, profileRows, profiles, visibility, settings } = deps;
  const preferences = preferencesService(preferencesRepo(db), profileRows);
  const savedSearchRows = savedSearchesRepo(db, adapter);
  return {
    preferences,
    kundli: kundliService(profiles, profileRows, settings),
    matches: matchesService({
      repo: matchesRepo(db, adapter, undefined, deps.reader),
      profileRows,
      profiles,
      preferences,
      visibility,
      settings,
      gate: deps.heavyAnswers,
    }),
    matchNotices: newMatchNotices({
      db,
      repo: matchesRepo(db, adapter),
      profileRows,
      profiles,
      users: usersRepo(db),
      settings,
    }),
    savedSearches: savedSearchesService(savedSearchRows),
    savedSearchNotices: savedSearchNotices({ db, repo: savedSearchRows, users: usersRepo(db), profiles }),
    shortlists: shortlistsService(shortlistsRepo(db), profileRows, profiles, visibility),
  };
}
