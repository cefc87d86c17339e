// The stories' two pages in one chunk: the public page and the committee's review.
export { AdminStoriesPage } from "./AdminStoriesPage";
export { StoriesPage } from "./StoriesPage";
