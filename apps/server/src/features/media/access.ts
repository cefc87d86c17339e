import { ROW_STATUS } from "@vv/shared/statuses";
/**
 * Who may upload and who may see a photo: two hooks, decided outside the media feature.
 *
 * The media feature knows bytes, not people. Sign-in knows who is asking and profiles know who may
 * see whose photo, so both rules are plugged in when services are wired (platform/services.ts):
 *
 *   mediaService({ storage, repo, access: {
 *     authorizeUpload: async (request) => request.user?.id ?? null,          // signed in → may upload
 *     authorizePhotoRead: async (request, photoId, photo) => …,              // owner, admins, or a
 *   } })                                                                     // viewer of an approved profile
 *
 * A photo belongs to whatever uses it (a profile, a business listing, …): each such feature
 * contributes a PhotoReadRule, and photoAccessHooks(rules) combines them (platform/services.ts), so
 * a new owner of photos adds a rule instead of copying the pipeline.
 */
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema";
import type { PhotoRecord } from "./repo";

export interface MediaAccessHooks {
  /**
   * Called before an upload's body is read. Return the uploader's user id to accept the upload (it is
   * recorded as the photo's owner), or null to answer 401 "You are not authorized user.".
   */
  authorizeUpload(request: FastifyRequest): Promise<number | null>;
  /**
   * Called for every variant read of an existing photo (unknown ids answer 404 without calling it).
   * Return true to serve it; false answers 404 as well, so a stranger cannot tell a private photo
   * from a missing one. `photo` is the stored record (owner, size, upload time).
   */
  authorizePhotoRead(
    request: FastifyRequest,
    photoId: string,
    photo: PhotoRecord,
    variant: string,
  ): Promise<boolean>;
  /**
   * Whether a visitor who is not signed in may see the photo (committee cards, site images, shown
   * business listings). Only such photos are answered as `public`, so browsers, proxies and the
   * service worker never keep a copy of a member's photo for the next person using the device.
   */
  isPublicPhoto?(photoId: string): Promise<boolean>;
}

/**
 * One feature's answer to "may this viewer see this photo?": true when the photo belongs to
 * something of that feature the viewer may see; false when it does not (or is not theirs to judge).
 * `variant` is "card", "thumb", "full", "blur" or "blur-card": a profile's family may keep its real
 * photo for accepted interests, so a rule may allow the blurred copies alone.
 */
export type PhotoReadRule = (viewer: UserRow | null, photoId: string, variant: string) => Promise<boolean>;

/**
 * The portal's hooks: any active signed-in user may upload (the photo stays theirs until attached
 * to a profile or a listing); a photo is seen by its uploader, and by whoever one of the rules lets
 * see it. Everyone else gets the same 404 as for a missing photo.
 */
export function photoAccessHooks(rules: () => readonly PhotoReadRule[]): MediaAccessHooks {
  return {
    async authorizeUpload(request) {
      const user = request.session?.user;
      return user && user.row_status === ROW_STATUS.active ? user.id : null;
    },
    async authorizePhotoRead(request, photoId, photo, variant) {
      const user = request.session?.user ?? null;
      if (user && photo.ownerUserId === user.id) return true;
      for (const rule of rules()) if (await rule(user, photoId, variant)) return true;
      return false;
    },
    async isPublicPhoto(photoId) {
      for (const rule of rules()) if (await rule(null, photoId, "full")) return true;
      return false;
    },
  };
}
