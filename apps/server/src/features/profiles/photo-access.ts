import type { MediaAccessHooks } from "../media/access";
import type { ProfilesService } from "./service";
import { viewerOf } from "./viewer";

/**
 * Who may upload and see photos: any active signed-in user may upload (the photo stays theirs
 * until attached to a profile); a photo is seen by its uploader and by whoever may see it on a
 * profile (profiles.mayReadPhoto). Everyone else gets the same 404 as for a missing photo.
 */
export function profileMediaAccess(profiles: () => ProfilesService): MediaAccessHooks {
  return {
    async authorizeUpload(request) {
      const user = request.session?.user;
      return user && user.row_status === 1 ? user.id : null;
    },
    async authorizePhotoRead(request, photoId, photo) {
      const user = request.session?.user;
      if (user && photo.ownerUserId === user.id) return true;
      return profiles().mayReadPhoto(user ? viewerOf(user) : null, photoId);
    },
  };
}
