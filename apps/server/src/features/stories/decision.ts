import type { Language } from "@vv/shared/i18n";
import { rejectionText } from "@vv/shared/rejection-reasons";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { StoryDecision } from "@vv/shared/stories";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { notify } from "../notifications/notify";
import { fullName } from "../profiles/labels";
import type { ProfileRow } from "../profiles/repo";
import type { RejectionReasonsService } from "../rejection-reasons/service";
import { storiesRepo } from "./repo";

const live = (row: ProfileRow | undefined): row is ProfileRow =>
  row !== undefined && !row.erased_at && row.row_status !== ROW_STATUS.deleted;

/**
 * The committee's decision on a story both families agreed to: approved, it is public from now;
 * rejected, it names a reason from the committee's bilingual list (the same as a profile's) and/or a
 * note, which both families read in their own language, on My Profile and in the notice. Audited.
 */
export function committeeDecision(db: DB, reasons: Pick<RejectionReasonsService, "find">) {
  const repo = storiesRepo(db);
  const now = () => new Date().toISOString();
  return async function decide(admin: UserRow, storyId: number, input: StoryDecision, lang: Language) {
    const story = await repo.find(storyId);
    if (!story) throw notFound("stories:errors.notFound");
    if (story.status !== "awaitingCommittee") throw conflict("stories:errors.notWaiting");
    const status = input.decision === "approve" ? "published" : "rejected";
    const rejects = input.decision === "reject";
    const remark = rejects ? (input.remark ?? null) : null;
    const reason = rejects && input.reasonId ? await reasons.find(input.reasonId) : undefined;
    if (rejects && input.reasonId && !reason)
      throw badRequest("errors.validation", { reasonId: "site-admin:reasons.errors.notFound" });
    const reasonId = reason?.id ?? null;
    const profiles = await repo.profiles([story.profile_id, story.partner_profile_id]);
    await db.transaction().execute(async (trx) => {
      const moved = await storiesRepo(trx).advance(story.id, "awaitingCommittee", {
        status,
        decided_at: now(),
        decided_by: admin.id,
        rejected_reason_id: reasonId,
        rejected_remark: remark,
      });
      if (!moved) throw conflict("stories:errors.notWaiting");
      await auditRepo(trx).insert({
        actor_user_id: admin.id,
        entity_type: "story",
        entity_id: story.id,
        action: input.decision === "approve" ? "approveStory" : "rejectStory",
        before_state: JSON.stringify({ status: story.status }),
        after_state: JSON.stringify({
          status,
          ...(reasonId ? { rejected_reason_id: reasonId } : {}),
          ...(remark ? { rejected_remark: remark } : {}),
        }),
        remark: input.remark ?? null,
      });
      for (const p of profiles.filter(live))
        await notify(trx, {
          userId: p.owner_user_id,
          type: input.decision === "approve" ? "story_published" : "story_rejected",
          // Both languages kept with the notice: each family reads the reason in its own.
          params: {
            profileName: fullName(p),
            ...(rejects
              ? {
                  remark: rejectionText(reason, remark, "en") ?? "",
                  remarkMr: rejectionText(reason, remark, "mr") ?? "",
                }
              : {}),
          },
          link: input.decision === "approve" ? "/success-stories" : "/user/my-profile",
          subjectProfileId: p.id,
        });
    });
    return {
      message: translate(lang, `stories:messages.${input.decision === "approve" ? "published" : "rejected"}`),
    };
  };
}
