import { z } from "zod";

/**
 * Gotra, devak and kuldaivat: lists the committee keeps in settings (a family may also write its
 * own), and whether a gotra or a devak shared by both families rules a match out in this community.
 */
export const LINEAGE_FIELDS = ["gotra", "devak", "kuldaivat"] as const;
export type LineageField = (typeof LINEAGE_FIELDS)[number];
export const LINEAGE_MAX = 60;
const LIST_MAX = 300;

const name = z.string().trim().min(1).max(LINEAGE_MAX);
const list = z.array(name).max(LIST_MAX);
// One name a line on the settings screen: blank lines, spacing around names and repeats are dropped.
const listInput = z.preprocess(
  (v) => (Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim()).filter(Boolean))] : v),
  list,
);

export const lineageSettingsSchema = z.object({
  gotras: list,
  devaks: list,
  kuldaivats: list,
  /** A match whose gotra is the same as ours is left out (sagotra). */
  excludeSameGotra: z.boolean(),
  /** A match whose devak is the same as ours is left out. */
  excludeSameDevak: z.boolean(),
});
export type LineageSettings = z.infer<typeof lineageSettingsSchema>;
/** The admin settings form's lineage part. */
export const lineageSettingsInputSchema = lineageSettingsSchema.extend({
  gotras: listInput,
  devaks: listInput,
  kuldaivats: listInput,
});

/** A starting list the committee edits: names as Marathi families write them. */
export const DEFAULT_LINEAGE_SETTINGS: LineageSettings = {
  gotras: ["काश्यप", "भारद्वाज", "वसिष्ठ", "विश्वामित्र", "गौतम", "जमदग्नी", "अत्री", "अगस्ती", "कौंडिण्य", "शांडिल्य"],
  devaks: ["पंचपल्लव", "कळंब", "उंबर", "वड", "पिंपळ", "सूर्यफूल", "शंख", "मोरपीस", "सोनचाफा", "हळद"],
  kuldaivats: ["खंडोबा (जेजुरी)", "तुळजाभवानी", "महालक्ष्मी (कोल्हापूर)", "रेणुका (माहूर)", "जोतिबा", "विठ्ठल"],
  excludeSameGotra: false,
  excludeSameDevak: false,
};

/**
 * The same name written with other spacing, case or Latin accents ("Kāśyap", "kasyap") is the same
 * gotra or devak. Only the Latin combining accents (U+0300–U+036F) are dropped: Devanagari vowel signs
 * and the nukta are letters of the name. Stored with the profile (gotra_key, devak_key) so both
 * databases compare the same keys.
 */
export const lineageKey = (value: string | null | undefined) =>
  (value ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
