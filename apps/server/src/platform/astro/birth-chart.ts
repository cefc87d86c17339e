import { BIRTH_TIME_ZONE_DEFAULT } from "@vv/shared/kundli";
import { type Graha, type MangalResult, mangalDosha, signOf } from "@vv/shared/patrika";
import { siderealChart } from "./chart";
import { parseBirthTime, zonedInstant } from "./moon";

export interface BirthDetails {
  dateOfBirth: string;
  /** "hh:mm AM"; empty or null when the family does not know it. */
  birthTime: string | null;
  timeZone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface BirthChart {
  /** Sidereal longitude of the lagna; null without a birth time or without a place. */
  lagna: number | null;
  lagnaMissing: "noTime" | "noPlace" | null;
  /** Sidereal longitudes; without a birth time, at local noon. */
  grahas: Record<Graha, number>;
  /** Without a birth time: positions are for noon and the Moon's degree may be off by up to 7°. */
  approximate: boolean;
  /** The Moon's sign; null when, without a birth time, the Moon changes sign during the day. */
  moonSign: number | null;
  mangal: MangalResult;
}

/**
 * The chart of a birth. Without a time there is no lagna; the Moon's sign counts only when it is
 * the same from the day's first minute to its last, and Mars' likewise.
 */
export function birthChart(input: BirthDetails): BirthChart {
  const zone = input.timeZone || BIRTH_TIME_ZONE_DEFAULT;
  const time = input.birthTime ? parseBirthTime(input.birthTime) : null;
  const place =
    input.latitude != null && input.longitude != null
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  if (time) {
    const chart = siderealChart(zonedInstant(input.dateOfBirth, time[0], time[1], zone), place);
    const lagnaSign = chart.lagna === null ? null : signOf(chart.lagna);
    const moonSign = signOf(chart.grahas.moon);
    return {
      lagna: chart.lagna,
      lagnaMissing: chart.lagna === null ? "noPlace" : null,
      grahas: chart.grahas,
      approximate: false,
      moonSign,
      mangal: mangalDosha({ lagna: lagnaSign, moon: moonSign, mars: signOf(chart.grahas.mars) }),
    };
  }
  const noon = siderealChart(zonedInstant(input.dateOfBirth, 12, 0, zone), null);
  const first = siderealChart(zonedInstant(input.dateOfBirth, 0, 0, zone), null).grahas;
  const last = siderealChart(zonedInstant(input.dateOfBirth, 23, 59, zone), null).grahas;
  const steady = (graha: Graha) => signOf(first[graha]) === signOf(last[graha]);
  const moonSign = steady("moon") ? signOf(first.moon) : null;
  const mangal = steady("mars")
    ? mangalDosha({ lagna: null, moon: moonSign, mars: signOf(first.mars) })
    : { fromLagna: null, fromMoon: null, cancelled: false, dosha: null };
  return { lagna: null, lagnaMissing: "noTime", grahas: noon.grahas, approximate: true, moonSign, mangal };
}
