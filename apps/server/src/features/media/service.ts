import { createHash, randomBytes } from "node:crypto";
import {
  BLURRED_VARIANTS,
  type BlurredVariant,
  isBlurredVariant,
  PHOTO_FORMATS,
  PHOTO_ID_PATTERN,
  PHOTO_VARIANT_NAMES,
  type PhotoFormat,
  type PhotoVariant,
} from "@vv/shared/media";
import type { BlobStorage } from "../../platform/storage";
import type { MediaAccessHooks } from "./access";
import { blurPhoto } from "./blur";
import {
  CONTENT_TYPES,
  DEFAULT_PHOTO_LIMITS,
  deriveVariant,
  hashStoredPhoto,
  type PhotoLimits,
  processPhoto,
} from "./process";
import { recentVariants } from "./recent";
import type { MediaRepo, PhotoRecord } from "./repo";

export interface MediaServiceDeps {
  storage: BlobStorage;
  repo: MediaRepo;
  /** Upload and read rules; see access.ts for what to plug in. */
  access: MediaAccessHooks;
  limits?: PhotoLimits;
}

export interface StoredPhoto {
  photoId: string;
  /** Size of the full variant. */
  width: number;
  height: number;
}

export interface OpenedVariant {
  body: Buffer;
  contentType: string;
  size: number;
  /** Strong validator for conditional requests (quoted, as sent in the ETag header). */
  etag: string;
}

const keyOf = (photoId: string, variant: PhotoVariant | BlurredVariant, format: PhotoFormat) =>
  `photos/${photoId}/${variant}.${format}`;
const allKeys = (photoId: string) =>
  [...PHOTO_VARIANT_NAMES, ...(Object.keys(BLURRED_VARIANTS) as BlurredVariant[])].flatMap((variant) =>
    PHOTO_FORMATS.map((format) => keyOf(photoId, variant, format)),
  );
/**
 * Variants added after photos were already stored, and the stored variant each is made from on the
 * first request for it (then kept beside the others).
 */
const DERIVED_FROM: Partial<Record<PhotoVariant, PhotoVariant>> = { card: "full" };

/** Memory for the variants read lately (recent.ts). */
const RECENT_BYTES = 16 * 1024 * 1024;

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export const isPhotoId = (value: string) => PHOTO_ID_PATTERN.test(value);
export const isPhotoVariant = (value: string): value is PhotoVariant =>
  (PHOTO_VARIANT_NAMES as string[]).includes(value);
export const isPhotoFormat = (value: string): value is PhotoFormat =>
  (PHOTO_FORMATS as readonly string[]).includes(value);

/** A fresh photo id: 16 random bytes as base64url, so ids cannot be guessed or enumerated. */
export function newPhotoId(): string {
  return randomBytes(16).toString("base64url");
}

export function mediaService(deps: MediaServiceDeps) {
  const { storage, repo } = deps;
  const limits = deps.limits ?? DEFAULT_PHOTO_LIMITS;
  /** Work under way per stored key, so ten cards asking at once make a missing variant once. */
  const making = new Map<string, Promise<unknown>>();
  function once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let pending = making.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = make().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  /** Both formats of a later-added variant from the stored larger one; null when there is none. */
  async function derive(photoId: string, variant: PhotoVariant, format: PhotoFormat): Promise<Buffer | null> {
    const source = DERIVED_FROM[variant];
    if (!source) return null;
    const outputs = await once(keyOf(photoId, variant, "jpg"), async () => {
      const stored = await storage.get(keyOf(photoId, source, "jpg"));
      if (!stored) return [];
      const made = await deriveVariant(stored.body, variant);
      await Promise.all(
        made.map((o) => storage.put(keyOf(photoId, variant, o.format), o.bytes, o.contentType)),
      );
      return made;
    });
    return outputs.find((o) => o.format === format)?.bytes ?? null;
  }
  /** Variants read lately (recent.ts): photos of list pages and PDFs are asked for again and again. */
  const recent = recentVariants(RECENT_BYTES);
  /** A stored variant's bytes and tag, from memory when read lately; null when not stored. */
  async function read(key: string, make?: () => Promise<Buffer | null>) {
    const kept = recent.get(key);
    if (kept) return kept;
    const body = (await storage.get(key))?.body ?? (make ? await make() : null);
    if (!body) return null;
    const fresh = { body, etag: etagOf(body) };
    recent.set(key, fresh);
    return fresh;
  }
  const opened = (found: { body: Buffer; etag: string } | null, format: PhotoFormat): OpenedVariant | null =>
    found && {
      body: found.body,
      contentType: CONTENT_TYPES[format],
      size: found.body.length,
      etag: found.etag,
    };

  async function removeBlobs(photoId: string) {
    for (const key of allKeys(photoId)) recent.forget(key);
    // Every variant, even if one removal fails, so as little as possible of a photo stays behind.
    const results = await Promise.allSettled(allKeys(photoId).map((key) => storage.delete(key)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  return {
    access: deps.access,

    /**
     * Validates, cleans and stores an uploaded photo (all variants, then the row). Throws AppError
     * (415 not an image, 413 too large, 400 damaged) before anything is stored; if storing fails
     * half-way, what was written is removed again.
     */
    async storePhoto(bytes: Buffer, options: { ownerUserId?: number | null } = {}): Promise<StoredPhoto> {
      const processed = await processPhoto(bytes, limits);
      const photoId = newPhotoId();
      try {
        await Promise.all(
          processed.outputs.map((o) =>
            storage.put(keyOf(photoId, o.variant, o.format), o.bytes, o.contentType),
          ),
        );
        await repo.insert(
          {
            photoId,
            ownerUserId: options.ownerUserId ?? null,
            width: processed.width,
            height: processed.height,
            bytes: processed.outputs.reduce((sum, o) => sum + o.bytes.length, 0),
          },
          processed.hashes,
        );
      } catch (error) {
        await removeBlobs(photoId).catch(() => undefined);
        throw error;
      }
      return { photoId, width: processed.width, height: processed.height };
    },

    /** Removes the variants, then the record. True when the photo existed. */
    async deletePhoto(photoId: string): Promise<boolean> {
      if (!isPhotoId(photoId)) return false;
      const existed = (await repo.find(photoId)) !== undefined;
      await removeBlobs(photoId);
      await repo.delete(photoId);
      return existed;
    },

    /**
     * Removes photos uploaded before `before` that nothing uses (a form left half-way, a photo
     * replaced): a family's photo must not outlive the profile it was meant for. A photo attached
     * while the sweep runs stays: its row is deleted only while still unused, and the bytes after.
     */
    async sweepUnused(before: Date, limit = 200): Promise<{ removed: number; failed: number }> {
      let removed = 0;
      let failed = 0;
      for (const photoId of await repo.unusedBefore(before.toISOString(), limit)) {
        if (!(await repo.deleteIfUnused(photoId))) continue;
        removed += 1;
        await removeBlobs(photoId).catch(() => {
          failed += 1;
        });
      }
      return { removed, failed };
    },

    /**
     * Hashes for photos stored before they were kept, made from each one's stored full variant (a
     * photo whose bytes are gone is passed over). Returns how many were hashed.
     */
    async backfillHashes(batch = 100): Promise<number> {
      let hashed = 0;
      let after = "";
      for (;;) {
        const ids = await repo.unhashed(after, batch);
        for (const photoId of ids) if (await this.hashStored(photoId)) hashed++;
        if (ids.length < batch) return hashed;
        after = ids.at(-1) as string;
      }
    },

    /** Hashes one stored photo from its full variant; false when its bytes are gone or unreadable. */
    async hashStored(photoId: string): Promise<boolean> {
      const stored = await storage.get(keyOf(photoId, "full", "jpg")).catch(() => null);
      if (!stored) return false;
      const hashes = await hashStoredPhoto(stored.body).catch(() => null);
      if (!hashes) return false;
      await repo.addHashes(photoId, hashes);
      return true;
    },

    /** The stored record, or undefined for an unknown or malformed id. */
    async findPhoto(photoId: string): Promise<PhotoRecord | undefined> {
      return isPhotoId(photoId) ? repo.find(photoId) : undefined;
    },

    /** For the profile form: the photo exists and this user uploaded it. */
    async isUploadedBy(photoId: string, userId: number): Promise<boolean> {
      const photo = await this.findPhoto(photoId);
      return photo !== undefined && photo.ownerUserId === userId;
    },

    /**
     * The bytes of one variant, or null when the id, variant or format is unknown. Does not check
     * access: routes ask `access.authorizePhotoRead` first. (The PDF takes `openVariant(id, "full", "jpg")`.)
     * A card variant missing for a photo stored before it existed is made now and kept.
     */
    async openVariant(photoId: string, variant: string, format: string): Promise<OpenedVariant | null> {
      if (!isPhotoId(photoId) || !isPhotoFormat(format)) return null;
      if (isBlurredVariant(variant)) return this.openBlurred(photoId, format, variant);
      if (!isPhotoVariant(variant)) return null;
      return opened(
        await read(keyOf(photoId, variant, format), () => derive(photoId, variant, format)),
        format,
      );
    },

    /** A blurred copy (blur.ts), made on first use from the thumbnail and stored beside it. */
    async openBlurred(
      photoId: string,
      format: PhotoFormat,
      variant: BlurredVariant = "blur",
    ): Promise<OpenedVariant | null> {
      const key = keyOf(photoId, variant, format);
      const made = () =>
        once(key, async () => {
          const thumb = await storage.get(keyOf(photoId, "thumb", "jpg"));
          if (!thumb) return null;
          const bytes = await blurPhoto(thumb.body, format, variant);
          await storage.put(key, bytes, CONTENT_TYPES[format]);
          return bytes;
        });
      return opened(await read(key, made), format);
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
