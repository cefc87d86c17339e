import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumericDate } from "./format-date";

describe("dates in the reader's language", () => {
  const evening = "2026-11-23T12:35:00Z"; // 18:05 in India

  it("reads instants in India time", () => {
    expect(formatDateTime(evening, "en")).toBe("23 Nov 2026, 6:05 pm");
    expect(formatNumericDate(evening, "en", true)).toBe("23/11/2026, 18:05");
    expect(formatDate("2026-11-23T20:00:00Z", "en")).toBe("24 Nov 2026");
  });

  it("keeps a calendar date on its own day", () => {
    expect(formatDate("2026-11-23", "en")).toBe("23 Nov 2026");
    expect(formatNumericDate("2026-01-05", "mr")).toBe("०५/०१/२०२६");
  });

  it("writes Marathi with Devanagari digits and Marathi times of day, never AM/PM", () => {
    const text = formatDateTime(evening, "mr");
    expect(text).toContain("२०२६");
    expect(text).toContain("६:०५");
    expect(text).not.toMatch(/AM|PM|am|pm/);
  });

  it("gives nothing for a value that is not a date", () => {
    expect(formatDate("soon", "en")).toBe("");
    expect(formatDateTime("", "mr")).toBe("");
  });
});
