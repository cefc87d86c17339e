import { describe, expect, it } from "vitest";
import type { TFunction } from "../../lib/i18n";
import { notificationText } from "./text";

const t = ((key: string, values?: Record<string, string>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as TFunction;

describe("notification text", () => {
  it("writes a count in the reader's digits and translates …Key parameters", () => {
    const item = { type: "new_matches" as const, params: { profileName: "Omkar", count: "12" } };
    expect(notificationText(t, item, "mr").body).toContain('"count":"१२"');
    expect(notificationText(t, item, "en").body).toContain('"count":"12"');
    const outcome = { type: "report_outcome" as const, params: { reference: "R-1", outcomeKey: "x:y" } };
    expect(notificationText(t, outcome, "en").body).toContain('"outcome":"x:y {}"');
  });

  it("writes a melava event number in the reader's digits after its translated series", () => {
    const item = {
      type: "melava_registered" as const,
      params: {
        profileName: "Sayali",
        eventName: "Melava",
        seriesKey: "notifications:series.bride",
        eventNumber: "007",
      },
    };
    const body = notificationText(t, item, "mr").body;
    expect(body).toContain('"eventNumber":"००७"');
    expect(body).toContain('"series":"notifications:series.bride {}"');
  });
});
