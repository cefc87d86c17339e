import { describe, expect, it } from "vitest";
import { GUNA_MAX, gunaMilan, KOOTA_MAX, moonPlacements, moonSignOf, rashiOfPada } from "./kundli";
import { NAKSHATRAS, RASHIS, VASHYA_POINTS, YONI_POINTS } from "./kundli-tables";

const points = (r: ReturnType<typeof gunaMilan>) =>
  Object.fromEntries(r.kootas.map((k) => [k.koota, k.points])) as Record<string, number>;

describe("moon sign of a sidereal longitude", () => {
  it("splits the zodiac into 27 nakshatras of 4 padas and 12 signs", () => {
    expect(moonSignOf(0)).toEqual({ nakshatra: 1, pada: 1, rashi: 1 });
    expect(moonSignOf(13.3333)).toEqual({ nakshatra: 1, pada: 4, rashi: 1 });
    expect(moonSignOf(13.3334)).toEqual({ nakshatra: 2, pada: 1, rashi: 1 });
    // Krittika pada 1 is the end of Aries, padas 2-4 begin Taurus.
    expect(moonSignOf(29.9)).toEqual({ nakshatra: 3, pada: 1, rashi: 1 });
    expect(moonSignOf(30.1)).toEqual({ nakshatra: 3, pada: 2, rashi: 2 });
    expect(moonSignOf(359.99)).toEqual({ nakshatra: 27, pada: 4, rashi: 12 });
    expect(moonSignOf(-0.01)).toEqual({ nakshatra: 27, pada: 4, rashi: 12 });
  });

  it("agrees with the pada-to-sign rule at every pada", () => {
    for (let i = 0; i < 108; i++) {
      const sign = moonSignOf(i * (360 / 108) + 0.5);
      expect(sign.rashi).toBe(rashiOfPada(sign.nakshatra, sign.pada));
      expect(sign.rashi).toBe(Math.floor((i * (360 / 108) + 0.5) / 30) + 1);
    }
  });
});

describe("koota tables", () => {
  it("cover 27 nakshatras and 12 signs, 9 of each gana and nadi", () => {
    expect(NAKSHATRAS.map((n) => n.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(RASHIS.map((r) => r.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const gana of ["deva", "manushya", "rakshasa"])
      expect(NAKSHATRAS.filter((n) => n.gana === gana)).toHaveLength(9);
    for (const nadi of ["adi", "madhya", "antya"])
      expect(NAKSHATRAS.filter((n) => n.nadi === nadi)).toHaveLength(9);
  });

  it("yoni and vashya point tables are symmetric and bounded", () => {
    for (const table of [YONI_POINTS, VASHYA_POINTS])
      table.forEach((row, i) => {
        row.forEach((v, j) => {
          expect(v).toBe(table[j]?.[i]);
        });
      });
    YONI_POINTS.forEach((row, i) => {
      expect(row[i]).toBe(4);
    });
  });

  it("36 moon placements: 27 nakshatras, 9 across a sign boundary", () => {
    expect(moonPlacements()).toHaveLength(36);
  });
});

describe("every pair of 27 × 27 nakshatras, every pada", () => {
  const all: { nakshatra: number; pada: number; rashi: number }[] = [];
  for (let nakshatra = 1; nakshatra <= 27; nakshatra++)
    for (let pada = 1; pada <= 4; pada++) all.push({ nakshatra, pada, rashi: rashiOfPada(nakshatra, pada) });

  // Violations are collected and compared once: 11,664 pairs × several checks.
  it("totals lie within 0..36 and every koota within its maximum", () => {
    const bad: string[] = [];
    for (const g of all)
      for (const b of all) {
        const r = gunaMilan(g, b);
        if (r.total < 0 || r.total > GUNA_MAX) bad.push(`${g.nakshatra}/${b.nakshatra} total ${r.total}`);
        for (const k of r.kootas)
          if (k.points < 0 || k.points > KOOTA_MAX[k.koota]) bad.push(`${k.koota} ${k.points}`);
        if (r.total !== r.kootas.reduce((s, k) => s + k.points, 0)) bad.push("sum");
      }
    expect(bad).toEqual([]);
  });

  it("the same nakshatra and pada gives Nadi 0 (Nadi dosha)", () => {
    for (const p of all) {
      const r = gunaMilan(p, p);
      expect(points(r).nadi).toBe(0);
      expect(r.nadiDosha).toBe(true);
    }
  });

  it("2/12, 5/9 and 6/8 sign pairs give Bhakoot 0 with dosha; all others 7", () => {
    const bad: string[] = [];
    let doshas = 0;
    for (const g of all)
      for (const b of all) {
        const d = ((g.rashi - b.rashi + 12) % 12) + 1; // groom's sign counted from the bride's
        const dosha = [2, 12, 5, 9, 6, 8].includes(d);
        const r = gunaMilan(g, b);
        if (dosha) doshas++;
        if (points(r).bhakoot !== (dosha ? 0 : 7) || r.bhakootDosha !== dosha)
          bad.push(`${g.rashi}/${b.rashi}`);
      }
    expect(bad).toEqual([]);
    expect(doshas).toBeGreaterThan(0);
  });

  it("tara, yoni, graha maitri, bhakoot, nadi and vashya do not depend on who is the groom", () => {
    const bad: string[] = [];
    for (const g of all)
      for (const b of all) {
        const one = points(gunaMilan(g, b));
        const two = points(gunaMilan(b, g));
        for (const k of ["vashya", "tara", "yoni", "maitri", "bhakoot", "nadi"])
          if (one[k] !== two[k]) bad.push(`${k} ${g.nakshatra}/${b.nakshatra}`);
      }
    expect(bad).toEqual([]);
  });
});

/**
 * Worked by hand from the tables in kundli-tables.ts. For each: the groom's and the bride's
 * nakshatra and sign, then varna, vashya, tara, yoni, maitri, gana, bhakoot, nadi and the total.
 * Tara counts inclusively (the next nakshatra is 2) and takes the remainder of 9.
 */
const worked: {
  name: string;
  groom: { nakshatra: number; rashi: number };
  bride: { nakshatra: number; rashi: number };
  expect: [number, number, number, number, number, number, number, number];
  total: number;
}[] = [
  {
    // Aries kshatriya both: 1. Chatushpada both: 2. Bride->groom 27 (rem 0), groom->bride 2: 3.
    // Horse x elephant: 2. Mars = Mars: 5. Deva groom, manushya bride: 6. Same sign: 7. Adi/madhya: 8.
    name: "Ashwini (Aries) with Bharani (Aries)",
    groom: { nakshatra: 1, rashi: 1 },
    bride: { nakshatra: 2, rashi: 1 },
    expect: [1, 2, 3, 2, 5, 6, 7, 8],
    total: 34,
  },
  {
    // Taurus vaishya >= Gemini shudra: 1. Chatushpada x manava: 1. 27 and 2: 3. Serpent pair: 4.
    // Venus and Mercury are mutual friends: 5. Manushya groom, deva bride: 5. Taurus is 12th from
    // Gemini (2/12): 0, dosha. Antya/madhya: 8.
    name: "Rohini (Taurus) with Mrigashira (Gemini)",
    groom: { nakshatra: 4, rashi: 2 },
    bride: { nakshatra: 5, rashi: 3 },
    expect: [1, 1, 3, 4, 5, 5, 0, 8],
    total: 27,
  },
  {
    // Leo both: 1, vanachara: 2, 27 and 2: 3, rat pair: 4, Sun: 5, rakshasa groom with manushya
    // bride: 0, same sign: 7, antya/madhya: 8.
    name: "Magha (Leo) with Purva Phalguni (Leo)",
    groom: { nakshatra: 10, rashi: 5 },
    bride: { nakshatra: 11, rashi: 5 },
    expect: [1, 2, 3, 4, 5, 0, 7, 8],
    total: 30,
  },
  {
    // The same Moon: everything full except Nadi (same nadi): 0.
    name: "Ashwini (Aries) with Ashwini (Aries)",
    groom: { nakshatra: 1, rashi: 1 },
    bride: { nakshatra: 1, rashi: 1 },
    expect: [1, 2, 3, 4, 5, 6, 7, 0],
    total: 28,
  },
  {
    // Virgo vaishya >= Libra shudra: 1. Manava both: 2. Bride->groom 26 (rem 8) good, groom->bride 3
    // bad: 1.5. Buffalo pair: 4. Mercury/Venus friends: 5. Deva both: 6. 2/12: 0. Adi/antya: 8.
    name: "Hasta (Virgo) with Swati (Libra)",
    groom: { nakshatra: 13, rashi: 6 },
    bride: { nakshatra: 15, rashi: 7 },
    expect: [1, 2, 1.5, 4, 5, 6, 0, 8],
    total: 27.5,
  },
  {
    // Scorpio brahmin both: 1. Keeta both: 2. 2 and 27: 3. Deer pair: 4. Mars: 5. Rakshasa groom,
    // deva bride: 1. Same sign: 7. Adi/madhya: 8.
    name: "Jyeshtha (Scorpio) with Anuradha (Scorpio)",
    groom: { nakshatra: 18, rashi: 8 },
    bride: { nakshatra: 17, rashi: 8 },
    expect: [1, 2, 3, 4, 5, 1, 7, 8],
    total: 31,
  },
  {
    // Capricorn vaishya >= Virgo vaishya: 1. Chatushpada x manava: 1. Bride->groom 8 good,
    // groom->bride 21 (rem 3) bad: 1.5. Mongoose x tiger: 2. Saturn sees Mercury as friend, Mercury
    // Saturn as neutral: 4. Manushya groom, rakshasa bride: 0. 5/9: 0. Antya/madhya: 8.
    name: "Uttara Ashadha (Capricorn) with Chitra (Virgo)",
    groom: { nakshatra: 21, rashi: 10 },
    bride: { nakshatra: 14, rashi: 6 },
    expect: [1, 1, 1.5, 2, 4, 0, 0, 8],
    total: 17.5,
  },
  {
    // Sagittarius kshatriya >= Gemini shudra: 1. Manava both: 2. Bride->groom 14 (rem 5) bad,
    // groom->bride 15 (rem 6) good: 1.5. Dog pair: 4. Jupiter sees Mercury as enemy, Mercury
    // Jupiter as neutral: 0.5. Rakshasa groom, manushya bride: 0. 7/7: 7. Adi both: 0, dosha.
    name: "Mula (Sagittarius) with Ardra (Gemini)",
    groom: { nakshatra: 19, rashi: 9 },
    bride: { nakshatra: 6, rashi: 3 },
    expect: [1, 2, 1.5, 4, 0.5, 0, 7, 0],
    total: 16,
  },
  {
    // Cancer brahmin >= Capricorn vaishya: 1. Jalachara x chatushpada: 1. Bride->groom 14 bad,
    // groom->bride 15 good: 1.5. Sheep x monkey (enemies): 0. Moon neutral to Saturn, Saturn enemy
    // of the Moon: 0.5. Deva both: 6. 7/7: 7. Madhya/antya: 8.
    name: "Pushya (Cancer) with Shravana (Capricorn)",
    groom: { nakshatra: 8, rashi: 4 },
    bride: { nakshatra: 22, rashi: 10 },
    expect: [1, 1, 1.5, 0, 0.5, 6, 7, 8],
    total: 25,
  },
  {
    // Aries kshatriya below Pisces brahmin: 0. Chatushpada x jalachara: 1. 2 and 27: 3.
    // Horse x elephant: 2. Mars and Jupiter mutual friends: 5. Deva both: 6. 2/12: 0. Adi/antya: 8.
    name: "Ashwini (Aries) with Revati (Pisces)",
    groom: { nakshatra: 1, rashi: 1 },
    bride: { nakshatra: 27, rashi: 12 },
    expect: [0, 1, 3, 2, 5, 6, 0, 8],
    total: 25,
  },
  {
    // The same two the other way round: Pisces brahmin groom >= Aries bride: varna 1, rest equal.
    name: "Revati (Pisces) with Ashwini (Aries)",
    groom: { nakshatra: 27, rashi: 12 },
    bride: { nakshatra: 1, rashi: 1 },
    expect: [1, 1, 3, 2, 5, 6, 0, 8],
    total: 26,
  },
  {
    // Krittika pada 1 (Aries, kshatriya) below Vishakha pada 4 (Scorpio, brahmin): 0. Chatushpada x
    // keeta: 1. Bride->groom 15 good, groom->bride 14 bad: 1.5. Sheep x tiger: 1. Mars both: 5.
    // Rakshasa both: 6. Aries is 6th from Scorpio (6/8): 0. Antya both: 0, dosha.
    name: "Krittika (Aries) with Vishakha (Scorpio)",
    groom: { nakshatra: 3, rashi: 1 },
    bride: { nakshatra: 16, rashi: 8 },
    expect: [0, 1, 1.5, 1, 5, 6, 0, 0],
    total: 14.5,
  },
];

describe("worked pairs", () => {
  it.each(worked)("$name", ({ groom, bride, expect: kootas, total }) => {
    const r = gunaMilan(groom, bride);
    expect(r.kootas.map((k) => k.points)).toEqual(kootas);
    expect(r.total).toBe(total);
    expect(r.nadiDosha).toBe(kootas[7] === 0);
    expect(r.bhakootDosha).toBe(kootas[6] === 0);
  });
});
