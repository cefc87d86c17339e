import type { PhotoUrls } from "@vv/shared/profile-views";
import { API_BASE } from "../lib/base-path";

// early-start.ts repeats these two (it imports nothing); its test keeps them equal.
/** How wide a card's photo shows: 104 px beside the facts on a phone, 320 px above them from sm. */
export const CARD_PHOTO_SIZES = "(min-width: 48em) 320px, 104px";
/** How many cards at the top of a list load their photo at once (the rest lazily). */
export const EAGER_CARDS = 2;

/** The card square (200 px) and thumbnail (320 px) as one srcset: WebP, or the JPEG fallbacks. */
export function cardSrcSet(photo: PhotoUrls, format: "webp" | "jpeg" = "webp") {
  const [card, thumb] = format === "webp" ? [photo.card, photo.thumb] : [photo.cardJpeg, photo.thumbJpeg];
  return `${API_BASE}${card} 200w, ${API_BASE}${thumb} 320w`;
}
