import { describe, expect, it } from "vitest";
import {
  AM_PM,
  ANNUAL_INCOMES,
  BIRTH_HOURS,
  BIRTH_MINUTES,
  BLOOD_GROUPS,
  CASTES,
  COMMITTEE_DESIGNATIONS,
  castesForReligion,
  DEFAULT_MOTHER_TONGUE_ID,
  DEFAULT_STATE_ID,
  districtsForState,
  EDUCATIONS,
  findById,
  findDistrict,
  findState,
  GENDERS,
  HEIGHTS,
  heightInInches,
  label,
  MAHARASHTRA_STATE_ID,
  MARITAL_STATUSES,
  MONTHS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  ORGANIZER_DESIGNATION_ID,
  PROFILE_FOR,
  REGIONS,
  RELIGIONS,
  type RefItem,
  STATES,
  TITLES,
  ZODIAC_SIGNS,
} from "./index";

type AnyItem = RefItem<string | number>;

const DEVANAGARI = /[\u0900-\u097F]/;

const LISTS: Record<string, readonly AnyItem[]> = {
  GENDERS,
  BLOOD_GROUPS,
  MARITAL_STATUSES,
  PROFILE_FOR,
  EDUCATIONS,
  REGIONS,
  TITLES,
  COMMITTEE_DESIGNATIONS,
  HEIGHTS,
  ANNUAL_INCOMES,
  ZODIAC_SIGNS,
  OCCUPATIONS,
  MOTHER_TONGUES,
  BIRTH_HOURS,
  BIRTH_MINUTES,
  AM_PM,
  MONTHS,
  RELIGIONS,
  CASTES,
  STATES,
};

function allDistricts(): AnyItem[] {
  return STATES.flatMap((s) => [...s.districts]);
}

describe("reference lists", () => {
  it.each(Object.entries(LISTS))("%s has unique ids and non-empty labels", (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    const ids = list.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of list) {
      expect(item.en.trim()).not.toBe("");
      expect(item.mr.trim()).not.toBe("");
    }
  });

  it("districts have unique ids within each state and country-wide", () => {
    for (const s of STATES) {
      const ids = s.districts.map((d) => d.id);
      expect(new Set(ids).size, s.en).toBe(ids.length);
    }
    const all = allDistricts().map((d) => d.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("every mr label contains Devanagari (except blood groups)", () => {
    const items: [string, AnyItem][] = [
      ...Object.entries(LISTS)
        .filter(([name]) => name !== "BLOOD_GROUPS")
        .flatMap(([name, list]) => list.map((i) => [name, i] as [string, AnyItem])),
      ...allDistricts().map((d) => ["district", d] as [string, AnyItem]),
    ];
    const bad = items.filter(([, i]) => !DEVANAGARI.test(i.mr)).map(([n, i]) => `${n}:${i.id}:${i.mr}`);
    expect(bad).toEqual([]);
  });

  it("blood groups keep the Latin symbol in Marathi", () => {
    expect(BLOOD_GROUPS.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const b of BLOOD_GROUPS) expect(b.mr).toBe(b.en);
  });
});

describe("basic lists", () => {
  it("has the fixed ids the original site used", () => {
    expect(GENDERS.map((g) => g.id)).toEqual([1, 2]);
    expect(MARITAL_STATUSES.map((m) => m.id)).toEqual([0, 1, 3, 4, 5]);
    expect(PROFILE_FOR.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(REGIONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(TITLES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ANNUAL_INCOMES.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ZODIAC_SIGNS).toHaveLength(12);
    expect(MONTHS).toHaveLength(12);
    expect(BIRTH_HOURS.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(BIRTH_MINUTES[0]?.id).toBe("00");
    expect(BIRTH_MINUTES.at(-1)?.id).toBe("59");
    expect(BIRTH_MINUTES).toHaveLength(60);
    expect(OCCUPATIONS.slice(0, 6).map((o) => o.en)).toEqual([
      "None",
      "Farmer",
      "Private Job",
      "Govt Job",
      "Business",
      "Other",
    ]);
  });

  it("has 12 committee designations with Organizer as id 1", () => {
    expect(COMMITTEE_DESIGNATIONS).toHaveLength(12);
    expect(ORGANIZER_DESIGNATION_ID).toBe(1);
    expect(findById(COMMITTEE_DESIGNATIONS, ORGANIZER_DESIGNATION_ID)?.mr).toBe("संयोजक");
  });

  it("has Marathi as the default mother tongue, flagged frequent", () => {
    const marathi = MOTHER_TONGUES.find((m) => m.id === DEFAULT_MOTHER_TONGUE_ID);
    expect(marathi?.en).toBe("Marathi");
    expect(marathi?.frequent).toBe(true);
    expect(MOTHER_TONGUES.filter((m) => m.frequent)).toHaveLength(10);
  });

  it("lists the required educations", () => {
    const names = EDUCATIONS.map((e) => e.en);
    for (const n of ["0-10", "SSC", "HSC", "BA", "B.Com", "MBBS", "PhD", "Other", "Nursing"]) {
      expect(names).toContain(n);
    }
  });

  it("heights: below_4, 37 inch steps 4_0..7_0, above_7", () => {
    expect(HEIGHTS[0]?.id).toBe("below_4");
    expect(HEIGHTS.at(-1)?.id).toBe("above_7");
    const steps = HEIGHTS.slice(1, -1);
    expect(steps).toHaveLength(37);
    expect(steps[0]?.id).toBe("4_0");
    expect(steps.at(-1)?.id).toBe("7_0");
    expect(steps.map((h) => heightInInches(h.id))).toEqual(Array.from({ length: 37 }, (_, i) => 48 + i));
    expect(findById(HEIGHTS, "5_3")).toEqual({ id: "5_3", en: "5 ft 3 in", mr: "५ फूट ३ इंच" });
    expect(heightInInches("below_4")).toBe(47);
    expect(heightInInches("above_7")).toBe(85);
    expect(heightInInches("5_12")).toBeNull();
    expect(heightInInches("nonsense")).toBeNull();
  });
});

describe("religions and castes", () => {
  it("has 11 religions with ids 1..11", () => {
    expect(RELIGIONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("every religion has castes ending with Other, and every caste belongs to a religion", () => {
    for (const r of RELIGIONS) {
      const list = castesForReligion(r.id);
      expect(list.length, r.en).toBeGreaterThan(0);
      expect(list.at(-1)?.en, r.en).toBe("Other");
    }
    const religionIds = new Set<number>(RELIGIONS.map((r) => r.id));
    for (const c of CASTES) expect(religionIds.has(c.religionId)).toBe(true);
  });

  it("has a reasonably complete Hindu caste list", () => {
    const hindu = castesForReligion(1).map((c) => c.en);
    expect(hindu.length).toBeGreaterThanOrEqual(61);
    for (const n of ["Maratha", "Kunbi", "Mali", "Dhangar", "Teli", "Mahar", "Leva Patil"]) {
      expect(hindu).toContain(n);
    }
  });
});

describe("states and districts", () => {
  it("has 28 states and 8 union territories", () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.filter((s) => s.kind === "state")).toHaveLength(28);
    expect(STATES.filter((s) => s.kind === "union_territory")).toHaveLength(8);
  });

  it("has Maharashtra as id 20 with all 36 districts", () => {
    expect(MAHARASHTRA_STATE_ID).toBe(20);
    expect(DEFAULT_STATE_ID).toBe(20);
    const mh = findState(20);
    expect(mh?.en).toBe("Maharashtra");
    expect(mh?.mr).toBe("महाराष्ट्र");
    expect(districtsForState(20)).toHaveLength(36);
    const names = districtsForState(20).map((d) => d.en);
    expect(names).toContain("Ahilyanagar (Ahmednagar)");
    expect(names).toContain("Chhatrapati Sambhajinagar (Aurangabad)");
    expect(names).toContain("Dharashiv (Osmanabad)");
    expect(names).toContain("Buldhana");
  });

  it("every state has districts, whose ids encode the state", () => {
    for (const s of STATES) {
      expect(s.districts.length, s.en).toBeGreaterThan(0);
      for (const d of s.districts) {
        expect(Math.floor(d.id / 100)).toBe(s.id);
        expect(findDistrict(d.id)?.stateId).toBe(s.id);
      }
    }
  });

  it("returns nothing for unknown states", () => {
    expect(findState(999)).toBeUndefined();
    expect(districtsForState(999)).toEqual([]);
  });
});

describe("label", () => {
  it("picks mr for Marathi locales and en otherwise", () => {
    const item = { en: "Pune", mr: "पुणे" };
    expect(label(item, "mr")).toBe("पुणे");
    expect(label(item, "mr-IN")).toBe("पुणे");
    expect(label(item, "en")).toBe("Pune");
    expect(label(item, "")).toBe("Pune");
  });
});
