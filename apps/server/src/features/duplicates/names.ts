/**
 * A name as a key that the same name written another way shares: in Devanagari or Latin letters,
 * any case, with or without spaces, "ee"/"i", "sh"/"s", "w"/"v", doubled letters once. Cheap, not a full
 * transliteration: it only has to make "प्रिया शिंदे" and "Priya Shinde" meet.
 */
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ru",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
};
const SIGNS: Record<string, string> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ru",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
};
const VIRAMA = "्";
const NASAL = new Set(["ं", "ँ"]);

/** Devanagari letters to Latin ones; an unwritten "a" after a consonant is kept inside a word only. */
function latin(text: string): string {
  let out = "";
  const chars = [...text];
  chars.forEach((ch, i) => {
    const next = chars[i + 1];
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      out += consonant;
      const followed = next !== undefined && (next === VIRAMA || next in SIGNS);
      const wordGoesOn = next !== undefined && /[\u0900-\u097F]/.test(next);
      if (!followed && wordGoesOn && !NASAL.has(next)) out += "a";
      return;
    }
    if (ch in VOWELS) out += VOWELS[ch];
    else if (ch in SIGNS) out += SIGNS[ch];
    else if (NASAL.has(ch)) out += "n";
    else if (ch === "ः") out += "h";
    else if (ch !== VIRAMA) out += ch;
  });
  return out;
}

export function nameKey(...parts: string[]): string {
  return (
    latin(parts.join(" ").normalize("NFC"))
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .replace(/w/g, "v")
      .replace(/ee|ii/g, "i")
      .replace(/oo|uu/g, "u")
      .replace(/([bcdgjkptsr])h/g, "$1")
      // Whether an "a" is written or only spoken differs between scripts and families ("Deshmukh",
      // "देशमुख" read letter by letter as "deshamukh"; "Aarti", "आरती"): it is left out of the key.
      .replace(/a/g, "")
      .replace(/(.)\1+/g, "$1")
  );
}
