import { BIRTH_HOURS, BIRTH_MINUTES } from "@vv/shared/reference";
import { describe, expect, it } from "vitest";
import { birthTimeParts, birthTimeText, numericOptions } from "./birth-time";

describe("birth time parts", () => {
  it("reads the stored text", () => {
    expect(birthTimeParts("07:05 PM")).toEqual({ hour: 7, minute: 5, amPm: "PM" });
    expect(birthTimeParts("12:00 am")).toEqual({ hour: 12, minute: 0, amPm: "AM" });
    expect(birthTimeParts("7:5 AM")).toEqual({ hour: 7, minute: 5, amPm: "AM" });
  });

  it("reads a 24-hour time as well", () => {
    expect(birthTimeParts("19:05")).toEqual({ hour: 7, minute: 5, amPm: "PM" });
    expect(birthTimeParts("00:30")).toEqual({ hour: 12, minute: 30, amPm: "AM" });
    expect(birthTimeParts("12:15:00")).toEqual({ hour: 12, minute: 15, amPm: "PM" });
  });

  it("rejects what is not a time", () => {
    for (const bad of ["", null, undefined, "7 PM", "13:00 PM", "00:10 AM", "10:60 AM", "25:00"]) {
      expect(birthTimeParts(bad)).toBeNull();
    }
  });

  it("composes the text only when all three parts are chosen", () => {
    expect(birthTimeText({ hour: 7, minute: 5, amPm: "PM" })).toBe("07:05 PM");
    expect(birthTimeText({ hour: 12, minute: 0, amPm: "AM" })).toBe("12:00 AM");
    expect(birthTimeText({ hour: 7, minute: undefined, amPm: "PM" })).toBeUndefined();
    expect(birthTimeText({ hour: 7, minute: 5 })).toBeUndefined();
    expect(birthTimeText({ hour: 13, minute: 5, amPm: "AM" })).toBeUndefined();
  });

  it("round-trips every hour and minute", () => {
    for (const hour of [1, 6, 12]) {
      for (const minute of [0, 9, 59]) {
        expect(birthTimeParts(birthTimeText({ hour, minute, amPm: "PM" }))).toEqual({
          hour,
          minute,
          amPm: "PM",
        });
      }
    }
  });

  it("offers the hours and minutes as numbers, labelled in the language", () => {
    const minutes = numericOptions(BIRTH_MINUTES, "mr");
    expect(minutes).toHaveLength(60);
    expect(minutes[5]).toEqual({ value: 5, label: "०५" });
    expect(numericOptions(BIRTH_HOURS, "en")[11]).toEqual({ value: 12, label: "12" });
  });
});
