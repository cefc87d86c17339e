import {
  BUSINESS_PAGE_SIZE,
  type BusinessDetails,
  type BusinessInput,
  type BusinessListQuery,
  type BusinessListResponse,
  type MyBusiness,
} from "@vv/shared/business";
import type { Language } from "@vv/shared/i18n";
import { isAdmin } from "@vv/shared/statuses";
import type { BusinessRow, UserRow } from "../../db/schema";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { boardAdminService } from "../boards/admin-service";
import { boardPage } from "../boards/page";
import { isActiveUser } from "../boards/place";
import type { BoardReview } from "../boards/review-repo";
import { businessInputToColumns, ownerView, toBusinessCard } from "./mapping";
import type { BusinessRepo } from "./repo";

/** A member lists a handful of businesses at most. */
export const MAX_BUSINESSES_PER_MEMBER = 10;

export interface BusinessPhotos {
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  deletePhoto(photoId: string): Promise<unknown>;
}

const notFoundError = () => notFound("business:errors.notFound");
const isPublic = (row: BusinessRow) => row.status === "approved" && row.is_hidden === 0;

export function businessService(
  repo: BusinessRepo,
  review: BoardReview<"businesses">,
  photos: BusinessPhotos,
) {
  async function ownListing(user: UserRow, id: number) {
    const row = await repo.findById(id);
    if (!row || row.owner_user_id !== user.id) throw notFoundError();
    return row;
  }

  /** The photo must be one this member uploaded and nothing else uses yet. */
  async function assertPhoto(user: UserRow, photoId: string | null, current: BusinessRow | null) {
    if (!photoId || photoId === current?.photo_id) return;
    const usable =
      (await photos.isUploadedBy(photoId, user.id)) && !(await repo.photoInUse(photoId, current?.id ?? null));
    if (!usable) throw badRequest("errors.validation", { photoId: "business:validation.photo" });
  }

  const discardPhoto = async (photoId: string | null) => {
    if (photoId) await photos.deletePhoto(photoId).catch(() => undefined);
  };

  return {
    async list(query: BusinessListQuery, lang: Language): Promise<BusinessListResponse> {
      const found = await repo.publicList(query);
      return boardPage(found, query.page, BUSINESS_PAGE_SIZE, (r) => toBusinessCard(r, lang));
    },

    /** Approved, shown listings for everyone; others only for their owner and admins. */
    async details(viewer: UserRow | null, id: number, lang: Language): Promise<BusinessDetails> {
      const row = await repo.findById(id);
      if (!row) throw notFoundError();
      const isOwner = viewer?.id === row.owner_user_id;
      if (!isPublic(row) && !isOwner && !isAdmin(viewer)) throw notFoundError();
      return { ...toBusinessCard(row, lang), ...ownerView(row), isOwner, photoId: row.photo_id };
    },

    async listMine(user: UserRow, lang: Language): Promise<MyBusiness[]> {
      const rows = await repo.listByOwner(user.id);
      return rows.map((r) => ({ ...toBusinessCard(r, lang), ...ownerView(r) }));
    },

    async formValues(user: UserRow, id: number) {
      const row = await ownListing(user, id);
      return {
        status: row.status,
        values: {
          name: row.name,
          ownerName: row.owner_name,
          category: row.category,
          description: row.description,
          address: row.address,
          stateId: row.state_id,
          districtId: row.district_id,
          phone: row.phone,
          whatsapp: row.whatsapp,
          website: row.website,
          photoId: row.photo_id,
        },
      };
    },

    async create(user: UserRow, input: BusinessInput, lang: Language) {
      if (!isActiveUser(user)) throw forbidden();
      if ((await repo.countBy(user.id)) >= MAX_BUSINESSES_PER_MEMBER) {
        throw new AppError(409, "conflict", "business:errors.tooMany", { max: MAX_BUSINESSES_PER_MEMBER });
      }
      await assertPhoto(user, input.photoId, null);
      const row = await repo.insert({ ...businessInputToColumns(input), owner_user_id: user.id });
      return { id: row.id, message: translate(lang, "business:messages.created") };
    },

    /** Any change goes back to the committee; a replaced photo is removed once the change is saved. */
    async update(user: UserRow, id: number, input: BusinessInput, lang: Language) {
      const row = await ownListing(user, id);
      await assertPhoto(user, input.photoId, row);
      await repo.update(id, {
        ...businessInputToColumns(input),
        status: "pending",
        rejected_remark: null,
        approved_at: null,
      });
      if (row.photo_id !== input.photoId) await discardPhoto(row.photo_id);
      return { id, message: translate(lang, "business:messages.updated") };
    },

    async setHidden(user: UserRow, id: number, hidden: boolean, lang: Language) {
      await ownListing(user, id);
      await repo.update(id, { is_hidden: hidden ? 1 : 0 });
      return { message: translate(lang, hidden ? "business:messages.hidden" : "business:messages.shown") };
    },

    async remove(user: UserRow, id: number, lang: Language) {
      const row = await ownListing(user, id);
      await repo.delete(id);
      await discardPhoto(row.photo_id);
      return { message: translate(lang, "business:messages.deleted") };
    },

    /** Media hook: a listing's photo follows the listing. */
    async mayReadPhoto(viewer: UserRow | null, photoId: string): Promise<boolean> {
      const row = await repo.findByPhoto(photoId);
      if (!row) return false;
      return isPublic(row) || viewer?.id === row.owner_user_id || isAdmin(viewer);
    },

    ...boardAdminService(review, "business", (r, owner, lang) => ({
      ...toBusinessCard(r, lang),
      ...ownerView(r),
      ownerUserName: owner.name,
      ownerMobile: owner.mobile,
      createdAt: r.created_at,
    })),
  };
}
export type BusinessService = ReturnType<typeof businessService>;
