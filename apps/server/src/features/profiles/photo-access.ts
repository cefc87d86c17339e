import type { PhotoReadRule } from "../media/access";
import type { ProfilesService } from "./service";
import { viewerOf } from "./viewer";

/** A profile's photo is seen by whoever may see it on the profile (profiles.mayReadPhoto). */
export function profilePhotoRule(profiles: () => ProfilesService): PhotoReadRule {
  return (user, photoId, variant) => profiles().mayReadPhoto(user ? viewerOf(user) : null, photoId, variant);
}
