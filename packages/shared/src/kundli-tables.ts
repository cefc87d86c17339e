/**
 * The classical tables of Ashtakoota (eight-koota) guna milan, written once for server and web.
 *
 * Source: the tables as given in B. V. Raman, "Muhurtha (Electional Astrology)", chapter on
 * marriage (koota agreement), and in the Muhurta Chintamani's vivaha prakarana, in the form most
 * Marathi panchangs (Date, Kalnirnay) print them. Where traditions differ we keep one reading and
 * say so beside the table:
 * - Varna, Vashya and the lords for Graha Maitri belong to the Moon sign (rashi); gana, yoni, nadi
 *   and tara to the nakshatra.
 * - Vashya: one group per sign. Sagittarius and Capricorn are split by halves in some texts
 *   (Manava | Chatushpada, Chatushpada | Jalachara); we use the group of the first half.
 * - No dosha cancellations (parihara) are applied: the score is the plain table score.
 */

export type Planet = "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn" | "rahu" | "ketu";
export type Gana = "deva" | "manushya" | "rakshasa";
export type Nadi = "adi" | "madhya" | "antya";
export type Varna = "brahmin" | "kshatriya" | "vaishya" | "shudra";
export type Vashya = "chatushpada" | "manava" | "jalachara" | "vanachara" | "keeta";
export type YoniAnimal =
  | "horse"
  | "elephant"
  | "sheep"
  | "serpent"
  | "dog"
  | "cat"
  | "rat"
  | "cow"
  | "buffalo"
  | "tiger"
  | "deer"
  | "monkey"
  | "mongoose"
  | "lion";

export interface Nakshatra {
  /** 1 Ashwini … 27 Revati. */
  id: number;
  en: string;
  mr: string;
  /** Vimshottari lord. */
  lord: Planet;
  gana: Gana;
  yoni: YoniAnimal;
  yoniSex: "m" | "f";
  nadi: Nadi;
}

const n = (
  id: number,
  en: string,
  mr: string,
  lord: Planet,
  gana: Gana,
  yoni: YoniAnimal,
  yoniSex: "m" | "f",
  nadi: Nadi,
): Nakshatra => ({ id, en, mr, lord, gana, yoni, yoniSex, nadi });

export const NAKSHATRAS: readonly Nakshatra[] = [
  n(1, "Ashwini", "अश्विनी", "ketu", "deva", "horse", "m", "adi"),
  n(2, "Bharani", "भरणी", "venus", "manushya", "elephant", "m", "madhya"),
  n(3, "Krittika", "कृत्तिका", "sun", "rakshasa", "sheep", "f", "antya"),
  n(4, "Rohini", "रोहिणी", "moon", "manushya", "serpent", "m", "antya"),
  n(5, "Mrigashira", "मृग", "mars", "deva", "serpent", "f", "madhya"),
  n(6, "Ardra", "आर्द्रा", "rahu", "manushya", "dog", "f", "adi"),
  n(7, "Punarvasu", "पुनर्वसू", "jupiter", "deva", "cat", "f", "adi"),
  n(8, "Pushya", "पुष्य", "saturn", "deva", "sheep", "m", "madhya"),
  n(9, "Ashlesha", "आश्लेषा", "mercury", "rakshasa", "cat", "m", "antya"),
  n(10, "Magha", "मघा", "ketu", "rakshasa", "rat", "m", "antya"),
  n(11, "Purva Phalguni", "पूर्वा फाल्गुनी", "venus", "manushya", "rat", "f", "madhya"),
  n(12, "Uttara Phalguni", "उत्तरा फाल्गुनी", "sun", "manushya", "cow", "m", "adi"),
  n(13, "Hasta", "हस्त", "moon", "deva", "buffalo", "f", "adi"),
  n(14, "Chitra", "चित्रा", "mars", "rakshasa", "tiger", "f", "madhya"),
  n(15, "Swati", "स्वाती", "rahu", "deva", "buffalo", "m", "antya"),
  n(16, "Vishakha", "विशाखा", "jupiter", "rakshasa", "tiger", "m", "antya"),
  n(17, "Anuradha", "अनुराधा", "saturn", "deva", "deer", "f", "madhya"),
  n(18, "Jyeshtha", "ज्येष्ठा", "mercury", "rakshasa", "deer", "m", "adi"),
  n(19, "Mula", "मूळ", "ketu", "rakshasa", "dog", "m", "adi"),
  n(20, "Purva Ashadha", "पूर्वाषाढा", "venus", "manushya", "monkey", "m", "madhya"),
  n(21, "Uttara Ashadha", "उत्तराषाढा", "sun", "manushya", "mongoose", "m", "antya"),
  n(22, "Shravana", "श्रवण", "moon", "deva", "monkey", "f", "antya"),
  n(23, "Dhanishta", "धनिष्ठा", "mars", "rakshasa", "lion", "f", "madhya"),
  n(24, "Shatabhisha", "शततारका", "rahu", "rakshasa", "horse", "f", "adi"),
  n(25, "Purva Bhadrapada", "पूर्वा भाद्रपदा", "jupiter", "manushya", "lion", "m", "adi"),
  n(26, "Uttara Bhadrapada", "उत्तरा भाद्रपदा", "saturn", "manushya", "cow", "f", "madhya"),
  n(27, "Revati", "रेवती", "mercury", "deva", "elephant", "f", "antya"),
];

export interface Rashi {
  /** 1 Mesha (Aries) … 12 Meena (Pisces): the same ids as the profile form's zodiac list. */
  id: number;
  lord: Planet;
  varna: Varna;
  vashya: Vashya;
}

export const RASHIS: readonly Rashi[] = [
  { id: 1, lord: "mars", varna: "kshatriya", vashya: "chatushpada" },
  { id: 2, lord: "venus", varna: "vaishya", vashya: "chatushpada" },
  { id: 3, lord: "mercury", varna: "shudra", vashya: "manava" },
  { id: 4, lord: "moon", varna: "brahmin", vashya: "jalachara" },
  { id: 5, lord: "sun", varna: "kshatriya", vashya: "vanachara" },
  { id: 6, lord: "mercury", varna: "vaishya", vashya: "manava" },
  { id: 7, lord: "venus", varna: "shudra", vashya: "manava" },
  { id: 8, lord: "mars", varna: "brahmin", vashya: "keeta" },
  { id: 9, lord: "jupiter", varna: "kshatriya", vashya: "manava" },
  { id: 10, lord: "saturn", varna: "vaishya", vashya: "chatushpada" },
  { id: 11, lord: "saturn", varna: "shudra", vashya: "manava" },
  { id: 12, lord: "jupiter", varna: "brahmin", vashya: "jalachara" },
];

/** Higher is the higher varna; the groom's should be at least the bride's. */
export const VARNA_RANK: Record<Varna, number> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 };

/** Vashya points, a symmetric table (rows and columns in the order of VASHYA_ORDER). */
export const VASHYA_ORDER: readonly Vashya[] = ["chatushpada", "manava", "jalachara", "vanachara", "keeta"];
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Yoni points, symmetric; 0 for the seven sworn enemies (horse-buffalo, elephant-lion, …). */
export const YONI_ORDER: readonly YoniAnimal[] = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
];
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/**
 * Gana points by [groom's gana][bride's gana] (order deva, manushya, rakshasa): a Deva groom with a
 * Manushya bride is good (6), the reverse slightly less (5); a Rakshasa bride with a Deva or
 * Manushya groom gives 0. Not symmetric, as in the texts.
 */
export const GANA_ORDER: readonly Gana[] = ["deva", "manushya", "rakshasa"];
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

/** Natural friendships of the seven planets (Brihat Parashara Hora Shastra, ch. 3). */
export type Relation = "friend" | "neutral" | "enemy";
export const PLANET_FRIENDSHIP: Record<Exclude<Planet, "rahu" | "ketu">, Record<string, Relation>> = {
  sun: {
    moon: "friend",
    mars: "friend",
    jupiter: "friend",
    mercury: "neutral",
    venus: "enemy",
    saturn: "enemy",
  },
  moon: {
    sun: "friend",
    mercury: "friend",
    mars: "neutral",
    jupiter: "neutral",
    venus: "neutral",
    saturn: "neutral",
  },
  mars: {
    sun: "friend",
    moon: "friend",
    jupiter: "friend",
    venus: "neutral",
    saturn: "neutral",
    mercury: "enemy",
  },
  mercury: {
    sun: "friend",
    venus: "friend",
    mars: "neutral",
    jupiter: "neutral",
    saturn: "neutral",
    moon: "enemy",
  },
  jupiter: {
    sun: "friend",
    moon: "friend",
    mars: "friend",
    saturn: "neutral",
    mercury: "enemy",
    venus: "enemy",
  },
  venus: {
    mercury: "friend",
    saturn: "friend",
    mars: "neutral",
    jupiter: "neutral",
    sun: "enemy",
    moon: "enemy",
  },
  saturn: {
    mercury: "friend",
    venus: "friend",
    jupiter: "neutral",
    sun: "enemy",
    moon: "enemy",
    mars: "enemy",
  },
};

/** Graha Maitri points from the two lords' views of each other (same lord counts as friends). */
export function maitriPoints(a: Relation, b: Relation): number {
  const key = [a, b].sort().join("+");
  const table: Record<string, number> = {
    "friend+friend": 5,
    "friend+neutral": 4,
    "neutral+neutral": 3,
    "enemy+friend": 1,
    "enemy+neutral": 0.5,
    "enemy+enemy": 0,
  };
  return table[key] ?? 0;
}

/** Tara: counting from one nakshatra to the other, remainders 3, 5 and 7 (of 9) are inauspicious. */
export const INAUSPICIOUS_TARA = [3, 5, 7] as const;

/** Bhakoot: these sign distances (counted both ways, inclusive) give 0 points and Bhakoot dosha. */
export const BHAKOOT_DOSHA_DISTANCES = [
  [2, 12],
  [5, 9],
  [6, 8],
] as const;

/** Rashi of a nakshatra pada: 108 padas, 9 to a sign. */
export function rashiOfPada(nakshatra: number, pada: number): number {
  return Math.floor(((nakshatra - 1) * 4 + (pada - 1)) / 9) + 1;
}
