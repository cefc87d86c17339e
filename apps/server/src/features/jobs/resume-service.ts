import type { Language } from "@vv/shared/i18n";
import type { ResumeInfo } from "@vv/shared/jobs";
import { isAdmin } from "@vv/shared/statuses";
import type { UserRow } from "../../db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { BlobStorage } from "../../platform/storage";
import { isActiveUser } from "../boards/place";
import { resumePath } from "./mapping";
import type { JobsRepo } from "./repo";
import { newResumeId, prepareResume, RESUME_ID_PATTERN } from "./resume-file";

const missing = () => notFound("jobs:errors.resumeNotFound");

/**
 * Members' resumes. A resume is read only by its owner, by the poster of
 * a job its owner applied to, and by admins; everyone else gets the same 404 as for no resume.
 */
export function resumeService(repo: JobsRepo, storage: BlobStorage) {
  return {
    async info(user: UserRow): Promise<ResumeInfo> {
      const row = await repo.findResumeByOwner(user.id);
      return {
        resume: row
          ? { url: resumePath(row.id), type: row.kind, bytes: row.bytes, uploadedAt: row.created_at }
          : null,
      };
    },

    async upload(user: UserRow, bytes: Buffer, lang: Language) {
      if (!isActiveUser(user)) throw forbidden();
      const file = await prepareResume(bytes);
      const id = newResumeId();
      const key = `resumes/${id}.${file.ext}`;
      await storage.put(key, file.body, file.contentType);
      let replaced: string | null;
      try {
        replaced = await repo.putResume({
          id,
          owner_user_id: user.id,
          kind: file.kind,
          storage_key: key,
          bytes: file.body.length,
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      // The old file goes once the new row is committed; a failed delete leaves an orphan, not a hole.
      if (replaced) await storage.delete(replaced).catch(() => undefined);
      return { ...(await this.info(user)), message: translate(lang, "jobs:messages.resumeSaved") };
    },

    async remove(user: UserRow, lang: Language) {
      const key = await repo.deleteResume(user.id);
      if (key) await storage.delete(key).catch(() => undefined);
      return { message: translate(lang, "jobs:messages.resumeRemoved") };
    },

    async open(viewer: UserRow, resumeId: string) {
      if (!RESUME_ID_PATTERN.test(resumeId)) throw missing();
      const row = await repo.findResume(resumeId);
      if (!row) throw missing();
      const allowed =
        row.owner_user_id === viewer.id ||
        isAdmin(viewer) ||
        (await repo.appliedToPosterOf(row.owner_user_id, viewer.id));
      if (!allowed) throw missing();
      const object = await storage.get(row.storage_key);
      if (!object) throw missing();
      return {
        body: object.body,
        contentType: row.kind === "pdf" ? "application/pdf" : "image/jpeg",
        filename: `resume-${row.owner_user_id}.${row.kind === "pdf" ? "pdf" : "jpg"}`,
      };
    },
  };
}
export type ResumeService = ReturnType<typeof resumeService>;
