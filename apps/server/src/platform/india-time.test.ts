import { describe, expect, it } from "vitest";
import { bucketByWeek, indiaDay, indiaDayStart, indiaWeekStart, lastWeekStarts, nextDay } from "./india-time";

describe("India-time days and weeks", () => {
  it("puts an instant on the India calendar day, which starts 5½ hours before UTC midnight", () => {
    expect(indiaDay("2025-03-02T18:29:59.999Z")).toBe("2025-03-02");
    expect(indiaDay("2025-03-02T18:30:00.000Z")).toBe("2025-03-03");
    expect(indiaDayStart("2025-03-03")).toBe("2025-03-02T18:30:00.000Z");
    expect(nextDay("2025-02-28")).toBe("2025-03-01");
    expect(nextDay("2024-12-31")).toBe("2025-01-01");
  });

  it("starts weeks on Monday, India time", () => {
    // Monday 3 March 2025 begins at 2025-03-02T18:30Z.
    expect(indiaWeekStart("2025-03-02T18:29:00.000Z")).toBe("2025-02-24");
    expect(indiaWeekStart("2025-03-02T18:30:00.000Z")).toBe("2025-03-03");
    expect(indiaWeekStart("2025-03-09T18:29:00.000Z")).toBe("2025-03-03");
  });

  it("lists the last weeks oldest first, across a year end", () => {
    expect(lastWeekStarts(new Date("2025-01-08T06:00:00.000Z"), 3)).toEqual([
      "2024-12-23",
      "2024-12-30",
      "2025-01-06",
    ]);
  });

  it("counts per week, fills empty weeks with 0 and ignores instants outside", () => {
    const weeks = ["2025-02-17", "2025-02-24", "2025-03-03"];
    const counts = bucketByWeek(
      [
        "2025-02-17T00:00:00.000Z",
        "2025-02-16T18:29:00.000Z", // Sunday night in India: the week before, ignored
        "2025-03-02T18:30:00.000Z", // Monday 00:00 in India
        "2025-03-09T12:00:00.000Z",
        "2025-03-10T12:00:00.000Z", // after the last week, ignored
      ],
      weeks,
    );
    expect(counts).toEqual([1, 0, 2]);
  });
});
