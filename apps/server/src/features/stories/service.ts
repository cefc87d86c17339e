/**
 * Success stories. The family of a profile closed as engaged or married, naming the other profile,
 * writes the story; the other family is asked and agrees or declines; only then does the committee
 * see it, and only its approval makes it public. Either family may withdraw it at any time: the row
 * and the photo's stored files go at once. What anyone else sees is the two first names, the month,
 * the text and the photo (storyCard): never a surname, a number or a link to either profile.
 */
import type { Language } from "@vv/shared/i18n";
import { isClosing } from "@vv/shared/listing";
import { profileSlug } from "@vv/shared/profile";
import { rejectionText } from "@vv/shared/rejection-reasons";
import { isAdmin, ROW_STATUS } from "@vv/shared/statuses";
import type {
  AdminStory,
  FamilyStory,
  StoriesResponse,
  StoryCard,
  StoryConsent,
  StoryInput,
} from "@vv/shared/stories";
import type { Selectable } from "kysely";
import type { DB } from "../../db/database";
import type { SuccessStoriesTable, UserRow } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { indiaDay } from "../../platform/india-time";
import { notify } from "../notifications/notify";
import { managesProfile, type Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import { photoUrls } from "../profiles/mapping";
import type { ProfileRow } from "../profiles/repo";
import type { RejectionReasonsService } from "../rejection-reasons/service";
import { committeeDecision } from "./decision";
import { storiesRepo } from "./repo";

type StoryRow = Selectable<SuccessStoriesTable>;

export interface StoryPhotos {
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  deletePhoto(photoId: string): Promise<unknown>;
}

const familyOf = (viewer: Viewer, row: ProfileRow) =>
  row.owner_user_id === viewer.id || row.associate_user_id === viewer.id;
const live = (row: ProfileRow | undefined): row is ProfileRow =>
  row !== undefined && !row.erased_at && row.row_status !== ROW_STATUS.deleted;

export function storiesService(
  db: DB,
  photos: StoryPhotos,
  reasons: Pick<RejectionReasonsService, "texts" | "find">,
) {
  const repo = storiesRepo(db);
  const now = () => new Date().toISOString();

  async function namesOf(rows: readonly StoryRow[]) {
    const ids = rows.flatMap((r) => [r.profile_id, r.partner_profile_id]);
    return new Map((await repo.profiles(ids)).map((p) => [p.id, p]));
  }

  function card(row: StoryRow, profiles: Map<number, ProfileRow>): StoryCard {
    return {
      id: row.id,
      firstNames: [
        profiles.get(row.profile_id)?.first_name ?? "",
        profiles.get(row.partner_profile_id)?.first_name ?? "",
      ],
      month: row.month,
      text: row.text,
      language: row.language,
      photo: photoUrls(row.photo_id),
    };
  }

  const discardPhoto = async (photoId: string | null) => {
    if (photoId) await photos.deletePhoto(photoId);
  };

  /** A profile the viewer manages (the committee reads; `act`: the family alone may). */
  async function managed(viewer: Viewer, profileId: number, act: boolean) {
    const row = await repo.profile(profileId);
    if (!live(row) || !managesProfile(viewer, row)) throw notFound("profile:errors.notFound");
    if (act && !familyOf(viewer, row)) throw new AppError(403, "forbidden", "listing:errors.familyOnly");
    return row;
  }

  async function familyView(viewer: Viewer, profile: ProfileRow, lang: Language): Promise<FamilyStory> {
    const family = familyOf(viewer, profile);
    const [story, unlisted] = await Promise.all([repo.ofProfile(profile.id), repo.unlisted(profile.id)]);
    const partnerId =
      story !== undefined
        ? story.profile_id === profile.id
          ? story.partner_profile_id
          : story.profile_id
        : isClosing(unlisted?.reason)
          ? unlisted?.partner_profile_id
          : null;
    const partner = partnerId ? await repo.profile(partnerId) : undefined;
    if (!story)
      return {
        story: null,
        partnerFirstName: live(partner) ? partner.first_name : null,
        actions: { write: family && live(partner), consent: false, withdraw: false },
      };
    const role = story.profile_id === profile.id ? "author" : "partner";
    return {
      story: {
        ...card(story, await namesOf([story])),
        status: story.status,
        role,
        // The committee's reason in this family's language, then its note.
        rejectedRemark: rejectionText(
          story.rejected_reason_id === null
            ? undefined
            : (await reasons.texts([story.rejected_reason_id])).get(story.rejected_reason_id),
          story.rejected_remark,
          lang,
        ),
        createdAt: story.created_at,
      },
      partnerFirstName: live(partner) ? partner.first_name : null,
      actions: {
        write: false,
        consent: family && role === "partner" && story.status === "awaitingPartner",
        withdraw: family,
      },
    };
  }

  /** The story and a profile of it the viewer's family manages (the author's or the partner's). */
  async function storyOfFamily(viewer: Viewer, storyId: number) {
    const story = await repo.find(storyId);
    if (!story) throw notFound("stories:errors.notFound");
    const [author, partner] = await Promise.all([
      repo.profile(story.profile_id),
      repo.profile(story.partner_profile_id),
    ]);
    const mine = [author, partner].find((p) => live(p) && familyOf(viewer, p));
    if (!mine) throw notFound("stories:errors.notFound");
    return { story, author, partner, mine };
  }

  return {
    async forProfile(viewer: Viewer, profileId: number, lang: Language): Promise<FamilyStory> {
      return familyView(viewer, await managed(viewer, profileId, false), lang);
    },

    /** Written by the family of a profile closed naming the other; the other family is asked. */
    async write(viewer: Viewer, profileId: number, input: StoryInput, lang: Language) {
      const profile = await managed(viewer, profileId, true);
      const unlisted = await repo.unlisted(profile.id);
      if (!isClosing(unlisted?.reason) || !unlisted?.partner_profile_id)
        throw conflict("stories:errors.notClosed");
      const partner = await repo.profile(unlisted.partner_profile_id);
      if (!live(partner)) throw conflict("stories:errors.notClosed");
      if (input.month > indiaDay(new Date()).slice(0, 7))
        throw badRequest("errors.validation", { month: "stories:validation.month" });
      if (
        input.photoId &&
        (!(await photos.isUploadedBy(input.photoId, viewer.id)) || (await repo.photoInUse(input.photoId)))
      )
        throw badRequest("errors.validation", { photoId: "stories:validation.photo" });
      await db.transaction().execute(async (trx) => {
        const r = storiesRepo(trx);
        // One story per couple, whichever family writes first.
        if ((await r.ofProfile(profile.id)) || (await r.ofProfile(partner.id)))
          throw conflict("stories:errors.exists");
        await r.insert({
          profile_id: profile.id,
          partner_profile_id: partner.id,
          author_user_id: viewer.id,
          month: input.month,
          text: input.text,
          language: input.language,
          photo_id: input.photoId,
          status: "awaitingPartner",
        });
        await notify(trx, {
          userId: partner.owner_user_id,
          type: "story_request",
          params: { profileName: fullName(partner), otherName: profile.first_name },
          link: "/user/my-profile",
          subjectProfileId: partner.id,
        });
      });
      return {
        message: translate(lang, "stories:messages.sent", { name: partner.first_name }),
        story: await familyView(viewer, profile, lang),
      };
    },

    /** The other family's answer: agreed, it goes to the committee; declined, it is deleted. */
    async consent(viewer: Viewer, storyId: number, input: StoryConsent, lang: Language) {
      const { story, author, partner, mine } = await storyOfFamily(viewer, storyId);
      if (mine.id !== story.partner_profile_id)
        throw new AppError(403, "forbidden", "stories:errors.notAsked");
      if (story.status !== "awaitingPartner") throw conflict("stories:errors.answered");
      await db.transaction().execute(async (trx) => {
        const r = storiesRepo(trx);
        const moved =
          input.decision === "approve"
            ? await r.advance(story.id, "awaitingPartner", {
                status: "awaitingCommittee",
                partner_agreed_at: now(),
                partner_user_id: viewer.id,
              })
            : await r.delete(story.id);
        if (!moved) throw conflict("stories:errors.answered");
        if (live(author))
          await notify(trx, {
            userId: author.owner_user_id,
            type: input.decision === "approve" ? "story_agreed" : "story_declined",
            params: { profileName: fullName(author), otherName: partner?.first_name ?? "" },
            link: "/user/my-profile",
            subjectProfileId: author.id,
          });
      });
      if (input.decision === "decline") await discardPhoto(story.photo_id);
      return {
        message: translate(lang, `stories:messages.${input.decision === "approve" ? "agreed" : "declined"}`),
        story: await familyView(viewer, mine, lang),
      };
    },

    /** Either family, at any time: gone from every page at once, the photo's files deleted. */
    async withdraw(viewer: Viewer, storyId: number, lang: Language) {
      const { story, mine } = await storyOfFamily(viewer, storyId);
      if (!(await repo.delete(story.id))) throw notFound("stories:errors.notFound");
      await discardPhoto(story.photo_id);
      return {
        message: translate(lang, "stories:messages.withdrawn"),
        story: await familyView(viewer, mine, lang),
      };
    },

    async published(page: number, limit: number): Promise<StoriesResponse> {
      const { rows, total } = await repo.published(limit, (page - 1) * limit);
      const names = await namesOf(rows);
      return { items: rows.map((r) => card(r, names)), total, page, pageSize: limit };
    },

    /** The committee's queue: only stories both families agreed to. */
    async queue(): Promise<{ items: AdminStory[] }> {
      const rows = await repo.awaitingCommittee();
      const names = await namesOf(rows);
      return {
        items: rows.map((r) => ({
          ...card(r, names),
          status: r.status,
          createdAt: r.created_at,
          profiles: [r.profile_id, r.partner_profile_id].flatMap((id) => {
            const p = names.get(id);
            return p
              ? [
                  {
                    fullName: fullName(p),
                    slug: profileSlug(p.registration_number ?? p.id, p.first_name, p.last_name),
                  },
                ]
              : [];
          }),
        })),
      };
    },
    countWaiting: () => repo.countAwaitingCommittee(),

    decide: committeeDecision(db, reasons),

    /** Media hook: a published story's photo is public; before that, both families and the committee. */
    async mayReadPhoto(viewer: UserRow | null, photoId: string): Promise<boolean> {
      const story = await repo.byPhoto(photoId);
      if (!story) return false;
      if (story.status === "published") {
        const names = await namesOf([story]);
        return [story.profile_id, story.partner_profile_id].every((id) => live(names.get(id)));
      }
      if (!viewer) return false;
      if (isAdmin(viewer)) return true;
      const rows = await repo.profiles([story.profile_id, story.partner_profile_id]);
      return rows.some(
        (p) => live(p) && (p.owner_user_id === viewer.id || p.associate_user_id === viewer.id),
      );
    },
  };
}
export type StoriesService = ReturnType<typeof storiesService>;
