import { moonSignOf } from "@vv/shared/kundli";
import { deltaT } from "astronomia/deltat";
import { DateToJD } from "astronomia/julian";
import { position } from "astronomia/moonposition";
import { describe, expect, it } from "vitest";
import {
  lahiriAyanamsa,
  moonAtBirth,
  parseBirthTime,
  siderealMoonLongitude,
  tropicalMoonLongitude,
  zonedInstant,
} from "./moon";

/** mulberry32: a small seeded generator, so the 1,000 instants are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The second implementation: Meeus' lunar theory (astronomia), ΔT from astronomia's own table. */
function meeusMoonLongitude(instant: Date): number {
  const jd = DateToJD(instant);
  const year = 2000 + (jd - 2451545) / 365.25;
  const jde = jd + deltaT(year) / 86400;
  return ((((position(jde).lon * 180) / Math.PI) % 360) + 360) % 360;
}

const angleDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe("Moon longitude", () => {
  it("agrees within 0.1° with Meeus (astronomia) on 1,000 random instants 1950-2010", () => {
    const random = seeded(20261123);
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2010, 11, 31, 23, 59);
    let worst = 0;
    for (let i = 0; i < 1000; i++) {
      const instant = new Date(from + random() * (to - from));
      worst = Math.max(worst, angleDiff(tropicalMoonLongitude(instant), meeusMoonLongitude(instant)));
    }
    expect(worst).toBeLessThan(0.1);
  });

  it("matches Meeus' worked example 47.a (1992-04-12 0h TD: λ = 133.162655°)", () => {
    // 0h TD less ΔT (about 59 s in 1992) is the UT instant.
    const instant = new Date(Date.UTC(1992, 3, 12) - 59_000);
    expect(angleDiff(tropicalMoonLongitude(instant), 133.162655)).toBeLessThan(0.01);
  });

  it("Lahiri ayanamsa: 23.2455° (mean) at its 1956 epoch, about 23°51'25\" at J2000", () => {
    expect(lahiriAyanamsa(2435553.5)).toBeCloseTo(23.245522556, 6);
    expect(Math.abs(lahiriAyanamsa(2451545) - (23 + 51 / 60 + 25 / 3600))).toBeLessThan(2 / 3600);
  });

  it("sidereal = tropical - ayanamsa", () => {
    const instant = new Date("2000-01-01T12:00:00Z");
    const jdTT = 2451545 + 64 / 86400;
    expect(
      angleDiff(siderealMoonLongitude(instant), tropicalMoonLongitude(instant) - lahiriAyanamsa(jdTT)),
    ).toBeLessThan(1e-4);
  });
});

describe("birth time to an instant", () => {
  it("reads India Standard Time by default and other zones when chosen", () => {
    expect(zonedInstant("1990-05-17", 14, 30, "Asia/Kolkata").toISOString()).toBe("1990-05-17T09:00:00.000Z");
    expect(zonedInstant("1990-07-01", 9, 0, "Europe/London").toISOString()).toBe("1990-07-01T08:00:00.000Z");
    expect(zonedInstant("1990-01-01", 9, 0, "America/New_York").toISOString()).toBe(
      "1990-01-01T14:00:00.000Z",
    );
  });

  it("parses the form's 12-hour times", () => {
    expect(parseBirthTime("12:05 AM")).toEqual([0, 5]);
    expect(parseBirthTime("12:05 PM")).toEqual([12, 5]);
    expect(parseBirthTime("07:45 PM")).toEqual([19, 45]);
    expect(parseBirthTime("")).toBeNull();
  });
});

describe("the Moon at birth", () => {
  it("is exact with a birth time", () => {
    const moon = moonAtBirth({ dateOfBirth: "1995-08-15", birthTime: "10:30 AM", timeZone: "Asia/Kolkata" });
    const expected = moonSignOf(siderealMoonLongitude(new Date("1995-08-15T05:00:00Z")));
    expect(moon).toEqual({ precision: "exact", ...expected });
  });

  it("without a time: approximate only when the whole day keeps one nakshatra and sign, else unavailable", () => {
    const random = seeded(7);
    let approximate = 0;
    let unavailable = 0;
    for (let i = 0; i < 200; i++) {
      const day = new Date(Date.UTC(1960, 0, 1) + Math.floor(random() * 18000) * 86400000)
        .toISOString()
        .slice(0, 10);
      const moon = moonAtBirth({ dateOfBirth: day, birthTime: null });
      const first = moonSignOf(siderealMoonLongitude(zonedInstant(day, 0, 0, "Asia/Kolkata")));
      const last = moonSignOf(siderealMoonLongitude(zonedInstant(day, 23, 59, "Asia/Kolkata")));
      if (first.nakshatra === last.nakshatra && first.rashi === last.rashi) {
        approximate++;
        expect(moon).toEqual({
          precision: "approximate",
          nakshatra: first.nakshatra,
          pada: null,
          rashi: first.rashi,
        });
      } else {
        unavailable++;
        expect(moon).toEqual({ precision: "unavailable", nakshatra: null, pada: null, rashi: null });
      }
    }
    // The Moon moves 12-15° a day against a 13°20' nakshatra: most days cross a boundary.
    expect(unavailable).toBeGreaterThan(approximate);
  });
});
