/**
 * A place name's consonant skeleton, the same for its Marathi and its English spelling, so a family
 * can type "कोल्हापूर" or "Kolhapur" (or "Kolhapoor") and find the one place: vowels and aspiration
 * dropped, sounds that English spellings mix up (v/w, j/z, s/sh, the retroflexes) folded together.
 */

// biome-ignore format: one row per varga reads as the alphabet does
const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: "k", ख: "k", ग: "g", घ: "g", ङ: "n",
  च: "c", छ: "c", ज: "j", झ: "j", ञ: "n",
  ट: "t", ठ: "t", ड: "d", ढ: "d", ण: "n",
  त: "t", थ: "t", द: "d", ध: "d", न: "n",
  प: "p", फ: "p", ब: "b", भ: "b", म: "m",
  य: "y", र: "r", ल: "l", ळ: "l", व: "v",
  श: "s", ष: "s", स: "s", ह: "h",
};
const LABIALS = new Set(["p", "b", "m"]);

function fromDevanagari(text: string): string {
  const chars = [...text.normalize("NFD")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? "";
    const consonant = DEVANAGARI_CONSONANTS[c];
    if (consonant) out += consonant;
    else if (c === "ं" || c === "ँ") {
      // The anusvara sounds as the nasal of the consonant that follows it.
      const next = DEVANAGARI_CONSONANTS[chars[i + 1] ?? ""] ?? "";
      out += LABIALS.has(next) ? "m" : "n";
    } else if (c === " ") out += " ";
  }
  return out;
}

function fromLatin(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .replace(/ch/g, "c")
    .replace(/sh/g, "s")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/f/g, "p")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/[aeiou]/g, "");
}

/** The skeleton of a name in Devanagari or Latin letters: "पुणे" and "Pune" are both "pn". */
export function nameKey(text: string): string {
  const raw = /[\u0900-\u097F]/.test(text) ? fromDevanagari(text) : fromLatin(text);
  return raw
    .replace(/([bcdgjklmnprstvy])h/g, "$1")
    .replace(/(.)\1+/g, "$1")
    .replace(/\s+/g, "");
}

/** Lowercase Latin letters only, accents removed: "Kolhāpur" -> "kolhapur". */
export function plainName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}
