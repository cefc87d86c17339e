import type { AuditAction } from "@vv/shared/audit";
import type { Language } from "@vv/shared/i18n";
import { photoUrlsOf } from "@vv/shared/media";
import type { SiteConfig } from "@vv/shared/settings";
import {
  SITE_IMAGE_LIMITS,
  type SiteImage,
  type SiteImageCaptionInput,
  type SiteImageCreateInput,
  type SiteImageKind,
  type SiteImagesResponse,
} from "@vv/shared/site-content";
import type { Selectable } from "kysely";
import type { DB } from "../../db/database";
import type { SiteImagesTable, UserRow } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { refreshAllReportHolds } from "../reports/sql";
import type { SettingsService } from "../settings/service";
import { type SiteContentRepo, siteContentRepo } from "./repo";

export interface ContentPhotos {
  isUploadedBy(photoId: string, userId: number): Promise<boolean>;
  deletePhoto(photoId: string): Promise<unknown>;
}

/** Audit rows for settings carry this entity id (there is one settings document). */
const SETTINGS_ENTITY_ID = 1;

function view(row: Selectable<SiteImagesTable>): SiteImage {
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    captionEn: row.caption_en,
    captionMr: row.caption_mr,
    photo: photoUrlsOf(row.photo_id),
  };
}

/** Admin-managed site content: settings, carousel and gallery. Every change is audited. */
export function siteContentService(
  db: DB,
  repo: SiteContentRepo,
  settings: SettingsService,
  photos: ContentPhotos,
) {
  async function audit(
    actor: UserRow,
    id: number,
    action: AuditAction,
    before: unknown,
    after: unknown,
    trx: DB,
  ) {
    await auditRepo(trx).insert({
      actor_user_id: actor.id,
      entity_type: "content",
      entity_id: id,
      action,
      before_state: before === null ? null : JSON.stringify(before),
      after_state: after === null ? null : JSON.stringify(after),
      remark: null,
    });
  }

  /** Rewrites positions 1..n in the given order. */
  async function renumber(trx: DB, ids: number[]) {
    for (const [index, id] of ids.entries()) {
      await siteContentRepo(trx).update(id, { position: index + 1 });
    }
  }

  return {
    async images(): Promise<SiteImagesResponse> {
      const rows = (await repo.list()).map(view);
      return {
        carousel: rows.filter((r) => r.kind === "carousel"),
        gallery: rows.filter((r) => r.kind === "gallery"),
      };
    },

    async updateSettings(admin: UserRow, next: SiteConfig, lang: Language) {
      const before = await settings.get();
      const saved = await settings.update(next);
      const changed = Object.keys(saved).filter(
        (k) => JSON.stringify(before[k as keyof SiteConfig]) !== JSON.stringify(saved[k as keyof SiteConfig]),
      );
      await auditRepo(db).insert({
        actor_user_id: admin.id,
        entity_type: "settings",
        entity_id: SETTINGS_ENTITY_ID,
        action: "update",
        before_state: JSON.stringify(
          Object.fromEntries(changed.map((k) => [k, before[k as keyof SiteConfig]])),
        ),
        after_state: JSON.stringify(
          Object.fromEntries(changed.map((k) => [k, saved[k as keyof SiteConfig]])),
        ),
        remark: null,
      });
      // Profiles held out of lists by reports follow a changed threshold at once.
      if (before.reportHideThreshold !== saved.reportHideThreshold)
        await refreshAllReportHolds(db, saved.reportHideThreshold);
      return { settings: saved, message: translate(lang, "site-admin:settings.saved") };
    },

    async addImage(admin: UserRow, input: SiteImageCreateInput, lang: Language) {
      if (!(await photos.isUploadedBy(input.photoId, admin.id)))
        throw badRequest("errors.validation", { photoId: "site-admin:content.photoRequired" });
      await db.transaction().execute(async (trx) => {
        const existing = await siteContentRepo(trx).positions(input.kind);
        if (existing.length >= SITE_IMAGE_LIMITS[input.kind])
          throw new AppError(409, "conflict", "site-admin:content.full", {
            max: SITE_IMAGE_LIMITS[input.kind],
          });
        const row = {
          kind: input.kind,
          photo_id: input.photoId,
          caption_en: input.captionEn,
          caption_mr: input.captionMr,
          position: (existing[0]?.position ?? 0) + 1,
        };
        const id = await siteContentRepo(trx).insert(row);
        await audit(admin, id, "addImage", null, row, trx);
      });
      return { message: translate(lang, "site-admin:content.added") };
    },

    async updateCaption(admin: UserRow, id: number, input: SiteImageCaptionInput, lang: Language) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      await db.transaction().execute(async (trx) => {
        await siteContentRepo(trx).update(id, {
          caption_en: input.captionEn,
          caption_mr: input.captionMr,
          updated_at: new Date().toISOString(),
        });
        await audit(
          admin,
          id,
          "caption",
          { caption_en: row.caption_en, caption_mr: row.caption_mr },
          { caption_en: input.captionEn, caption_mr: input.captionMr },
          trx,
        );
      });
      return { message: translate(lang, "site-admin:content.saved") };
    },

    async move(admin: UserRow, id: number, direction: "up" | "down", lang: Language) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      await db.transaction().execute(async (trx) => {
        const ids = (await siteContentRepo(trx).list(row.kind as SiteImageKind)).map((r) => r.id);
        const from = ids.indexOf(id);
        const to = direction === "up" ? from - 1 : from + 1;
        if (to < 0 || to >= ids.length) return;
        [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
        await renumber(trx, ids);
        await audit(admin, id, "move", { position: from + 1 }, { position: to + 1 }, trx);
      });
      return { message: translate(lang, "site-admin:content.saved") };
    },

    async remove(admin: UserRow, id: number, lang: Language) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      await db.transaction().execute(async (trx) => {
        await siteContentRepo(trx).delete(id);
        const rest = await siteContentRepo(trx).list(row.kind as SiteImageKind);
        await renumber(
          trx,
          rest.map((r) => r.id),
        );
        await audit(admin, id, "removeImage", { kind: row.kind, photo_id: row.photo_id }, null, trx);
      });
      await photos.deletePhoto(row.photo_id).catch(() => undefined);
      return { message: translate(lang, "site-admin:content.removed") };
    },

    /** Photo read rule: carousel and gallery images are public. */
    isPublicPhoto: (photoId: string) => repo.isUsed(photoId),
  };
}
export type SiteContentService = ReturnType<typeof siteContentService>;
