import { z } from "zod";

/**
 * The birth chart (पत्रिका) as Marathi families read it: whole-sign houses counted from the lagna's
 * sign (the North Indian chart), the nine grahas, and Mangal dosha by one stated rule.
 */

export const GRAHAS = [
  "sun",
  "moon",
  "mars",
  "mercury",
  "jupiter",
  "venus",
  "saturn",
  "rahu",
  "ketu",
] as const;
export type Graha = (typeof GRAHAS)[number];

/** Names, and the short forms written inside the chart's houses. */
export const GRAHA_NAMES: Record<Graha, { en: string; mr: string; shortEn: string; shortMr: string }> = {
  sun: { en: "Sun", mr: "रवी", shortEn: "Su", shortMr: "र" },
  moon: { en: "Moon", mr: "चंद्र", shortEn: "Mo", shortMr: "चं" },
  mars: { en: "Mars", mr: "मंगळ", shortEn: "Ma", shortMr: "मं" },
  mercury: { en: "Mercury", mr: "बुध", shortEn: "Me", shortMr: "बु" },
  jupiter: { en: "Jupiter", mr: "गुरू", shortEn: "Ju", shortMr: "गु" },
  venus: { en: "Venus", mr: "शुक्र", shortEn: "Ve", shortMr: "शु" },
  saturn: { en: "Saturn", mr: "शनी", shortEn: "Sa", shortMr: "श" },
  rahu: { en: "Rahu", mr: "राहू", shortEn: "Ra", shortMr: "रा" },
  ketu: { en: "Ketu", mr: "केतू", shortEn: "Ke", shortMr: "के" },
};
export const LAGNA_SHORT = { en: "Asc", mr: "ल" } as const;

/** Sign 1 (Mesha) … 12 (Meena) of a sidereal longitude. */
export const signOf = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30) + 1;

/** House of a sign counted from another (whole signs): the same sign is the 1st, the next the 2nd. */
export const houseFrom = (fromSign: number, sign: number) => ((sign - fromSign + 12) % 12) + 1;

/** Houses from which Mars gives Mangal dosha (counted from the lagna, and separately from the Moon). */
export const MANGAL_HOUSES = [1, 2, 4, 7, 8, 12] as const;
/** Mars in its own signs (Mesha, Vrishchika) or exalted (Makara): the parihara we apply. */
export const MANGAL_CANCEL_SIGNS = [1, 8, 10] as const;

export interface MangalResult {
  /** Mars' house from the lagna; null without a lagna. */
  fromLagna: number | null;
  /** Mars' house from the Moon; null when the Moon's sign is not known. */
  fromMoon: number | null;
  /** Mars' sign cancels the dosha (own sign or exalted). */
  cancelled: boolean;
  /** Null when neither the lagna nor the Moon is known. */
  dosha: boolean | null;
}

const inMangalHouse = (house: number | null) =>
  house !== null && (MANGAL_HOUSES as readonly number[]).includes(house);

/**
 * Mangal dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the lagna OR from the Moon,
 * unless Mars is in Mesha, Vrishchika or Makara. Venus is not counted; no other parihara is applied.
 */
export function mangalDosha(signs: {
  lagna: number | null;
  moon: number | null;
  mars: number;
}): MangalResult {
  const fromLagna = signs.lagna === null ? null : houseFrom(signs.lagna, signs.mars);
  const fromMoon = signs.moon === null ? null : houseFrom(signs.moon, signs.mars);
  const cancelled = (MANGAL_CANCEL_SIGNS as readonly number[]).includes(signs.mars);
  const placed = inMangalHouse(fromLagna) || inMangalHouse(fromMoon);
  return {
    fromLagna,
    fromMoon,
    cancelled: placed && cancelled,
    dosha: fromLagna === null && fromMoon === null ? null : placed && !cancelled,
  };
}

/** What a family may declare on the form about Mangal dosha. */
export const MANGAL_DECLARATIONS = ["yes", "no"] as const;
export type MangalDeclaration = (typeof MANGAL_DECLARATIONS)[number];

/** The list and matches filter. */
export const MANGAL_FILTERS = ["any", "without", "with"] as const;
export type MangalFilter = (typeof MANGAL_FILTERS)[number];

// ---- API shapes ----

const signSchema = z.object({ id: z.number().int(), name: z.string() });

export const chartViewSchema = z.object({
  /** Null without a birth time ("noTime") or a birth place with coordinates ("noPlace"). */
  lagna: z.object({ longitude: z.number(), sign: signSchema }).nullable(),
  lagnaMissing: z.enum(["noTime", "noPlace"]).nullable(),
  /** Houses are counted from the lagna's sign; without a lagna from the Moon's (Chandra kundli). */
  basis: z.enum(["lagna", "moon"]),
  /** Sign (1-12) in the first house; the chart's other houses follow in order. */
  firstHouseSign: z.number().int(),
  grahas: z.array(
    z.object({
      graha: z.enum(GRAHAS),
      name: z.string(),
      short: z.string(),
      longitude: z.number(),
      sign: signSchema,
      house: z.number().int(),
    }),
  ),
  /** Without a birth time the day's Moon may change sign: its place is then only approximate. */
  approximate: z.boolean(),
});
export type ChartView = z.infer<typeof chartViewSchema>;

export const mangalViewSchema = z.object({
  /** Null when it cannot be computed (no lagna and no Moon sign). */
  computed: z.boolean().nullable(),
  fromLagna: z.number().int().nullable(),
  fromMoon: z.number().int().nullable(),
  cancelled: z.boolean(),
  /** The family's own declaration, when they made one. */
  declared: z.enum(MANGAL_DECLARATIONS).nullable(),
  /** What the portal goes by: the declaration when there is one, else the computed value. */
  effective: z.boolean().nullable(),
  /** The reason in the viewer's language, one sentence. */
  reason: z.string(),
});
export type MangalView = z.infer<typeof mangalViewSchema>;

// ---- Birth place ----

/** A gazetteer entry: "in:<id>" a place in India, "d:<districtId>" a district's headquarters, "ab:<id>" abroad. */
export const placeRefSchema = z.string().regex(/^(in|d|ab):-?\d{1,9}$/);

export const placesQuerySchema = z.object({
  /** A name to search; or `ref`, the one place the form already holds. */
  q: z.string().trim().min(2).max(60).optional(),
  ref: placeRefSchema.optional(),
  abroad: z
    .enum(["0", "1"])
    .optional()
    .transform((v) => v === "1"),
});

export const placeSchema = z.object({
  ref: placeRefSchema,
  name: z.string(),
  /** State, "district headquarters" or country, in the viewer's language. */
  detail: z.string(),
  abroad: z.boolean(),
});
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.object({ places: z.array(placeSchema) });
