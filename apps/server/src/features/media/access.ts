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
 * The portal wires them in features/profiles/photo-access.ts.
 */
import type { FastifyRequest } from "fastify";
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
  authorizePhotoRead(request: FastifyRequest, photoId: string, photo: PhotoRecord): Promise<boolean>;
}

/** A further reason to serve a photo, e.g. "it is on the public committee page". */
export type PhotoReadRule = (request: FastifyRequest, photoId: string) => Promise<boolean>;

/**
 * The base hooks, with more features allowed to make their photos visible: a photo is served when
 * the base rule or any extra rule says so. Uploads stay with the base rule.
 */
export function withReadRules(base: MediaAccessHooks, rules: readonly PhotoReadRule[]): MediaAccessHooks {
  return {
    authorizeUpload: (request) => base.authorizeUpload(request),
    async authorizePhotoRead(request, photoId, photo) {
      if (await base.authorizePhotoRead(request, photoId, photo)) return true;
      for (const rule of rules) if (await rule(request, photoId)) return true;
      return false;
    },
  };
}
