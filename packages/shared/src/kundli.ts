import { z } from "zod";
import { rowId } from "./ids";
import {
  BHAKOOT_DOSHA_DISTANCES,
  GANA_ORDER,
  GANA_POINTS,
  INAUSPICIOUS_TARA,
  maitriPoints,
  NAKSHATRAS,
  PLANET_FRIENDSHIP,
  type Planet,
  RASHIS,
  type Relation,
  rashiOfPada,
  VARNA_RANK,
  VASHYA_ORDER,
  VASHYA_POINTS,
  YONI_ORDER,
  YONI_POINTS,
} from "./kundli-tables";
import { chartViewSchema, mangalViewSchema } from "./patrika";

export { NAKSHATRAS, RASHIS, rashiOfPada } from "./kundli-tables";

/** Time zones a birth time may be given in; India Standard Time unless the family chooses another. */
export const BIRTH_TIME_ZONE_DEFAULT = "Asia/Kolkata";
export const BIRTH_TIME_ZONES = [
  { id: "Asia/Kolkata", en: "India (IST)", mr: "भारत (IST)" },
  { id: "Asia/Kathmandu", en: "Nepal", mr: "नेपाळ" },
  { id: "Asia/Dubai", en: "UAE, Oman", mr: "यूएई, ओमान" },
  { id: "Asia/Riyadh", en: "Saudi Arabia, Kuwait, Qatar", mr: "सौदी अरेबिया, कुवेत, कतार" },
  { id: "Asia/Singapore", en: "Singapore, Malaysia", mr: "सिंगापूर, मलेशिया" },
  { id: "Europe/London", en: "United Kingdom", mr: "युनायटेड किंग्डम" },
  { id: "Europe/Berlin", en: "Germany, France, Netherlands", mr: "जर्मनी, फ्रान्स, नेदरलँड्स" },
  { id: "America/New_York", en: "USA East, Canada East", mr: "अमेरिका पूर्व, कॅनडा पूर्व" },
  { id: "America/Chicago", en: "USA Central", mr: "अमेरिका मध्य" },
  { id: "America/Los_Angeles", en: "USA West, Canada West", mr: "अमेरिका पश्चिम, कॅनडा पश्चिम" },
  { id: "Australia/Sydney", en: "Australia East", mr: "ऑस्ट्रेलिया पूर्व" },
  { id: "UTC", en: "UTC (GMT)", mr: "UTC (GMT)" },
] as const;
export type BirthTimeZone = (typeof BIRTH_TIME_ZONES)[number]["id"];

/** How sure the computed Moon is: exact with a birth time; approximate or unavailable without one. */
export const MOON_PRECISIONS = ["exact", "approximate", "unavailable"] as const;
export type MoonPrecision = (typeof MOON_PRECISIONS)[number];
export const MOON_EXACT: MoonPrecision = "exact";
export const MOON_APPROXIMATE: MoonPrecision = "approximate";
export const MOON_UNAVAILABLE: MoonPrecision = "unavailable";

/** The Moon at birth as the kootas need it. */
export interface MoonSign {
  nakshatra: number;
  pada: number;
  rashi: number;
}

/** Nakshatra (1..27), pada (1..4) and rashi (1..12) of a sidereal longitude in degrees. */
export function moonSignOf(siderealLongitude: number): MoonSign {
  const lon = ((siderealLongitude % 360) + 360) % 360;
  const span = 360 / 27;
  const nakshatra = Math.min(27, Math.floor(lon / span) + 1);
  const pada = Math.min(4, Math.floor((lon - (nakshatra - 1) * span) / (span / 4)) + 1);
  return { nakshatra, pada, rashi: rashiOfPada(nakshatra, pada) };
}

export const KOOTAS = ["varna", "vashya", "tara", "yoni", "maitri", "gana", "bhakoot", "nadi"] as const;
export type Koota = (typeof KOOTAS)[number];
export const KOOTA_MAX: Record<Koota, number> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};
export const GUNA_MAX = 36;

export interface GunaResult {
  kootas: { koota: Koota; points: number; max: number }[];
  total: number;
  nadiDosha: boolean;
  bhakootDosha: boolean;
}

const nak = (id: number) => {
  const found = NAKSHATRAS[id - 1];
  if (!found) throw new RangeError(`nakshatra ${id}`);
  return found;
};
const rashi = (id: number) => {
  const found = RASHIS[id - 1];
  if (!found) throw new RangeError(`rashi ${id}`);
  return found;
};

/** Count from one to the other, both inclusive: the next sign/nakshatra is 2, the same is 1. */
const countFrom = (from: number, to: number, size: number) => ((to - from + size) % size) + 1;

function taraPoints(groom: number, bride: number): number {
  const good = (from: number, to: number) =>
    !(INAUSPICIOUS_TARA as readonly number[]).includes(countFrom(from, to, 27) % 9);
  return (good(bride, groom) ? 1.5 : 0) + (good(groom, bride) ? 1.5 : 0);
}

function relation(of: Planet, towards: Planet): Relation {
  if (of === towards) return "friend";
  const table = PLANET_FRIENDSHIP[of as keyof typeof PLANET_FRIENDSHIP];
  return table?.[towards] ?? "neutral";
}

function bhakootDosha(groomRashi: number, brideRashi: number): boolean {
  const a = countFrom(brideRashi, groomRashi, 12);
  const b = countFrom(groomRashi, brideRashi, 12);
  return BHAKOOT_DOSHA_DISTANCES.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

/** Ashtakoota guna milan of a groom's and a bride's Moon (nakshatra and rashi). */
export function gunaMilan(
  groom: Pick<MoonSign, "nakshatra" | "rashi">,
  bride: Pick<MoonSign, "nakshatra" | "rashi">,
): GunaResult {
  const gN = nak(groom.nakshatra);
  const bN = nak(bride.nakshatra);
  const gR = rashi(groom.rashi);
  const bR = rashi(bride.rashi);
  const bhakootBad = bhakootDosha(groom.rashi, bride.rashi);
  const nadiBad = gN.nadi === bN.nadi;
  const points: Record<(typeof KOOTAS)[number], number> = {
    varna: VARNA_RANK[gR.varna] >= VARNA_RANK[bR.varna] ? 1 : 0,
    vashya: VASHYA_POINTS[VASHYA_ORDER.indexOf(gR.vashya)]?.[VASHYA_ORDER.indexOf(bR.vashya)] ?? 0,
    tara: taraPoints(groom.nakshatra, bride.nakshatra),
    yoni: YONI_POINTS[YONI_ORDER.indexOf(gN.yoni)]?.[YONI_ORDER.indexOf(bN.yoni)] ?? 0,
    maitri: maitriPoints(relation(gR.lord, bR.lord), relation(bR.lord, gR.lord)),
    gana: GANA_POINTS[GANA_ORDER.indexOf(gN.gana)]?.[GANA_ORDER.indexOf(bN.gana)] ?? 0,
    bhakoot: bhakootBad ? 0 : 7,
    nadi: nadiBad ? 0 : 8,
  };
  const kootas = KOOTAS.map((koota) => ({ koota, points: points[koota], max: KOOTA_MAX[koota] }));
  return {
    kootas,
    total: kootas.reduce((sum, k) => sum + k.points, 0),
    nadiDosha: nadiBad,
    bhakootDosha: bhakootBad,
  };
}

/** Every (nakshatra, rashi) a Moon can have: 27 nakshatras, 9 of them across two signs (36 in all). */
export function moonPlacements(): { nakshatra: number; rashi: number }[] {
  const out: { nakshatra: number; rashi: number }[] = [];
  for (let nakshatra = 1; nakshatra <= 27; nakshatra++) {
    const seen = new Set<number>();
    for (let pada = 1; pada <= 4; pada++) seen.add(rashiOfPada(nakshatra, pada));
    for (const r of seen) out.push({ nakshatra, rashi: r });
  }
  return out;
}

// ---- API shapes ----

const moonSchema = z.object({
  precision: z.enum(MOON_PRECISIONS),
  /** Null when unavailable. Pada is null when approximate (it may change during the day). */
  nakshatra: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  pada: z.number().int().nullable(),
  rashi: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The zodiac the family declared on the form, when it differs from the computed Moon sign. */
  declaredRashi: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MoonView = z.infer<typeof moonSchema>;

export const gunaViewSchema = z.object({
  /** The viewer's own profile the score was computed with. */
  withProfile: z.object({ id: z.number().int(), slug: z.string(), fullName: z.string() }),
  /** "exact", or "approximate" when either Moon is approximate. */
  precision: z.enum(["exact", "approximate"]),
  kootas: z.array(
    z.object({ koota: z.enum(KOOTAS), points: z.number(), max: z.number().int(), explanation: z.string() }),
  ),
  total: z.number(),
  max: z.literal(GUNA_MAX),
  nadiDosha: z.boolean(),
  bhakootDosha: z.boolean(),
  /** One of the two has Mangal dosha and the other not (each family's declaration counting first). */
  mangalMismatch: z.boolean(),
});
export type GunaView = z.infer<typeof gunaViewSchema>;

export const kundliResponseSchema = z.object({
  moon: moonSchema,
  /** The birth chart; null when, without a birth time, the Moon changes sign during the day. */
  chart: chartViewSchema.nullable(),
  mangal: mangalViewSchema,
  /** Profiles of the viewer a guna score can be computed with (other gender, not deleted). */
  ownProfiles: z.array(z.object({ id: z.number().int(), fullName: z.string(), hasMoon: z.boolean() })),
  /** Null when the viewer has no profile of the other gender or either Moon is unavailable. */
  guna: gunaViewSchema.nullable(),
  /** Why there is no guna score, a message key, when there is none. */
  gunaMissing: z.enum(["noOwnProfile", "ownUnavailable", "theirsUnavailable"]).nullable(),
});
export type KundliResponse = z.infer<typeof kundliResponseSchema>;

export const kundliQuerySchema = z.object({
  withProfile: rowId.optional().catch(undefined),
});
