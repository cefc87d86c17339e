import { describe, expect, it } from "vitest";
import { dobToIso, formatDobTyping, isoToDob } from "./dob";

describe("date of birth typing", () => {
  it("adds the slashes while digits are typed", () => {
    expect(formatDobTyping("0")).toBe("0");
    expect(formatDobTyping("05")).toBe("05");
    expect(formatDobTyping("051")).toBe("05/1");
    expect(formatDobTyping("0501199")).toBe("05/01/199");
    expect(formatDobTyping("05011998")).toBe("05/01/1998");
    expect(formatDobTyping("050119981")).toBe("05/01/1998");
  });

  it("lets a separator close a short part", () => {
    expect(formatDobTyping("5/")).toBe("5/");
    expect(formatDobTyping("5/1/1998")).toBe("5/1/1998");
    expect(formatDobTyping("5-1-1998")).toBe("5/1/1998");
    expect(formatDobTyping("5.1.1998")).toBe("5/1/1998");
  });

  it("lets backspace remove a slash", () => {
    expect(formatDobTyping("05")).toBe("05");
    expect(formatDobTyping("05/0")).toBe("05/0");
  });

  it("ignores letters and extra separators", () => {
    expect(formatDobTyping("ab05//01x/1998")).toBe("05/01/1998");
    expect(formatDobTyping("/")).toBe("");
  });

  it("accepts Marathi digits", () => {
    expect(formatDobTyping("०५०११९९८")).toBe("05/01/1998");
  });
});

describe("date of birth conversion", () => {
  it("stores yyyy-mm-dd", () => {
    expect(dobToIso("05/01/1998")).toBe("1998-01-05");
    expect(dobToIso("5/1/1998")).toBe("1998-01-05");
    expect(dobToIso("29/02/2000")).toBe("2000-02-29");
  });

  it("refuses dates that do not exist or are incomplete", () => {
    for (const bad of ["31/02/1998", "29/02/1999", "00/01/1998", "12/13/1998", "05/01/98", "05/01", ""]) {
      expect(dobToIso(bad)).toBeNull();
    }
  });

  it("shows a stored date as dd/mm/yyyy", () => {
    expect(isoToDob("1998-01-05")).toBe("05/01/1998");
    expect(isoToDob(undefined)).toBe("");
    expect(isoToDob("05/01/19")).toBe("05/01/19");
  });
});
