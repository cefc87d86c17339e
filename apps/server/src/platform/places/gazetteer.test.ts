import { label, MAHARASHTRA_STATE_ID, STATES } from "@vv/shared/reference";
import { describe, expect, it } from "vitest";
import { describePlace, resolvePlace, searchPlaces } from "./gazetteer";

describe("the gazetteer's district fallback", () => {
  const districts = STATES.flatMap((s) => s.districts.map((d) => ({ state: s, district: d })));

  it("resolves every district of every state to coordinates in India", () => {
    expect(districts.length).toBe(780);
    for (const { district } of districts) {
      const place = resolvePlace(`d:${district.id}`);
      expect(place, district.en).not.toBeNull();
      // India's bounding box: every fallback is an Indian place.
      expect(place?.latitude).toBeGreaterThan(6);
      expect(place?.latitude).toBeLessThan(37.5);
      expect(place?.longitude).toBeGreaterThan(68);
      expect(place?.longitude).toBeLessThan(98);
      expect(place?.abroad).toBe(false);
    }
  });

  it("names the district's own state, and says when the state's capital stands in", () => {
    let seats = 0;
    for (const { state, district } of districts) {
      const place = describePlace(`d:${district.id}`, "en");
      expect(place?.detail, district.en).toContain(label(state, "en"));
      if (place?.detail.includes("state capital")) seats++;
      else expect(place?.detail).toMatch(/^Headquarters /);
    }
    // Towns too small for GeoNames' cities1000 (mostly the north-east's hill districts).
    expect(seats).toBeGreaterThan(0);
    expect(seats).toBeLessThan(110);
  });

  it("gives every Maharashtra district its own headquarters, and known ones elsewhere", () => {
    const maharashtra = STATES.find((s) => s.id === MAHARASHTRA_STATE_ID);
    for (const d of maharashtra?.districts ?? [])
      expect(describePlace(`d:${d.id}`, "mr")?.detail, d.en).toMatch(/^मुख्यालय /);
    const hq = (stateEn: string, districtEn: string) => {
      const d = STATES.find((s) => s.en === stateEn)?.districts.find((x) => x.en === districtEn);
      return describePlace(`d:${d?.id}`, "en")?.detail;
    };
    expect(hq("Andhra Pradesh", "East Godavari")).toBe("Headquarters Rājahmundry, Andhra Pradesh");
    expect(hq("Karnataka", "Dakshina Kannada")).toBe("Headquarters Mangalore, Karnataka");
    expect(hq("West Bengal", "Purba Medinipur")).toBe("Headquarters Tamlūk, West Bengal");
    expect(hq("Nagaland", "Kiphire")).toBe("Located as Kohima (state capital), Nagaland");
  });

  it("finds a district outside Maharashtra by its name", () => {
    const found = searchPlaces("Dakshina Kannada", "en", false);
    expect(found[0]).toMatchObject({ name: "Dakshina Kannada district", abroad: false });
  });
});
