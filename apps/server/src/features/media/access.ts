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
 * Until then the defaults below apply: fail closed, with a test-only header so the media tests can act.
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

/** Header the default hooks read when NODE_ENV=test: the acting user's id. Ignored in any other mode. */
export const TEST_USER_HEADER = "x-test-user";

function testUserId(request: FastifyRequest): number | null {
  const raw = request.headers[TEST_USER_HEADER];
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Defaults until sign-in and profiles are wired: in tests, the `x-test-user` header names the user,
 * who may upload and may read their own photos; in development and production nobody may do either.
 */
export function defaultMediaAccess(nodeEnv: string): MediaAccessHooks {
  const isTest = nodeEnv === "test";
  return {
    async authorizeUpload(request) {
      return isTest ? testUserId(request) : null;
    },
    async authorizePhotoRead(request, _photoId, photo) {
      if (!isTest) return false;
      const user = testUserId(request);
      return user !== null && user === photo.ownerUserId;
    },
  };
}
