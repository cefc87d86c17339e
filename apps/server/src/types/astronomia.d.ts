// Types for the parts of `astronomia` (a devDependency) the kundli tests use as an independent check.
declare module "astronomia/moonposition" {
  /** Meeus ch. 47: geocentric longitude and latitude (radians, mean equinox of date), range in km. */
  export function position(jde: number): { lon: number; lat: number; range: number };
  /** Longitude of the Moon's mean ascending node, radians. */
  export function node(jde: number): number;
}
declare module "astronomia/julian" {
  export function DateToJD(date: Date): number;
}
declare module "astronomia/deltat" {
  /** ΔT = TT − UT in seconds for a decimal year. */
  export function deltaT(decimalYear: number): number;
}
declare module "astronomia/planetposition" {
  /** A VSOP87 planet built from one of astronomia's `data/vsop87B*` tables. */
  export class Planet {
    constructor(data: unknown);
  }
}
declare module "astronomia/elliptic" {
  import type { Planet } from "astronomia/planetposition";
  /** Apparent right ascension and declination (radians, true equator and equinox of date). */
  export function position(planet: Planet, earth: Planet, jde: number): { ra: number; dec: number };
}
declare module "astronomia/solar" {
  import type { Planet } from "astronomia/planetposition";
  /** The Sun's apparent longitude (radians, nutation and aberration included). */
  export function apparentVSOP87(earth: Planet, jde: number): { lon: number; lat: number; range: number };
}
declare module "astronomia/nutation" {
  /** [Δψ, Δε] in radians. */
  export function nutation(jde: number): [number, number];
  /** Mean obliquity of the ecliptic, radians. */
  export function meanObliquity(jde: number): number;
}
declare module "astronomia/sidereal" {
  /** Apparent sidereal time at Greenwich in seconds of time. */
  export function apparent(jd: number): number;
}
declare module "astronomia/coord" {
  export class Equatorial {
    constructor(ra: number, dec: number);
    /** Ecliptic longitude and latitude in radians for an obliquity in radians. */
    toEcliptic(obliquity: number): { lon: number; lat: number };
  }
}
declare module "astronomia/data/vsop87Bearth" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bmars" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bmercury" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bjupiter" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bvenus" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bsaturn" {
  const data: unknown;
  export default data;
}
