import type { Language } from "@vv/shared/i18n";
import {
  SAVED_SEARCH_MAX,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchList,
} from "@vv/shared/saved-searches";
import { VERIFICATION } from "@vv/shared/statuses";
import { AppError, conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { Viewer } from "../profiles/access";
import { filtersOf, type SavedSearchesRepo } from "./repo";

const view = (row: Awaited<ReturnType<SavedSearchesRepo["list"]>>[number]): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: filtersOf(row),
  newCount: Number(row.new_count),
  createdAt: row.created_at,
});

/** A member's saved searches: the browse list's filters under a name (at most SAVED_SEARCH_MAX). */
export function savedSearchesService(repo: SavedSearchesRepo) {
  /** Whoever may browse the list may keep searches of it (the list's own refusals). */
  function assertMayBrowse(viewer: Viewer) {
    if (viewer.isVerified !== VERIFICATION.verified)
      throw new AppError(403, "verification_pending", "profile:list.verificationPending");
    if (!viewer.hasListingAccess) throw new AppError(403, "no_listing_access", "profile:list.noPermission");
  }

  async function mine(viewer: Viewer, id: number) {
    const row = await repo.find(viewer.id, id);
    if (!row) throw notFound("matches:searches.errors.notFound");
    return row;
  }

  return {
    async list(viewer: Viewer): Promise<SavedSearchList> {
      assertMayBrowse(viewer);
      return { items: (await repo.list(viewer.id)).map(view), max: SAVED_SEARCH_MAX };
    },

    async create(viewer: Viewer, body: SavedSearchCreate, lang: Language) {
      assertMayBrowse(viewer);
      // A race of two saves may pass the count together and leave one over; the next save is refused.
      if ((await repo.count(viewer.id)) >= SAVED_SEARCH_MAX)
        throw conflict("matches:searches.errors.tooMany", { max: SAVED_SEARCH_MAX });
      const row = await repo.insert(viewer.id, body.name, body.filters, new Date().toISOString());
      return { item: view(row), message: translate(lang, "matches:searches.saved", { name: row.name }) };
    },

    async rename(viewer: Viewer, id: number, name: string, lang: Language) {
      assertMayBrowse(viewer);
      if (!(await repo.rename(viewer.id, id, name, new Date().toISOString())))
        throw notFound("matches:searches.errors.notFound");
      return { item: view(await mine(viewer, id)), message: translate(lang, "matches:searches.renamed") };
    },

    async remove(viewer: Viewer, id: number, lang: Language) {
      if (!(await repo.remove(viewer.id, id))) throw notFound("matches:searches.errors.notFound");
      return { message: translate(lang, "matches:searches.deleted") };
    },

    /** Opening a search applies its filters; what it shows from now on is no longer "new". */
    async open(viewer: Viewer, id: number, lang: Language) {
      assertMayBrowse(viewer);
      const row = await mine(viewer, id);
      await repo.opened(viewer.id, id, new Date().toISOString());
      return { item: { ...view(row), newCount: 0 }, message: translate(lang, "matches:searches.opened") };
    },
  };
}
export type SavedSearchesService = ReturnType<typeof savedSearchesService>;
