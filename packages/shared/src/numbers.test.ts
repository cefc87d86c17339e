import { describe, expect, it } from "vitest";
import { asciiDigits, formatBirthTime, localNumber } from "./numbers";

it("writes numbers a reader reads in Devanagari digits on Marathi pages", () => {
  expect(localNumber(1001, "mr")).toBe("१००१");
  expect(localNumber(1001, "en")).toBe("1001");
  expect(localNumber("12", "mr-IN")).toBe("१२");
});

it("says the time of birth in Marathi words, not AM/PM", () => {
  expect(formatBirthTime("06:05 PM", "mr")).toBe("संध्याकाळ ६:०५");
  expect(formatBirthTime("06:05 AM", "mr")).toBe("सकाळ ६:०५");
  expect(formatBirthTime("12:30 PM", "mr")).toBe("दुपार १२:३०");
  expect(formatBirthTime("12:10 AM", "mr")).toBe("रात्र १२:१०");
  expect(formatBirthTime("04:00 AM", "mr")).toBe("पहाट ४:००");
  expect(formatBirthTime("06:05 PM", "en")).toBe("06:05 PM");
  for (const time of ["01:00 AM", "11:59 PM"]) expect(formatBirthTime(time, "mr")).not.toMatch(/AM|PM|[0-9]/);
});

describe("asciiDigits", () => {
  it("reads digits typed on a Marathi keyboard as ASCII and leaves everything else", () => {
    expect(asciiDigits("१०१२")).toBe("1012");
    expect(asciiDigits("१४/०८/1996")).toBe("14/08/1996");
    expect(asciiDigits("abc ९")).toBe("abc 9");
  });
});
