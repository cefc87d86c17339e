import { toMarathiDigits } from "./digits";

export { toMarathiDigits };

import type { RefItem } from "./types";

export const GENDERS = [
  { id: 1, en: "Groom (Male)", mr: "वर (मुलगा)" },
  { id: 2, en: "Bride (Female)", mr: "वधू (मुलगी)" },
] as const satisfies readonly RefItem[];

export const MALE_GENDER_ID = 1;
export const FEMALE_GENDER_ID = 2;

/** Blood groups keep the Latin symbols in Marathi as well (mr === en). */
export const BLOOD_GROUPS = [
  { id: 1, en: "A+", mr: "A+" },
  { id: 2, en: "A-", mr: "A-" },
  { id: 3, en: "AB+", mr: "AB+" },
  { id: 4, en: "AB-", mr: "AB-" },
  { id: 5, en: "B+", mr: "B+" },
  { id: 6, en: "B-", mr: "B-" },
  { id: 7, en: "O+", mr: "O+" },
  { id: 8, en: "O-", mr: "O-" },
] as const satisfies readonly RefItem[];

/** Id 2 is intentionally unused (kept compatible with the original site's numbering). */
export const MARITAL_STATUSES = [
  { id: 0, en: "Unmarried", mr: "अविवाहित" },
  { id: 1, en: "Married", mr: "विवाहित" },
  { id: 3, en: "Widow / Widower", mr: "विधवा / विधुर" },
  { id: 4, en: "Divorced", mr: "घटस्फोटित" },
  { id: 5, en: "Awaiting Divorce", mr: "घटस्फोट प्रक्रियेत" },
] as const satisfies readonly RefItem[];

/** "Profile created for". */
export const PROFILE_FOR = [
  { id: 1, en: "Self", mr: "स्वतः" },
  { id: 2, en: "Son", mr: "मुलगा" },
  { id: 3, en: "Daughter", mr: "मुलगी" },
  { id: 4, en: "Brother", mr: "भाऊ" },
  { id: 5, en: "Sister", mr: "बहीण" },
  { id: 6, en: "Friend", mr: "मित्र / मैत्रीण" },
  { id: 7, en: "Relative", mr: "नातेवाईक" },
] as const satisfies readonly RefItem[];

/** Ids 1–21 follow the original site's order; 22+ are additions. Sort by label in the UI if needed. */
export const EDUCATIONS = [
  { id: 1, en: "0-10", mr: "इयत्ता १० वी पर्यंत" },
  { id: 2, en: "Graduate (any other degree)", mr: "पदवीधर (इतर कोणतीही पदवी)" },
  { id: 3, en: "B.Ed", mr: "बी.एड." },
  { id: 4, en: "B.Sc", mr: "बी.एस्सी." },
  { id: 5, en: "BA", mr: "बी.ए." },
  { id: 6, en: "BE", mr: "बी.ई." },
  { id: 7, en: "BHMS", mr: "बी.एच.एम.एस." },
  { id: 8, en: "CA", mr: "सी.ए." },
  { id: 9, en: "D.Ed", mr: "डी.एड." },
  { id: 10, en: "Diploma", mr: "डिप्लोमा (पदविका)" },
  { id: 11, en: "HSC", mr: "एच.एस.सी. (१२ वी)" },
  { id: 12, en: "ITI", mr: "आय.टी.आय." },
  { id: 13, en: "LLB", mr: "एलएल.बी." },
  { id: 14, en: "M.Tech", mr: "एम.टेक." },
  { id: 15, en: "MBA", mr: "एम.बी.ए." },
  { id: 16, en: "MD", mr: "एम.डी." },
  { id: 17, en: "MS", mr: "एम.एस." },
  { id: 18, en: "MSC", mr: "एम.एस्सी." },
  { id: 19, en: "Other", mr: "इतर" },
  { id: 20, en: "PhD", mr: "पीएच.डी." },
  { id: 21, en: "SSC", mr: "एस.एस.सी. (१० वी)" },
  { id: 22, en: "B.Com", mr: "बी.कॉम." },
  { id: 23, en: "M.Com", mr: "एम.कॉम." },
  { id: 24, en: "MA", mr: "एम.ए." },
  { id: 25, en: "BCA", mr: "बी.सी.ए." },
  { id: 26, en: "MCA", mr: "एम.सी.ए." },
  { id: 27, en: "B.Pharm", mr: "बी.फार्म." },
  { id: 28, en: "M.Pharm", mr: "एम.फार्म." },
  { id: 29, en: "MBBS", mr: "एम.बी.बी.एस." },
  { id: 30, en: "BAMS", mr: "बी.ए.एम.एस." },
  { id: 31, en: "BDS", mr: "बी.डी.एस." },
  { id: 32, en: "B.Tech", mr: "बी.टेक." },
  { id: 33, en: "ME", mr: "एम.ई." },
  { id: 34, en: "B.Arch", mr: "बी.आर्क." },
  { id: 35, en: "Nursing", mr: "नर्सिंग (परिचारिका)" },
] as const satisfies readonly RefItem[];

export const REGIONS = [
  { id: 1, en: "Pune", mr: "पुणे" },
  { id: 2, en: "Mumbai", mr: "मुंबई" },
  { id: 3, en: "Shegaon", mr: "शेगाव" },
  { id: 4, en: "Sungaon", mr: "सुनगाव" },
  { id: 5, en: "Warvat", mr: "वरवट" },
  { id: 6, en: "Nagpur", mr: "नागपूर" },
  { id: 7, en: "Amravati", mr: "अमरावती" },
  { id: 8, en: "Other", mr: "इतर" },
] as const satisfies readonly RefItem[];

/** Name prefixes (Mr/Ms …). */
export const TITLES = [
  { id: 1, en: "Mr", mr: "श्री." },
  { id: 2, en: "Mrs", mr: "सौ." },
  { id: 3, en: "Ms/Miss", mr: "कु." },
  { id: 4, en: "Dr", mr: "डॉ." },
  { id: 5, en: "Smt", mr: "श्रीमती" },
] as const satisfies readonly RefItem[];

export const ORGANIZER_DESIGNATION_ID = 1;

export const COMMITTEE_DESIGNATIONS = [
  { id: 1, en: "Organizer", mr: "संयोजक" },
  { id: 2, en: "Co-organizer", mr: "सहसंयोजक" },
  { id: 3, en: "President", mr: "अध्यक्ष" },
  { id: 4, en: "Vice President", mr: "उपाध्यक्ष" },
  { id: 5, en: "Secretary", mr: "सचिव" },
  { id: 6, en: "Joint Secretary", mr: "सहसचिव" },
  { id: 7, en: "Treasurer", mr: "कोषाध्यक्ष" },
  { id: 8, en: "Coordinator", mr: "समन्वयक" },
  { id: 9, en: "Spokesperson", mr: "प्रवक्ता" },
  { id: 10, en: "Advisor", mr: "सल्लागार" },
  { id: 11, en: "Women's Representative", mr: "महिला प्रतिनिधी" },
  { id: 12, en: "Member", mr: "सदस्य" },
] as const satisfies readonly RefItem[];

// ---------------------------------------------------------------------------
// Heights: ids "below_4", "4_0" … "7_0" (feet_inches), "above_7".
// ---------------------------------------------------------------------------

export const HEIGHT_BELOW_4_ID = "below_4";
export const HEIGHT_ABOVE_7_ID = "above_7";

function buildHeights(): readonly RefItem<string>[] {
  const items: RefItem<string>[] = [{ id: HEIGHT_BELOW_4_ID, en: "Below 4 ft", mr: "४ फुटांपेक्षा कमी" }];
  for (let total = 48; total <= 84; total++) {
    const feet = Math.floor(total / 12);
    const inches = total % 12;
    items.push({
      id: `${feet}_${inches}`,
      en: inches === 0 ? `${feet} ft` : `${feet} ft ${inches} in`,
      mr: toMarathiDigits(inches === 0 ? `${feet} फूट` : `${feet} फूट ${inches} इंच`),
    });
  }
  items.push({ id: HEIGHT_ABOVE_7_ID, en: "Above 7 ft", mr: "७ फुटांपेक्षा जास्त" });
  return items;
}

export const HEIGHTS: readonly RefItem<string>[] = buildHeights();

/** Total inches for a height id; below_4 → 47, above_7 → 85, unknown → null. */
export function heightInInches(id: string): number | null {
  if (id === HEIGHT_BELOW_4_ID) return 47;
  if (id === HEIGHT_ABOVE_7_ID) return 85;
  const m = /^([4-7])_(\d{1,2})$/.exec(id);
  if (!m) return null;
  const feet = Number(m[1]);
  const inches = Number(m[2]);
  if (inches > 11) return null;
  const total = feet * 12 + inches;
  return total >= 48 && total <= 84 ? total : null;
}

export const ANNUAL_INCOMES = [
  { id: 1, en: "No income", mr: "उत्पन्न नाही" },
  { id: 2, en: "Below 1 Lakh", mr: "१ लाखापेक्षा कमी" },
  { id: 3, en: "1-5 Lakhs", mr: "१ ते ५ लाख" },
  { id: 4, en: "6-10 Lakhs", mr: "६ ते १० लाख" },
  { id: 5, en: "11-15 Lakhs", mr: "११ ते १५ लाख" },
  { id: 6, en: "16-20 Lakhs", mr: "१६ ते २० लाख" },
  { id: 7, en: "21-25 Lakhs", mr: "२१ ते २५ लाख" },
  { id: 8, en: "25-50 Lakhs", mr: "२५ ते ५० लाख" },
  { id: 9, en: "Above 50 Lakhs", mr: "५० लाखांपेक्षा जास्त" },
] as const satisfies readonly RefItem[];

/** Rashi (moon sign). */
export const ZODIAC_SIGNS = [
  { id: 1, en: "Aries (Mesh)", mr: "मेष" },
  { id: 2, en: "Taurus (Vrishabh)", mr: "वृषभ" },
  { id: 3, en: "Gemini (Mithun)", mr: "मिथुन" },
  { id: 4, en: "Cancer (Karka)", mr: "कर्क" },
  { id: 5, en: "Leo (Simha)", mr: "सिंह" },
  { id: 6, en: "Virgo (Kanya)", mr: "कन्या" },
  { id: 7, en: "Libra (Tula)", mr: "तूळ" },
  { id: 8, en: "Scorpio (Vrishchik)", mr: "वृश्चिक" },
  { id: 9, en: "Sagittarius (Dhanu)", mr: "धनु" },
  { id: 10, en: "Capricorn (Makar)", mr: "मकर" },
  { id: 11, en: "Aquarius (Kumbh)", mr: "कुंभ" },
  { id: 12, en: "Pisces (Meen)", mr: "मीन" },
] as const satisfies readonly RefItem[];

export const OCCUPATIONS = [
  { id: 1, en: "None", mr: "काही नाही" },
  { id: 2, en: "Farmer", mr: "शेतकरी" },
  { id: 3, en: "Private Job", mr: "खाजगी नोकरी" },
  { id: 4, en: "Govt Job", mr: "सरकारी नोकरी" },
  { id: 5, en: "Business", mr: "व्यवसाय / उद्योग" },
  { id: 6, en: "Other", mr: "इतर" },
  { id: 7, en: "Professional (Doctor, Lawyer, etc.)", mr: "स्वतंत्र व्यावसायिक (डॉक्टर, वकील इ.)" },
  { id: 8, en: "Student", mr: "विद्यार्थी" },
] as const satisfies readonly RefItem[];

// ---------------------------------------------------------------------------
// Mother tongues
// ---------------------------------------------------------------------------

export type MotherTongueItem = RefItem & { readonly frequent: boolean };

export const DEFAULT_MOTHER_TONGUE_ID = 1;

/** `frequent` items are shown first in pickers; the rest under "others". */
export const MOTHER_TONGUES = [
  { id: 1, en: "Marathi", mr: "मराठी", frequent: true },
  { id: 2, en: "Hindi", mr: "हिंदी", frequent: true },
  { id: 3, en: "Konkani", mr: "कोंकणी", frequent: true },
  { id: 4, en: "Gujarati", mr: "गुजराती", frequent: true },
  { id: 5, en: "Kannada", mr: "कन्नड", frequent: true },
  { id: 6, en: "Telugu", mr: "तेलुगू", frequent: true },
  { id: 7, en: "Urdu", mr: "उर्दू", frequent: true },
  { id: 8, en: "Marwari", mr: "मारवाडी", frequent: true },
  { id: 9, en: "Ahirani", mr: "अहिराणी", frequent: true },
  { id: 10, en: "Varhadi", mr: "वऱ्हाडी", frequent: true },
  { id: 11, en: "Tamil", mr: "तमिळ", frequent: false },
  { id: 12, en: "Malayalam", mr: "मल्याळम", frequent: false },
  { id: 13, en: "Bengali", mr: "बंगाली", frequent: false },
  { id: 14, en: "Punjabi", mr: "पंजाबी", frequent: false },
  { id: 15, en: "Sindhi", mr: "सिंधी", frequent: false },
  { id: 16, en: "Odia", mr: "ओडिया", frequent: false },
  { id: 17, en: "English", mr: "इंग्रजी", frequent: false },
  { id: 18, en: "Tulu", mr: "तुळू", frequent: false },
  { id: 19, en: "Banjari (Gor Boli)", mr: "बंजारी (गोरबोली)", frequent: false },
  { id: 20, en: "Kutchi", mr: "कच्छी", frequent: false },
  { id: 21, en: "Nepali", mr: "नेपाळी", frequent: false },
  { id: 22, en: "Assamese", mr: "आसामी", frequent: false },
  { id: 99, en: "Other", mr: "इतर", frequent: false },
] as const satisfies readonly MotherTongueItem[];

// ---------------------------------------------------------------------------
// Birth time / date pieces
// ---------------------------------------------------------------------------

export const BIRTH_HOURS: readonly RefItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  en: String(i + 1),
  mr: toMarathiDigits(i + 1),
}));

export const BIRTH_MINUTES: readonly RefItem<string>[] = Array.from({ length: 60 }, (_, i) => {
  const mm = String(i).padStart(2, "0");
  return { id: mm, en: mm, mr: toMarathiDigits(mm) };
});

export const AM_PM = [
  { id: "AM", en: "AM", mr: "सकाळ (AM)" },
  { id: "PM", en: "PM", mr: "दुपार/रात्र (PM)" },
] as const satisfies readonly RefItem<string>[];

export const MONTHS = [
  { id: 1, en: "January", mr: "जानेवारी" },
  { id: 2, en: "February", mr: "फेब्रुवारी" },
  { id: 3, en: "March", mr: "मार्च" },
  { id: 4, en: "April", mr: "एप्रिल" },
  { id: 5, en: "May", mr: "मे" },
  { id: 6, en: "June", mr: "जून" },
  { id: 7, en: "July", mr: "जुलै" },
  { id: 8, en: "August", mr: "ऑगस्ट" },
  { id: 9, en: "September", mr: "सप्टेंबर" },
  { id: 10, en: "October", mr: "ऑक्टोबर" },
  { id: 11, en: "November", mr: "नोव्हेंबर" },
  { id: 12, en: "December", mr: "डिसेंबर" },
] as const satisfies readonly RefItem[];
