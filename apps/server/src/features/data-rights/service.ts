import type { Language } from "@vv/shared/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { UserRow } from "../../db/schema";
import { translate } from "../../platform/i18n";
import type { BlobStorage } from "../../platform/storage/types";
import type { SessionsService } from "../auth/sessions";
import type { LegalService } from "../legal/service";
import type { MediaService } from "../media/service";
import { purgeAfter, type RetentionService } from "../retention/service";
import { buildDocument, type ProfileVisit } from "./export/document";
import { summaryHtml } from "./export/summary-html";
import type { DataRightsRepo } from "./repo";
import { type ZipEntry, zip } from "./zip";

const DAY = 86_400_000;

interface Deps {
  repo: DataRightsRepo;
  media: MediaService;
  storage: BlobStorage;
  sessions: SessionsService;
  legal: LegalService;
  retention: Pick<RetentionService, "purge">;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  coolingDays: number;
  profileRetentionDays: number;
  /** "Who viewed our profile" exactly as that page shows it to the family. */
  whoViewed: (
    user: UserRow,
    profileId: number,
    lang: Language,
  ) => Promise<Omit<ProfileVisit, "ourProfile">[]>;
}

/**
 * The member's data rights (DPDP Act 2023): download everything, withdraw consent, delete the
 * account after a cooling-off period (signing in cancels it), and the erasure job that also purges
 * profiles an admin deleted once their retention period is over.
 */
export function dataRightsService({
  repo,
  media,
  storage,
  sessions,
  legal,
  retention,
  log,
  coolingDays,
  profileRetentionDays,
  whoViewed,
}: Deps) {
  async function eraseProfile(profileId: number) {
    const profile = await repo.profile(profileId);
    if (!profile || profile.erased_at) return;
    // Every one of its photos (up to PROFILE_PHOTOS_MAX), not only the one cards show.
    for (const photoId of await repo.profilePhotos(profile)) await media.deletePhoto(photoId);
    for (const { photo_id } of await repo.storyPhotos(profileId))
      if (photo_id) await media.deletePhoto(photo_id);
    for (const file of await repo.identityFiles(profileId))
      if (file.storage_key) await storage.delete(file.storage_key);
    await repo.eraseProfile(profileId, new Date().toISOString());
  }

  async function eraseAccount(userId: number) {
    const user = await repo.user(userId);
    if (!user || user.erased_at) return;
    for (const profile of await repo.profilesOf(userId)) await eraseProfile(profile.id);
    for (const { id } of await repo.photosOwnedBy(userId)) await media.deletePhoto(id);
    for (const resume of await repo.resumes(userId)) await storage.delete(resume.storage_key);
    for (const g of await repo.grievanceFiles(userId, user.mobile))
      if (g.attachment_key) await storage.delete(g.attachment_key);
    const now = new Date();
    await repo.eraseAccount(userId, user.mobile, now.toISOString(), purgeAfter(now));
  }

  return {
    eraseProfile,
    eraseAccount,

    async status(user: UserRow) {
      const profiles = await repo.profilesOf(user.id);
      return {
        deletionDueAt: user.deletion_due_at,
        coolingDays,
        profiles: profiles
          .filter((p) => !p.erased_at)
          .map((p) => ({
            id: p.id,
            name: `${p.first_name} ${p.last_name}`.trim(),
            registrationNumber: p.registration_number,
          })),
      };
    },

    /** "Delete my account" (and withdrawing consent, which closes it): signed out everywhere at once. */
    async requestDeletion(
      user: UserRow,
      context: { ip: string; userAgent: string; withdraw: boolean },
      lang: Language,
    ) {
      const now = Date.now();
      const due = new Date(now + coolingDays * DAY).toISOString();
      if (context.withdraw) await legal.recordWithdrawal(user, context.ip, context.userAgent);
      await repo.requestDeletion(user.id, new Date(now).toISOString(), due);
      await sessions.revokeAllForUser(user.id);
      log.info({ userId: user.id, due }, "account deletion requested");
      return {
        message: translate(lang, "compliance:rights.deletionRequested", { days: coolingDays }),
        deletionDueAt: due,
      };
    },

    /** Signing in during the cooling-off period cancels the deletion. True when one was cancelled. */
    async cancelOnSignIn(user: UserRow | null) {
      if (!user?.deletion_due_at) return false;
      await repo.cancelDeletion(user.id);
      return true;
    },

    /**
     * Everything about the account and the profiles it manages: data.json (stable English keys),
     * summary.html (the same in the member's language), photos and resume.
     */
    async export(user: UserRow, lang: Language): Promise<Buffer> {
      const profiles = (await repo.profilesOf(user.id)).filter((p) => !p.erased_at);
      const entries: ZipEntry[] = [];
      const photos = new Map<number, string[]>();
      const visits: ProfileVisit[] = [];
      for (const p of profiles) {
        const ourProfile = `${p.first_name} ${p.last_name}`.trim();
        for (const photoId of await repo.profilePhotos(p)) {
          const variant = await media.openVariant(photoId, "full", "jpg");
          if (!variant) continue;
          const name = `photos/profile-${p.id}-${photoId}.jpg`;
          entries.push({ name, data: variant.body });
          photos.set(p.id, [...(photos.get(p.id) ?? []), name]);
        }
        for (const visit of await whoViewed(user, p.id, lang)) visits.push({ ourProfile, ...visit });
      }
      for (const resume of await repo.resumes(user.id)) {
        const object = await storage.get(resume.storage_key);
        if (object)
          entries.push({ name: `resume.${resume.kind === "pdf" ? "pdf" : "jpg"}`, data: object.body });
      }
      const document = buildDocument({
        user,
        profiles,
        photos,
        rows: await repo.exportRows(user.id),
        relations: await repo.exportRelations(user.id),
        melava: await repo.exportMelava(user.id),
        visits,
        lang,
        now: new Date(),
      });
      entries.unshift(
        { name: "data.json", data: Buffer.from(JSON.stringify(document, null, 2), "utf8") },
        { name: "summary.html", data: Buffer.from(summaryHtml(document, lang), "utf8") },
      );
      return zip(entries);
    },

    /**
     * The background job: accounts past their cooling-off, admin-deleted profiles past retention,
     * and kept registrations past their 180 days.
     */
    async runDue(now = new Date()) {
      let accounts = 0;
      let profiles = 0;
      for (const { id } of await repo.dueAccounts(now.toISOString(), 50)) {
        await eraseAccount(id);
        accounts += 1;
      }
      const before = new Date(now.getTime() - profileRetentionDays * DAY).toISOString();
      for (const { id } of await repo.expiredProfiles(before, 50)) {
        await eraseProfile(id);
        profiles += 1;
      }
      const retained = await retention.purge(now);
      if (accounts || profiles || retained)
        log.info({ accounts, profiles, retained }, "personal data erased");
      return { accounts, profiles, retained };
    },
  };
}
export type DataRightsService = ReturnType<typeof dataRightsService>;
