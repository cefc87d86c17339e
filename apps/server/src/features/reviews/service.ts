import type { Language } from "@vv/shared/i18n";
import type { ReviewInput, ReviewsResponse, ReviewView } from "@vv/shared/reviews";
import { isAdmin, ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { type ReviewRecord, type ReviewsRepo, reviewsRepo } from "./repo";

function view(r: ReviewRecord, viewer: UserRow | null): ReviewView {
  return {
    id: r.id,
    rating: r.rating_halves / 2,
    text: r.text,
    reviewerName: `${r.first_name} ${r.last_name}`.trim(),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    reply: r.reply,
    replyAt: r.reply_at,
    hidden: r.hidden === 1,
    isEdit: viewer !== null && viewer.id === r.user_id,
  };
}

/** Reviews of the service: one per member, admins reply and hide. */
export function reviewsService(db: DB, repo: ReviewsRepo) {
  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound("community:reviews.errors.notFound");
    return row;
  }

  return {
    async list(viewer: UserRow | null): Promise<ReviewsResponse> {
      const admin = isAdmin(viewer);
      const [rows, stats, own] = await Promise.all([
        repo.list(admin),
        repo.stats(),
        viewer ? repo.findByUser(viewer.id) : Promise.resolve(undefined),
      ]);
      return {
        // Rounded to the nearest half star, like the star display.
        average: Math.round(stats.meanHalves) / 2,
        count: stats.count,
        items: rows.map((r) => view(r, viewer)),
        mine: own ? view(own, viewer) : null,
        canWrite: viewer !== null && viewer.row_status === ROW_STATUS.active && !own,
        isAdmin: admin,
      };
    },

    async create(user: UserRow, input: ReviewInput, lang: Language) {
      if (user.row_status !== ROW_STATUS.active) throw forbidden();
      if (await repo.findByUser(user.id))
        throw new AppError(409, "conflict", "community:reviews.errors.exists");
      try {
        await repo.insert({
          user_id: user.id,
          rating_halves: Math.round(input.rating * 2),
          text: input.text,
        });
      } catch (error) {
        // The unique index settles a double submit that raced past the check above.
        if (await repo.findByUser(user.id))
          throw new AppError(409, "conflict", "community:reviews.errors.exists");
        throw error;
      }
      return { message: translate(lang, "community:reviews.messages.saved") };
    },

    /** Only the author edits their review (is_edit); admins reply or hide instead. */
    async update(user: UserRow, id: number, input: ReviewInput, lang: Language) {
      const row = await existing(id);
      if (row.user_id !== user.id) throw forbidden();
      await repo.update(id, {
        rating_halves: Math.round(input.rating * 2),
        text: input.text,
        updated_at: new Date().toISOString(),
      });
      return { message: translate(lang, "community:reviews.messages.saved") };
    },

    async remove(user: UserRow, id: number, lang: Language) {
      const row = await existing(id);
      if (row.user_id !== user.id) throw forbidden();
      await repo.delete(id);
      return { message: translate(lang, "community:reviews.messages.deleted") };
    },

    async reply(admin: UserRow, id: number, reply: string | null, lang: Language) {
      const row = await existing(id);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await reviewsRepo(trx).update(id, {
          reply,
          reply_at: reply === null ? null : now,
          reply_by: reply === null ? null : admin.id,
        });
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "review",
          entity_id: id,
          action: reply === null ? "deleteReply" : row.reply === null ? "reply" : "editReply",
          before_state: JSON.stringify({ reply: row.reply }),
          after_state: JSON.stringify({ reply }),
          remark: null,
        });
      });
      return {
        message: translate(
          lang,
          `community:reviews.messages.${reply === null ? "replyDeleted" : "replySaved"}`,
        ),
      };
    },

    async setHidden(admin: UserRow, id: number, hidden: boolean, lang: Language) {
      const row = await existing(id);
      await db.transaction().execute(async (trx) => {
        await reviewsRepo(trx).update(id, { hidden: hidden ? 1 : 0 });
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "review",
          entity_id: id,
          action: hidden ? "hide" : "show",
          before_state: JSON.stringify({ hidden: row.hidden === 1 }),
          after_state: JSON.stringify({ hidden }),
          remark: null,
        });
      });
      return { message: translate(lang, `community:reviews.messages.${hidden ? "hidden" : "shown"}`) };
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
