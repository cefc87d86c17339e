import { bandsOf, hammingDistance } from "../media/phash";
import type { HashRow } from "./repo";

/**
 * Photos whose hashes differ in at most this many of 64 bits are shown as the same picture. Measured
 * (bench/duplicates.ts): resized, recompressed, 10 % cropped and mirrored copies of the demo
 * portraits are within 2 bits, 20 % brighter ones within 8 (nearly all within 6); different portraits
 * drawn from one template come as close as 2–6 bits only rarely, and real photos of different people
 * differ in about half of the bits.
 */
export const PHOTO_MATCH_BITS = 6;

/**
 * Distance between two photos: the closest of whole-to-whole, whole-to-middle and middle-to-whole
 * (a copy cropped by 10 % shows what the original's middle shows). Two middles are not compared:
 * they add chances of a false pair, and never a copy that whole-to-whole does not find.
 */
export function photoDistance(a: HashRow[], b: HashRow[]): number {
  let best = 64;
  for (const x of a) {
    for (const y of b) {
      if (x.kind === "inner" && y.kind === "inner") continue;
      best = Math.min(best, hammingDistance(x.hash, y.hash));
    }
  }
  return best;
}

export const bandSets = (rows: HashRow[]) => rows.map((r) => bandsOf(r.hash));

export function groupByPhoto(rows: HashRow[]): Map<string, HashRow[]> {
  const out = new Map<string, HashRow[]>();
  for (const r of rows) out.set(r.photo_id, [...(out.get(r.photo_id) ?? []), r]);
  return out;
}
