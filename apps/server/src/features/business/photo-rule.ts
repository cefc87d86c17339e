import type { PhotoReadRule } from "../media/access";
import type { BusinessService } from "./service";

/** A listing's photo is seen wherever the listing is: by everyone once approved and shown. */
export function businessPhotoRule(business: () => BusinessService): PhotoReadRule {
  return (user, photoId) => business().mayReadPhoto(user, photoId);
}
