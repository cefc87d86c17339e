import type {
  AccountFlag,
  DuplicateMatch,
  DuplicatePairList,
  DuplicateReason,
  ProfileDuplicates,
} from "@vv/shared/duplicates";
import { DUPLICATE_PAGE_SIZE, DUPLICATE_REASONS } from "@vv/shared/duplicates";
import type { Language } from "@vv/shared/i18n";
import { normalizeMobile } from "@vv/shared/mobile";
import { profileSlug } from "@vv/shared/profile";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { profilePhotosRepo } from "../profile-photos/repo";
import { fullName } from "../profiles/labels";
import { photoUrls } from "../profiles/mapping";
import type { ProfileRow } from "../profiles/repo";
import { nameKey } from "./names";
import { bandSets, groupByPhoto, PHOTO_MATCH_BITS, photoDistance } from "./photo-match";
import { type DuplicatesRepo, duplicatesRepo, type HashRow } from "./repo";

export interface PhotoHasher {
  /** Makes and keeps the hashes of a stored photo that has none yet. */
  hashStored(photoId: string): Promise<unknown>;
}

const mobilesOf = (
  row: Pick<ProfileRow, "father_mobile" | "contact_person_mobile_1" | "contact_person_mobile_2">,
) => [
  ...new Set(
    [row.father_mobile, row.contact_person_mobile_1, row.contact_person_mobile_2].flatMap((m) => {
      const normal = m ? normalizeMobile(m) : null;
      return normal ? [normal] : [];
    }),
  ),
];

const byReason = (a: DuplicateReason, b: DuplicateReason) =>
  DUPLICATE_REASONS.indexOf(a) - DUPLICATE_REASONS.indexOf(b);

export function parseReasons(text: string): DuplicateReason[] {
  return text
    .split(",")
    .filter((r): r is DuplicateReason => (DUPLICATE_REASONS as readonly string[]).includes(r))
    .sort(byReason);
}

function refOf(row: ProfileRow, flags: Map<number, AccountFlag[]>) {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    slug: profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name),
    fullName: fullName(row),
    photo: photoUrls(row.photo_id),
    registrationStatus: row.registration_status,
    accountFlags: flags.get(row.owner_user_id) ?? [],
  };
}

/** Possible duplicates of profiles under review, and the committee's list of the scan's pairs. */
export function duplicatesService(db: DB, repo: DuplicatesRepo, photos: PhotoHasher) {
  async function hashesOf(photoIds: string[]): Promise<HashRow[]> {
    let rows = await repo.hashesOf(photoIds);
    const missing = photoIds.filter((id) => !rows.some((r) => r.photo_id === id));
    if (missing.length > 0) {
      // A photo stored before hashes were kept: hashed now rather than waiting for the nightly backfill.
      await Promise.all(missing.map((id) => photos.hashStored(id).catch(() => undefined)));
      rows = await repo.hashesOf(photoIds);
    }
    return rows;
  }

  /** Other live profiles showing a photo within PHOTO_MATCH_BITS of one of this profile's. */
  async function samePhoto(row: ProfileRow): Promise<Array<{ row: ProfileRow; distance: number }>> {
    const own = [row.photo_id, row.pending_photo_id].filter((id): id is string => id !== null);
    const ownRows = await hashesOf(own);
    if (ownRows.length === 0) return [];
    const candidates = groupByPhoto(await repo.sharingBand(bandSets(ownRows)));
    const ownByPhoto = groupByPhoto(ownRows);
    const close = new Map<string, number>();
    for (const [photoId, theirs] of candidates) {
      if (own.includes(photoId)) continue;
      const distance = Math.min(...[...ownByPhoto.values()].map((mine) => photoDistance(mine, theirs)));
      if (distance <= PHOTO_MATCH_BITS) close.set(photoId, distance);
    }
    const found = await repo.profilesWithPhotos([...close.keys()], row.id);
    const galleries = await profilePhotosRepo(db).listMany(found.map((other) => other.id));
    return found.map((other) => ({
      row: other,
      distance: Math.min(
        ...[
          other.photo_id,
          other.pending_photo_id,
          ...(galleries.get(other.id) ?? []).map((p) => p.photo_id),
        ].map((id) => (id ? (close.get(id) ?? 64) : 64)),
      ),
    }));
  }

  async function forProfile(row: ProfileRow): Promise<ProfileDuplicates> {
    const mobiles = mobilesOf(row);
    const key = nameKey(row.first_name, row.last_name);
    const [photoMatches, mobileMatches, bornSameDay] = await Promise.all([
      samePhoto(row),
      repo.profilesWithMobiles(mobiles, row.owner_user_id),
      row.date_of_birth ? repo.profilesBornOn(row.date_of_birth, row.id) : Promise.resolve([]),
    ]);
    const matches = new Map<
      number,
      { row: ProfileRow; reasons: Set<DuplicateReason>; distance: number | null; mobile: string | null }
    >();
    const entry = (other: ProfileRow) => {
      let m = matches.get(other.id);
      if (!m) {
        m = { row: other, reasons: new Set(), distance: null, mobile: null };
        matches.set(other.id, m);
      }
      return m;
    };
    for (const { row: other, distance } of photoMatches) {
      const m = entry(other);
      m.reasons.add("photo");
      m.distance = distance;
    }
    for (const other of mobileMatches) {
      if (other.id === row.id) continue;
      const shared = mobilesOf(other).find((m) => mobiles.includes(m));
      if (!shared) continue;
      const m = entry(other);
      m.reasons.add("mobile");
      m.mobile = shared;
    }
    for (const other of bornSameDay) {
      if (key && nameKey(other.first_name, other.last_name) === key)
        entry(other).reasons.add("nameBirthDate");
    }
    const flags = await repo.accountFlags([
      row.owner_user_id,
      ...[...matches.values()].map((m) => m.row.owner_user_id),
    ]);
    const list: DuplicateMatch[] = [...matches.values()].map((m) => ({
      ...refOf(m.row, flags),
      reasons: [...m.reasons].sort(byReason),
      photoDistance: m.distance,
      sharedMobile: m.mobile,
    }));
    // The strongest signals first: a photo, then more reasons, then the older profile.
    list.sort(
      (a, b) =>
        (a.photoDistance ?? 99) - (b.photoDistance ?? 99) ||
        b.reasons.length - a.reasons.length ||
        a.id - b.id,
    );
    return { accountFlags: flags.get(row.owner_user_id) ?? [], matches: list };
  }

  return {
    forProfile,

    /** The daily scan's open pairs, newest first, with both profiles. */
    async pairs(page: number): Promise<DuplicatePairList> {
      const { rows, total } = await repo.openPage(page);
      const profiles = await repo.profilesByIds(rows.flatMap((r) => [r.low_profile_id, r.high_profile_id]));
      const byId = new Map(profiles.map((p) => [p.id, p]));
      const flags = await repo.accountFlags(profiles.map((p) => p.owner_user_id));
      const items = rows.flatMap((r) => {
        const low = byId.get(r.low_profile_id);
        const high = byId.get(r.high_profile_id);
        if (!low || !high) return [];
        return [
          {
            id: r.id,
            foundAt: r.found_at,
            reasons: parseReasons(r.reasons),
            photoDistance: r.photo_distance,
            profiles: [refOf(low, flags), refOf(high, flags)] as [
              ReturnType<typeof refOf>,
              ReturnType<typeof refOf>,
            ],
          },
        ];
      });
      return { items, total, page, pageSize: DUPLICATE_PAGE_SIZE };
    },

    openCount: () => repo.openCount(),

    /** "Not a duplicate": the pair stays, dismissed, so the scan never lists it again; both profiles' histories say so. */
    async dismiss(actor: UserRow, pairId: number, lang: Language) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const pair = await duplicatesRepo(trx).findPair(pairId);
        if (!pair) throw notFound("approvals:duplicates.errors.notFound");
        if (pair.dismissed_at || !(await repo.dismiss(trx, pairId, actor.id, now))) {
          throw new AppError(409, "conflict", "approvals:duplicates.errors.alreadyDismissed");
        }
        const profiles = await duplicatesRepo(trx).profilesByIds([pair.low_profile_id, pair.high_profile_id]);
        const named = (p: ProfileRow | undefined) =>
          p ? `${fullName(p)}${p.registration_number === null ? "" : ` (${p.registration_number})`}` : "";
        for (const [self, other] of [
          [pair.low_profile_id, pair.high_profile_id],
          [pair.high_profile_id, pair.low_profile_id],
        ] as const) {
          await auditRepo(trx).insert({
            actor_user_id: actor.id,
            entity_type: "profile",
            entity_id: self,
            action: "notDuplicate",
            before_state: null,
            after_state: JSON.stringify({ not_duplicate_of: named(profiles.find((p) => p.id === other)) }),
            remark: null,
          });
        }
      });
      return { message: translate(lang, "approvals:duplicates.dismissed") };
    },
  };
}
export type DuplicatesService = ReturnType<typeof duplicatesService>;
