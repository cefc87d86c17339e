import { describe, expect, it } from "vitest";
import type { BrowseFilter } from "./browse-repo";
import { CAPPED_COUNT_TTL_MS, cappedCountMemory, NAME_CHOICE_TTL_MS, nameChoiceMemory } from "./list-memory";

const filter = (f: Partial<BrowseFilter> = {}): BrowseFilter => ({
  page: 1,
  wishlist: false,
  idVerified: false,
  genders: [2],
  viewerId: 1,
  ...f,
});

describe("capped count memory", () => {
  it("remembers a filter over the cap for every viewer, until its time runs out", () => {
    let clock = 1_000;
    const memory = cappedCountMemory(() => clock);
    expect(memory.isCapped(filter({ regionId: 2 }))).toBe(false);
    memory.remember(filter({ regionId: 2 }));
    expect(memory.isCapped(filter({ regionId: 2, viewerId: 99, page: 7 }))).toBe(true);
    expect(memory.isCapped(filter({ regionId: 3 }))).toBe(false);
    expect(memory.isCapped(filter({ regionId: 2, genders: [1] }))).toBe(false);
    expect(memory.isCapped(filter({ regionId: 2, ageMin: 25 }))).toBe(false);
    clock += CAPPED_COUNT_TTL_MS;
    expect(memory.isCapped(filter({ regionId: 2 }))).toBe(false);
  });

  it("treats names alike whatever their case", () => {
    const memory = cappedCountMemory(() => 0);
    memory.remember(filter({ name: "Patil" }));
    expect(memory.isCapped(filter({ name: "PATIL" }))).toBe(true);
  });

  it("never shares a wish list, which is the viewer's own", () => {
    const memory = cappedCountMemory(() => 0);
    memory.remember(filter({ wishlist: true }));
    expect(memory.isCapped(filter({ wishlist: true }))).toBe(false);
    expect(memory.isCapped(filter())).toBe(false);
  });

  it("forgets the oldest filter past its size", () => {
    const memory = cappedCountMemory(() => 0);
    for (let height = 0; height <= 5_000; height++) memory.remember(filter({ heightMin: height }));
    expect(memory.isCapped(filter({ heightMin: 0 }))).toBe(false);
    expect(memory.isCapped(filter({ heightMin: 1 }))).toBe(true);
    expect(memory.isCapped(filter({ heightMin: 5_000 }))).toBe(true);
  });

  it("asks whether the name index pays once a while per name", async () => {
    let clock = 0;
    const viaIndex = nameChoiceMemory(() => clock);
    const asked: string[] = [];
    const ask = async (name: string) => {
      asked.push(name);
      return name.toLowerCase() !== "patil";
    };
    expect(await viaIndex("Patil", ask)).toBe(false);
    expect(await viaIndex("patil", ask)).toBe(false);
    expect(await viaIndex("zzqx", ask)).toBe(true);
    expect(asked).toEqual(["Patil", "zzqx"]);
    clock += NAME_CHOICE_TTL_MS;
    await viaIndex("patil", ask);
    expect(asked).toHaveLength(3);
  });
});
