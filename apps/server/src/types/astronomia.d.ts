// Types for the parts of `astronomia` (a devDependency) the kundli tests use as an independent check.
declare module "astronomia/moonposition" {
  /** Meeus ch. 47: geocentric longitude and latitude (radians, mean equinox of date), range in km. */
  export function position(jde: number): { lon: number; lat: number; range: number };
}
declare module "astronomia/julian" {
  export function DateToJD(date: Date): number;
}
declare module "astronomia/deltat" {
  /** ΔT = TT − UT in seconds for a decimal year. */
  export function deltaT(decimalYear: number): number;
}
