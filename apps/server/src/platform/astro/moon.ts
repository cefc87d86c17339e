import {
  BIRTH_TIME_ZONE_DEFAULT,
  MOON_APPROXIMATE,
  MOON_EXACT,
  MOON_UNAVAILABLE,
  type MoonPrecision,
  type MoonSign,
  moonSignOf,
} from "@vv/shared/kundli";

import { AstroTime, EclipticGeoMoon, e_tilt } from "astronomy-engine";

/**
 * The Moon at birth, sidereal, with the Lahiri (Chitrapaksha) ayanamsa.
 *
 * Tropical longitude: astronomy-engine's EclipticGeoMoon (true ecliptic and equinox of date, from
 * the Improved Lunar Ephemeris; arc-second accuracy), minus the nutation in longitude, which gives
 * the longitude from the mean equinox of date. Sidereal longitude: that minus the mean Lahiri
 * ayanamsa. Subtracting nutation from both sides is the same as the "true" ayanamsa applied to the
 * apparent longitude, which is how Indian ephemerides (and the Swiss Ephemeris) state it.
 */

/** Lahiri at 1956-03-21 0h TT: 23°15'00.658" true, 23.245522556° mean (nutation removed). */
const LAHIRI_T0_JD = 2435553.5;
const LAHIRI_T0_MEAN_DEG = 23.245522556;
const J2000_JD = 2451545.0;

/** General precession in longitude since J2000, in arc seconds (IAU 2006, Capitaine et al. 2003). */
function precessionArcsec(jdTT: number): number {
  const t = (jdTT - J2000_JD) / 36525;
  return (
    5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5
  );
}

/** Mean Lahiri ayanamsa in degrees at a Julian day (TT). */
export function lahiriAyanamsa(jdTT: number): number {
  return LAHIRI_T0_MEAN_DEG + (precessionArcsec(jdTT) - precessionArcsec(LAHIRI_T0_JD)) / 3600;
}

const norm = (deg: number) => ((deg % 360) + 360) % 360;

/** The Moon's geocentric longitude from the mean equinox of date, degrees. */
export function tropicalMoonLongitude(instant: Date): number {
  const time = new AstroTime(instant);
  const ecliptic = EclipticGeoMoon(time);
  return norm(ecliptic.lon - e_tilt(time).dpsi / 3600);
}

export function siderealMoonLongitude(instant: Date): number {
  const time = new AstroTime(instant);
  return norm(tropicalMoonLongitude(instant) - lahiriAyanamsa(time.tt + J2000_JD));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Minutes a time zone is ahead of UTC at an instant (India: 330). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant of a wall-clock time on a date in a time zone ("1990-05-17", 14, 30, "Asia/Kolkata"). */
export function zonedInstant(date: string, hour24: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour24, minute);
  // Two passes settle the offset across a daylight-saving change.
  let guess = new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60000);
  guess = new Date(wall - zoneOffsetMinutes(guess, timeZone) * 60000);
  return guess;
}

/** "02:05 PM" -> [14, 5]; null when not a time. */
export function parseBirthTime(text: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  return [match[3]?.toUpperCase() === "PM" ? hour12 + 12 : hour12, Number(match[2])];
}

export interface MoonAtBirth {
  precision: MoonPrecision;
  nakshatra: number | null;
  pada: number | null;
  rashi: number | null;
}

/**
 * The Moon of a birth. With a time: exact. Without one the Moon moves about 13° in the day, nearly a
 * whole nakshatra: "approximate" (nakshatra and sign, no pada) only when the nakshatra and the sign
 * are the same from the day's first to its last minute, otherwise "unavailable".
 */
export function moonAtBirth(input: {
  dateOfBirth: string;
  birthTime: string | null;
  timeZone?: string | null;
}): MoonAtBirth {
  const zone = input.timeZone || BIRTH_TIME_ZONE_DEFAULT;
  const time = input.birthTime ? parseBirthTime(input.birthTime) : null;
  if (time) {
    const sign = moonSignOf(siderealMoonLongitude(zonedInstant(input.dateOfBirth, time[0], time[1], zone)));
    return { precision: MOON_EXACT, ...sign };
  }
  const start: MoonSign = moonSignOf(siderealMoonLongitude(zonedInstant(input.dateOfBirth, 0, 0, zone)));
  const end: MoonSign = moonSignOf(siderealMoonLongitude(zonedInstant(input.dateOfBirth, 23, 59, zone)));
  if (start.nakshatra === end.nakshatra && start.rashi === end.rashi)
    return { precision: MOON_APPROXIMATE, nakshatra: start.nakshatra, pada: null, rashi: start.rashi };
  return { precision: MOON_UNAVAILABLE, nakshatra: null, pada: null, rashi: null };
}
