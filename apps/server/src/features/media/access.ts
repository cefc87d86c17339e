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
