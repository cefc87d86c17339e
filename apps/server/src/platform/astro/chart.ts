import { GRAHAS, type Graha } from "@vv/shared/patrika";
import { AstroTime, Body, Ecliptic, e_tilt, GeoVector, SiderealTime } from "astronomy-engine";
import { lahiriAyanamsa, tropicalMoonLongitude } from "./moon";

/**
 * The birth chart (sidereal, Lahiri): the lagna and the nine grahas.
 *
 * Grahas: astronomy-engine's apparent geocentric positions (light time and aberration included)
 * turned to the true ecliptic of date, less the nutation in longitude (the longitude from the mean
 * equinox of date), less the mean Lahiri ayanamsa: the same frame as the Moon (moon.ts), which is the
 * "true" Lahiri ayanamsa applied to apparent longitudes, as Indian ephemerides print them.
 * Rahu is the MEAN ascending node of the Moon (Chapront et al. 1998 polynomial), as traditional
 * panchangs use; Ketu is opposite it.
 * Lagna: the ecliptic longitude rising in the east, from the local apparent sidereal time and the
 * true obliquity, then into the same frame.
 */

const J2000_JD = 2451545.0;
const norm = (deg: number) => ((deg % 360) + 360) % 360;
const rad = Math.PI / 180;

const BODIES: Partial<Record<Graha, Body>> = {
  sun: Body.Sun,
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
};

/** Longitude of the Moon's mean ascending node from the mean equinox of date, degrees. */
export function meanNodeLongitude(jdTT: number): number {
  const t = (jdTT - J2000_JD) / 36525;
  return norm(125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + t ** 3 / 467441 - t ** 4 / 60616000);
}

/** Tropical longitudes (from the mean equinox of date) of the nine grahas at an instant. */
export function tropicalGrahaLongitudes(instant: Date): Record<Graha, number> {
  const time = new AstroTime(instant);
  const dpsiDeg = e_tilt(time).dpsi / 3600;
  const out = {} as Record<Graha, number>;
  for (const graha of GRAHAS) {
    const body = BODIES[graha];
    if (body) out[graha] = norm(Ecliptic(GeoVector(body, time, true)).elon - dpsiDeg);
  }
  out.moon = tropicalMoonLongitude(instant);
  out.rahu = meanNodeLongitude(time.tt + J2000_JD);
  out.ketu = norm(out.rahu + 180);
  return out;
}

/** Tropical ascendant (from the mean equinox of date) for a place, degrees; east longitude positive. */
export function tropicalAscendant(instant: Date, latitude: number, longitude: number): number {
  const time = new AstroTime(instant);
  const tilt = e_tilt(time);
  const ramc = norm(SiderealTime(time) * 15 + longitude) * rad;
  const eps = tilt.tobl * rad;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * rad) * Math.sin(eps)),
  );
  return norm(asc / rad - tilt.dpsi / 3600);
}

export const ayanamsaAt = (instant: Date) => lahiriAyanamsa(new AstroTime(instant).tt + J2000_JD);

export interface SiderealChart {
  /** Null without a birth time or a place. */
  lagna: number | null;
  grahas: Record<Graha, number>;
}

/** Sidereal (Lahiri) longitudes of the lagna (when the place is known) and the nine grahas. */
export function siderealChart(
  instant: Date,
  place: { latitude: number; longitude: number } | null,
): SiderealChart {
  const ayanamsa = ayanamsaAt(instant);
  const tropical = tropicalGrahaLongitudes(instant);
  const grahas = {} as Record<Graha, number>;
  for (const graha of GRAHAS) grahas[graha] = norm(tropical[graha] - ayanamsa);
  return {
    lagna: place ? norm(tropicalAscendant(instant, place.latitude, place.longitude) - ayanamsa) : null,
    grahas,
  };
}
