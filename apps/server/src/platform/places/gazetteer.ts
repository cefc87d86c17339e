import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@vv/shared/i18n";
import type { Place } from "@vv/shared/patrika";
import { findDistrict, findState, label, STATES } from "@vv/shared/reference";
import { translate } from "../../platform/i18n";
import { nameKey, plainName } from "./names";

/**
 * The offline gazetteer (gazetteer.json, written by scripts/build-gazetteer.mjs from GeoNames):
 * Indian places, district headquarters and larger cities abroad, searched by name in Marathi or
 * English. Loaded on first use: it stays out of memory for servers that never search it.
 */

interface Entry {
  ref: string;
  name: string;
  stateId: number;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  plain: string;
  key: string;
}
interface DistrictEntry {
  districtId: number;
  hq: Entry;
  /** The headquarters town is not in the gazetteer: `hq` is the state's seat. */
  stateSeat: boolean;
  keys: string[];
  plains: string[];
  /** Marathi names ("अहिल्यानगर", "अहमदनगर"). */
  labels: string[];
}

type Row = [number, string, number | string, number, number, number];
let loaded: {
  india: Entry[];
  abroad: Entry[];
  districts: DistrictEntry[];
  byRef: Map<string, Entry>;
} | null = null;

function load() {
  if (loaded) return loaded;
  // Beside this file in the sources, beside the bundle in apps/server/dist (scripts/build.mjs copies it).
  const data = JSON.parse(readFileSync(join(import.meta.dirname, "gazetteer.json"), "utf8")) as {
    india: Row[];
    abroad: Row[];
    districtHq: Record<string, number>;
    stateSeat: number[];
  };
  const seatFor = new Set(data.stateSeat);
  const entry = (prefix: string, row: Row): Entry => ({
    ref: `${prefix}:${row[0]}`,
    name: row[1],
    stateId: typeof row[2] === "number" ? row[2] : 0,
    country: typeof row[2] === "string" ? row[2] : "IN",
    latitude: row[3],
    longitude: row[4],
    population: row[5],
    plain: plainName(row[1]),
    key: nameKey(row[1]),
  });
  const india = data.india.map((r) => entry("in", r));
  const abroad = data.abroad.map((r) => entry("ab", r));
  const byRef = new Map([...india, ...abroad].map((e) => [e.ref, e]));
  const districts: DistrictEntry[] = [];
  for (const state of STATES)
    for (const d of state.districts) {
      const hq = byRef.get(`in:${data.districtHq[d.id]}`);
      if (!hq) continue;
      const names = [...d.en.split(/[()]/), ...d.mr.split(/[()]/)].map((n) => n.trim()).filter(Boolean);
      const mrNames = d.mr
        .split(/[()]/)
        .map((n) => n.trim())
        .filter(Boolean);
      districts.push({
        districtId: d.id,
        hq,
        stateSeat: seatFor.has(d.id),
        keys: names.map(nameKey),
        plains: names.map(plainName).filter(Boolean),
        labels: mrNames,
      });
    }
  loaded = { india, abroad, districts, byRef };
  return loaded;
}

export interface ResolvedPlace {
  ref: string;
  latitude: number;
  longitude: number;
  abroad: boolean;
}

/** Coordinates of a gazetteer reference; null when the reference is unknown. */
export function resolvePlace(ref: string): ResolvedPlace | null {
  const g = load();
  if (ref.startsWith("d:")) {
    const d = g.districts.find((x) => `d:${x.districtId}` === ref);
    return d ? { ref, latitude: d.hq.latitude, longitude: d.hq.longitude, abroad: false } : null;
  }
  const e = g.byRef.get(ref);
  return e ? { ref, latitude: e.latitude, longitude: e.longitude, abroad: e.country !== "IN" } : null;
}

const countryNames = new Map<Language, Intl.DisplayNames>();
function countryName(code: string, lang: Language) {
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === "mr" ? "mr-IN" : "en-IN"], { type: "region" });
    countryNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** How well a name answers a query: 0 best; null no match. */
function rank(
  query: { plain: string; key: string; devanagari: boolean },
  plain: string,
  key: string,
): number | null {
  if (!query.devanagari && query.plain && plain.startsWith(query.plain)) return plain === query.plain ? 0 : 1;
  if (query.key.length >= 2 && key.startsWith(query.key)) return key === query.key ? 2 : 3;
  return null;
}

/** Places matching a typed name, best first: the district headquarters, then places by size. */
export function searchPlaces(text: string, lang: Language, abroad: boolean, limit = 10): Place[] {
  const g = load();
  const query = { plain: plainName(text), key: nameKey(text), devanagari: /[\u0900-\u097F]/.test(text) };
  const found: { place: Place; rank: number; population: number }[] = [];
  if (abroad) {
    for (const e of g.abroad) {
      const r = rank(query, e.plain, e.key);
      if (r !== null)
        found.push({
          place: entryPlace(e, lang),
          rank: r,
          population: e.population,
        });
    }
  } else {
    for (const d of g.districts) {
      const ranks = d.plains
        .map((p, i) => rank(query, p, d.keys[i] ?? ""))
        .concat(d.keys.map((k) => rank({ ...query, plain: "" }, "", k)))
        .filter((r): r is number => r !== null);
      if (query.devanagari && d.labels.some((l) => l.startsWith(text.trim()))) ranks.push(0);
      if (ranks.length === 0) continue;
      found.push({
        place: districtPlace(d, lang),
        rank: Math.min(...ranks) - 0.5,
        population: Number.MAX_SAFE_INTEGER,
      });
    }
    for (const e of g.india) {
      const r = rank(query, e.plain, e.key);
      if (r !== null) found.push({ place: entryPlace(e, lang), rank: r, population: e.population });
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.population - a.population)
    .slice(0, limit)
    .map((f) => f.place);
}

function entryPlace(e: Entry, lang: Language): Place {
  if (e.country !== "IN")
    return { ref: e.ref, name: e.name, detail: countryName(e.country, lang), abroad: true };
  const state = e.stateId ? findState(e.stateId) : undefined;
  return {
    ref: e.ref,
    name: e.name,
    detail: state ? label(state, lang) : countryName("IN", lang),
    abroad: false,
  };
}

function districtPlace(d: DistrictEntry, lang: Language): Place {
  const district = findDistrict(d.districtId);
  const state = district ? findState(district.stateId) : undefined;
  return {
    ref: `d:${d.districtId}`,
    name: translate(lang, "profile:birthPlace.district", { district: district ? label(district, lang) : "" }),
    detail: translate(lang, `profile:birthPlace.${d.stateSeat ? "stateSeat" : "headquarters"}`, {
      town: d.hq.name,
      state: state ? label(state, lang) : "",
    }),
    abroad: false,
  };
}

/** A picked place as the form shows it again; null when the reference is unknown. */
export function describePlace(ref: string, lang: Language): Place | null {
  const g = load();
  const d = ref.startsWith("d:") ? g.districts.find((x) => `d:${x.districtId}` === ref) : undefined;
  if (d) return districtPlace(d, lang);
  const e = g.byRef.get(ref);
  return e ? entryPlace(e, lang) : null;
}

/**
 * The one Indian place a family's free text names, when exactly one place (or district) has that
 * name; null when none or several do.
 */
export function matchFreeText(text: string): ResolvedPlace | null {
  const g = load();
  // "Pune, Maharashtra" or "Pune (MH)": the first part names the place.
  const first = (text.split(/[,(/]/)[0] ?? "").trim();
  const plain = plainName(first);
  // Marathi text is matched to district names only: a skeleton alone names too many places.
  const districts = g.districts.filter(
    (d) => (plain.length >= 3 && d.plains.includes(plain)) || (first.length >= 2 && d.labels.includes(first)),
  );
  const places = plain.length >= 3 ? g.india.filter((e) => e.plain === plain) : [];
  const refs = new Set([...places.map((p) => p.ref), ...districts.map((d) => d.hq.ref)]);
  if (refs.size !== 1) return null;
  const [ref] = [...refs];
  return ref ? resolvePlace(ref) : null;
}
