import type { BoardAction, BoardReviewQuery } from "@vv/shared/board-review";
import { BOARD_REVIEW_PAGE_SIZE } from "@vv/shared/board-review";
import type { Language } from "@vv/shared/i18n";
import type { UserRow } from "../../db/schema";
import { translate } from "../../platform/i18n";
import { userDisplayName } from "./place";
import type { BoardReview, BoardTable, ReviewRow } from "./review-repo";

/** The review item: the board's own card plus who posted it (name and mobile) and when. */
export type ReviewItemOf<T extends BoardTable, Item> = (
  row: ReviewRow<T>,
  poster: { name: string; mobile: string },
  lang: Language,
) => Item;

/** The committee's side of a board: review list, decisions (with their message), history. */
export function boardAdminService<T extends BoardTable, Item>(
  review: BoardReview<T>,
  ns: "jobs" | "business",
  toItem: ReviewItemOf<T, Item>,
) {
  return {
    /** One tab, newest first, with the poster's name and number. */
    async reviewList(query: BoardReviewQuery, lang: Language) {
      const { rows, total, counts } = await review.list(query);
      return {
        items: rows.map((r) =>
          toItem(
            r,
            {
              name: userDisplayName({
                first_name: r.user_first_name,
                last_name: r.user_last_name,
                mobile: r.user_mobile,
              }),
              mobile: r.user_mobile,
            },
            lang,
          ),
        ),
        total,
        page: query.page,
        pageSize: BOARD_REVIEW_PAGE_SIZE,
        counts,
      };
    },

    async decide(
      admin: UserRow,
      id: number,
      action: BoardAction,
      remark: string | undefined,
      lang: Language,
    ) {
      await review.decide(admin, id, action, remark);
      return { message: translate(lang, `${ns}:admin.done.${action}`) };
    },

    history: (id: number) => review.history(id),
  };
}
export type BoardAdminService<Item> = ReturnType<typeof boardAdminService<BoardTable, Item>>;
