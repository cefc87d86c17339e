/** Review limits without zod, for pages that show reviews but not the form. */
export const REVIEW_LIMITS = { text: 1000, reply: 1000 } as const;
/** Stars: 0.5 to 5 in half steps (Mantine Rating, fractions 2). */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
