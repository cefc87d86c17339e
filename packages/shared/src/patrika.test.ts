import { describe, expect, it } from "vitest";
import { houseFrom, mangalDosha, signOf } from "./patrika";

// Signs: 1 Mesha, 2 Vrishabha, 3 Mithuna, 4 Karka, 5 Simha, 6 Kanya, 7 Tula, 8 Vrishchika, 9 Dhanu,
// 10 Makara, 11 Kumbha, 12 Meena. A house is counted inclusively: house = (mars - from + 12) % 12 + 1.
describe("whole-sign houses", () => {
  it("counts the sign itself as the 1st and wraps past Meena", () => {
    expect(houseFrom(1, 1)).toBe(1);
    expect(houseFrom(1, 4)).toBe(4);
    expect(houseFrom(10, 2)).toBe(5); // Makara, Kumbha, Meena, Mesha, Vrishabha
    expect(houseFrom(5, 4)).toBe(12);
  });
  it("reads the sign of a longitude", () => {
    expect(signOf(0)).toBe(1);
    expect(signOf(29.999)).toBe(1);
    expect(signOf(30)).toBe(2);
    expect(signOf(359.9)).toBe(12);
    expect(signOf(-1)).toBe(12);
  });
});

describe("Mangal dosha on charts worked by hand", () => {
  it("Mars in Karka, lagna Mesha, Moon Karka: 4th from lagna and 1st from Moon: dosha", () => {
    // from lagna (4 - 1 + 12) % 12 + 1 = 4; from Moon (4 - 4 + 12) % 12 + 1 = 1. Karka cancels nothing.
    expect(mangalDosha({ lagna: 1, moon: 4, mars: 4 })).toEqual({
      fromLagna: 4,
      fromMoon: 1,
      cancelled: false,
      dosha: true,
    });
  });
  it("Mars in Tula, lagna Mithuna, Moon Simha: 5th and 3rd: no dosha", () => {
    expect(mangalDosha({ lagna: 3, moon: 5, mars: 7 })).toEqual({
      fromLagna: 5,
      fromMoon: 3,
      cancelled: false,
      dosha: false,
    });
  });
  it("Mars in Meena, lagna Kanya, Moon Kumbha: 7th from lagna alone is enough", () => {
    // from lagna (12 - 6 + 12) % 12 + 1 = 7; from Moon (12 - 11 + 12) % 12 + 1 = 2: both count.
    expect(mangalDosha({ lagna: 6, moon: 11, mars: 12 })).toMatchObject({
      fromLagna: 7,
      fromMoon: 2,
      dosha: true,
    });
  });
  it("Mars in Karka, lagna Simha, Moon Dhanu: 12th and 8th: dosha", () => {
    expect(mangalDosha({ lagna: 5, moon: 9, mars: 4 })).toMatchObject({
      fromLagna: 12,
      fromMoon: 8,
      dosha: true,
    });
  });
  it("Mars in its own sign Mesha in the 1st from the Moon: cancelled", () => {
    // lagna Karka: (1 - 4 + 12) % 12 + 1 = 10, no; Moon Mesha: 1st, yes, but Mars in Mesha is its own sign.
    expect(mangalDosha({ lagna: 4, moon: 1, mars: 1 })).toEqual({
      fromLagna: 10,
      fromMoon: 1,
      cancelled: true,
      dosha: false,
    });
  });
  it("Mars exalted in Makara in the 7th from lagna Karka: cancelled", () => {
    expect(mangalDosha({ lagna: 4, moon: 6, mars: 10 })).toMatchObject({
      fromLagna: 7,
      cancelled: true,
      dosha: false,
    });
  });
  it("Mars in Vrishchika but in no dosha house: not called cancelled", () => {
    expect(mangalDosha({ lagna: 8, moon: 8, mars: 8 })).toMatchObject({ cancelled: true, dosha: false });
    expect(mangalDosha({ lagna: 5, moon: 5, mars: 8 })).toMatchObject({ fromLagna: 4, cancelled: true });
    expect(mangalDosha({ lagna: 6, moon: 6, mars: 8 })).toEqual({
      fromLagna: 3,
      fromMoon: 3,
      cancelled: false,
      dosha: false,
    });
  });
  it("from the Moon alone without a lagna; unknown with neither", () => {
    expect(mangalDosha({ lagna: null, moon: 2, mars: 9 })).toEqual({
      fromLagna: null,
      fromMoon: 8,
      cancelled: false,
      dosha: true,
    });
    expect(mangalDosha({ lagna: null, moon: null, mars: 9 }).dosha).toBeNull();
  });
});
