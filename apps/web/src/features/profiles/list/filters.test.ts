import { describe, expect, it } from "vitest";
import {
  apiQueryString,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  pageCount,
  patchFilters,
  resetFilters,
} from "./filters";

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe("browse filters in the URL", () => {
  it("reads every filter", () => {
    expect(
      parse(
        "gender=2&educationId=6&regionId=1&regNo=1001&name=Priya&wishlist=1&ageMin=21&ageMax=30&heightMin=60&heightMax=70&page=3",
      ),
    ).toEqual({
      gender: 2,
      educationId: 6,
      regionId: 1,
      regNo: "1001",
      name: "Priya",
      wishlist: true,
      ageMin: 21,
      ageMax: 30,
      heightMin: 60,
      heightMax: 70,
      page: 3,
    });
  });

  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual(EMPTY_FILTERS);
  });

  it("drops values out of range or malformed instead of failing", () => {
    expect(parse("gender=3&educationId=abc&ageMin=12&heightMax=200&page=0&wishlist=yes")).toEqual(
      EMPTY_FILTERS,
    );
    expect(parse("page=-2&regNo=%20%20&name=%20")).toEqual(EMPTY_FILTERS);
  });

  it("keeps only digits of a registration number and trims names", () => {
    expect(parse("regNo=VV-1001&name=%20%20प्रिया%20")).toMatchObject({ regNo: "1001", name: "प्रिया" });
    expect(parse("regNo=१००१")).toMatchObject({ regNo: "1001" });
  });

  it("puts a reversed range the right way round", () => {
    expect(parse("ageMin=35&ageMax=25")).toMatchObject({ ageMin: 25, ageMax: 35 });
    expect(parse("heightMin=70&heightMax=60")).toMatchObject({ heightMin: 60, heightMax: 70 });
  });

  it("writes a stable URL without the defaults, and reads it back to the same filters", () => {
    const filters = parse("page=2&name=Patil&gender=1&wishlist=1&ageMax=30");
    expect(filtersToParams(filters).toString()).toBe("gender=1&name=Patil&wishlist=1&ageMax=30&page=2");
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("keeps 'ID verified only' in the URL and the API query, and leaves it out when off", () => {
    const on = parse("gender=2&idVerified=1&wishlist=1");
    expect(on.idVerified).toBe(true);
    expect(filtersToParams(on).toString()).toBe("gender=2&wishlist=1&idVerified=1");
    expect(apiQueryString(on)).toBe("?gender=2&wishlist=1&idVerified=1");
    expect(parse("idVerified=0").idVerified).toBeUndefined();
    expect(hasActiveFilters(parse("gender=1&idVerified=1"))).toBe(true);
    expect(resetFilters(on).idVerified).toBeUndefined();
  });

  it("keeps each Mangal choice, the one that keeps unknown ones too included, and drops anything else", () => {
    for (const mangal of ["with", "without", "withoutOrUnknown"] as const) {
      const filters = parse(`mangal=${mangal}`);
      expect(filters.mangal).toBe(mangal);
      expect(apiQueryString(filters)).toContain(`mangal=${mangal}`);
    }
    expect(parse("mangal=any").mangal).toBeUndefined();
    expect(parse("mangal=maybe").mangal).toBeUndefined();
  });

  it("builds the API query string", () => {
    expect(apiQueryString(EMPTY_FILTERS)).toBe("");
    expect(apiQueryString({ ...EMPTY_FILTERS, name: "शिंदे", page: 2 })).toBe(
      `?name=${encodeURIComponent("शिंदे")}&page=2`,
    );
  });

  it("starts again at page 1 when a filter changes, but not when the page changes", () => {
    const onPage3 = parse("gender=2&page=3");
    expect(patchFilters(onPage3, { educationId: 5 })).toEqual({
      gender: 2,
      educationId: 5,
      wishlist: false,
      page: 1,
    });
    expect(patchFilters(onPage3, { page: 4 })).toEqual({ gender: 2, wishlist: false, page: 4 });
    expect(patchFilters(parse("educationId=5"), { educationId: undefined })).toEqual(EMPTY_FILTERS);
  });

  it("resets everything but the gender chosen in the menu", () => {
    expect(resetFilters(parse("gender=1&name=x&wishlist=1&page=4"))).toEqual({
      gender: 1,
      wishlist: false,
      page: 1,
    });
    expect(hasActiveFilters(parse("gender=1&page=4"))).toBe(false);
    expect(hasActiveFilters(parse("gender=1&wishlist=1"))).toBe(true);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it("keeps a More position in the URL until a filter or a numbered page replaces it", () => {
    const more = parse("gender=2&after=MjAyNnwx");
    expect(more.after).toBe("MjAyNnwx");
    expect(apiQueryString(more)).toBe("?gender=2&after=MjAyNnwx");
    expect(patchFilters(more, { name: "pat" }).after).toBeUndefined();
    expect(patchFilters(more, { page: 1 })).toEqual({ gender: 2, wishlist: false, page: 1 });
    expect(patchFilters(more, { after: "bmV4dA", page: 1 }).after).toBe("bmV4dA");
    expect(parse("after=bad%20cursor!").after).toBeUndefined();
    expect(hasActiveFilters(more)).toBe(false);
  });
});
