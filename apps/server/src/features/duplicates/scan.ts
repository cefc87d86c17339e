import { normalizeMobile } from "@vv/shared/mobile";
import { ROW_STATUS } from "@vv/shared/statuses";
import { bandsOf, hashWords, wordsDistance } from "../media/phash";
import { nameKey } from "./names";
import { PHOTO_MATCH_BITS } from "./photo-match";
import type { DuplicatesRepo, FoundPair, ScanRow } from "./repo";

/** Profiles read per query, so no single read holds the database (or SQLite's one thread) for long. */
const PAGE = 2_000;
/**
 * A number or name shared by more profiles than this (an associate's office number) pairs only its
 * first profiles: the committee looks at them and the rest follow from them.
 */
const GROUP_CAP = 30;

interface PhotoEntry {
  profileId: number;
  inner: boolean;
  words: [number, number];
}

export interface ScanResult {
  /** Pairs found in this run (dismissed ones included). */
  found: number;
  /** Pairs that were not listed before. */
  added: number;
  /** Open pairs no longer found (a photo changed, a profile no longer approved). */
  removed: number;
  /** Old photos hashed first. */
  hashed: number;
}

/**
 * The daily scan over all approved profiles: same photo (by hash bands: each photo is compared only
 * with photos sharing one of its four 16-bit bands), same mobile on profiles of different accounts,
 * same name and date of birth. Pairs already listed keep their row; a dismissed pair is never
 * listed again. Running it twice changes nothing the second time.
 */
export function duplicateScan(deps: { repo: DuplicatesRepo; backfillHashes: () => Promise<number> }) {
  const { repo } = deps;
  return {
    async run(now = new Date()): Promise<ScanResult> {
      const hashed = await deps.backfillHashes();
      const found = new Map<
        string,
        { low: number; high: number; reasons: Set<string>; distance: number | null }
      >();
      const add = (a: number, b: number, reason: string, distance: number | null = null) => {
        if (a === b) return;
        const [low, high] = a < b ? [a, b] : [b, a];
        const key = `${low}:${high}`;
        let pair = found.get(key);
        if (!pair) {
          pair = { low, high, reasons: new Set(), distance: null };
          found.set(key, pair);
        }
        pair.reasons.add(reason);
        if (distance !== null) pair.distance = Math.min(pair.distance ?? 64, distance);
      };

      const entries: PhotoEntry[] = [];
      const buckets = [
        new Map<number, number[]>(),
        new Map<number, number[]>(),
        new Map<number, number[]>(),
        new Map<number, number[]>(),
      ];
      const owners = new Map<number, number>();
      const mobiles = new Map<string, number[]>();
      const names = new Map<string, number[]>();
      const stamp: number[] = [];
      const group = (map: Map<string, number[]>, key: string, id: number) => {
        const list = map.get(key);
        if (!list) map.set(key, [id]);
        else if (list.length < GROUP_CAP && !list.includes(id)) list.push(id);
      };

      const comparePhoto = (entry: PhotoEntry, bands: number[]) => {
        const index = entries.length;
        stamp[index] = -1;
        bands.forEach((band, k) => {
          for (const j of buckets[k]?.get(band) ?? []) {
            if (stamp[j] === index) continue;
            stamp[j] = index;
            const other = entries[j] as PhotoEntry;
            if (other.profileId === entry.profileId || (other.inner && entry.inner)) continue;
            const distance = wordsDistance(entry.words, other.words);
            if (distance <= PHOTO_MATCH_BITS) add(entry.profileId, other.profileId, "photo", distance);
          }
        });
        entries.push(entry);
        bands.forEach((band, k) => {
          const bucket = buckets[k] as Map<number, number[]>;
          const list = bucket.get(band);
          if (list) list.push(index);
          else bucket.set(band, [index]);
        });
      };

      let after = 0;
      for (;;) {
        const { rows, hashes } = await repo.scanPage(after, PAGE);
        const byPhoto = new Map<string, typeof hashes>();
        for (const h of hashes) byPhoto.set(h.photo_id, [...(byPhoto.get(h.photo_id) ?? []), h]);
        for (const row of rows) {
          if (row.registration_status !== "approved" || row.row_status === ROW_STATUS.deleted) continue;
          owners.set(row.id, row.owner_user_id);
          for (const h of byPhoto.get(row.photo_id ?? "") ?? []) {
            comparePhoto(
              { profileId: row.id, inner: h.kind === "inner", words: hashWords(h.hash) },
              bandsOf(h.hash),
            );
          }
          for (const m of mobilesOf(row)) group(mobiles, m, row.id);
          const key = nameKey(row.first_name, row.last_name);
          if (key && row.date_of_birth) group(names, `${key}|${row.date_of_birth}`, row.id);
        }
        if (rows.length < PAGE) break;
        after = (rows.at(-1) as ScanRow).id;
        // Let other requests in between pages.
        await new Promise((resolve) => setImmediate(resolve));
      }
      for (const ids of mobiles.values()) {
        ids.forEach((a, i) => {
          for (const b of ids.slice(i + 1)) if (owners.get(a) !== owners.get(b)) add(a, b, "mobile");
        });
      }
      for (const ids of names.values()) {
        ids.forEach((a, i) => {
          for (const b of ids.slice(i + 1)) add(a, b, "nameBirthDate");
        });
      }

      const existing = new Map(
        (await repo.existingPairs()).map((p) => [`${p.low_profile_id}:${p.high_profile_id}`, p]),
      );
      const added: FoundPair[] = [];
      const updated: Array<{ id: number } & FoundPair> = [];
      for (const [key, pair] of found) {
        const next: FoundPair = {
          low: pair.low,
          high: pair.high,
          reasons: [...pair.reasons].sort().join(","),
          photoDistance: pair.distance,
        };
        const before = existing.get(key);
        if (!before) added.push(next);
        else if (
          !before.dismissed_at &&
          (before.reasons !== next.reasons || before.photo_distance !== next.photoDistance)
        ) {
          updated.push({ id: before.id, ...next });
        }
      }
      const removed = [...existing.entries()]
        .filter(([key, p]) => !p.dismissed_at && !found.has(key))
        .map(([, p]) => p.id);
      await repo.saveScan(added, updated, removed, now.toISOString());
      return { found: found.size, added: added.length, removed: removed.length, hashed };
    },
  };
}
export type DuplicateScan = ReturnType<typeof duplicateScan>;

function mobilesOf(row: ScanRow): string[] {
  return [row.father_mobile, row.contact_person_mobile_1, row.contact_person_mobile_2].flatMap((m) => {
    const normal = m ? normalizeMobile(m) : null;
    return normal ? [normal] : [];
  });
}
