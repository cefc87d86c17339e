import type { PhotoReadRule } from "../media/access";
import type { StoriesService } from "./service";

/** A story's photo follows the story: public once published, before that its families and the committee. */
export function storyPhotoRule(stories: () => StoriesService): PhotoReadRule {
  return (user, photoId) => stories().mayReadPhoto(user, photoId);
}
