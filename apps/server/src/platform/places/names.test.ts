import { describe, expect, it } from "vitest";
import { nameKey, plainName } from "./names";

describe("place name keys", () => {
  it("are the same for the Marathi and the English spelling", () => {
    const pairs: [string, string][] = [
      ["पुणे", "Pune"],
      ["नागपूर", "Nagpur"],
      ["कोल्हापूर", "Kolhāpur"],
      ["मुंबई", "Mumbai"],
      ["सांगली", "Sangli"],
      ["सातारा", "Satara"],
      ["नाशिक", "Nashik"],
      ["ठाणे", "Thane"],
      ["वाशिम", "Washim"],
      ["औरंगाबाद", "Aurangabad"],
      ["भंडारा", "Bhandara"],
      ["यवतमाळ", "Yavatmal"],
      ["रत्नागिरी", "Ratnagiri"],
    ];
    for (const [mr, en] of pairs) expect([mr, nameKey(mr)]).toEqual([mr, nameKey(en)]);
  });
  it("fold English spelling variants", () => {
    expect(nameKey("Kolhapoor")).toBe(nameKey("Kolhapur"));
    expect(nameKey("Wardha")).toBe(nameKey("Vardha"));
  });
  it("plain names drop accents and signs", () => {
    expect(plainName("Kolhāpur")).toBe("kolhapur");
    expect(plainName("Dhūlia (West)")).toBe("dhuliawest");
  });
});
