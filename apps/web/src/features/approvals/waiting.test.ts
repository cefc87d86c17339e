import { describe, expect, it } from "vitest";
import { waitingFor } from "./waiting";

const t = (key: string, vars?: Record<string, unknown>) => `${key} ${JSON.stringify(vars)}`;
const now = Date.parse("2026-11-28T10:00:00Z");

describe("waiting time in the approval queue", () => {
  it("says hours under two days and days after, overdue from 48 hours", () => {
    expect(waitingFor("2026-11-28T09:30:00Z", t, "en", now)).toEqual({
      text: "queue.waitingNew undefined",
      overdue: false,
    });
    expect(waitingFor("2026-11-28T08:30:00Z", t, "en", now).text).toBe(
      'queue.waitingHours {"count":1,"hours":"1"}',
    );
    expect(waitingFor("2026-11-26T11:00:00Z", t, "en", now).overdue).toBe(false);
    expect(waitingFor("2026-11-26T10:00:00Z", t, "en", now)).toEqual({
      text: 'queue.waitingDays {"count":2,"days":"2"}',
      overdue: true,
    });
    expect(waitingFor("2026-11-18T10:00:00Z", t, "mr", now).text).toContain("१०");
  });
});
