import type { Language } from "@vv/shared/i18n";
import { isClosing, type UnlistedReason } from "@vv/shared/listing";
import type {
  DeskLookupState,
  MelavaDeskLookup,
  MelavaDeskLookupQuery,
  MelavaOnSpotExistingInput,
  MelavaOnSpotResponse,
} from "@vv/shared/melava-desk";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { heldAmong } from "../visibility/holds-sql";
import { unlistedAmong } from "../visibility/listed-sql";
import type { DeskRepo } from "./desk-repo";
import { deskAnswer, deskReceipt, deskSeat } from "./desk-seat";
import { onSpotRepo } from "./onspot-repo";
import { registrationsRepo } from "./registrations-repo";
import type { MelavaRepo } from "./repo";
import { conflict, type RequestMeta } from "./seat";

type Found = Awaited<ReturnType<ReturnType<typeof onSpotRepo>["lookup"]>>[number];

/** Why the desk cannot register a profile now, in the order a volunteer should hear it. */
function stateOf(p: Found, held: Set<number>, unlisted: Map<number, UnlistedReason>): DeskLookupState {
  if (p.registration_id !== null) return "alreadyRegistered";
  if (p.owner_row_status !== ROW_STATUS.active) return "accountInactive";
  if (p.row_status !== ROW_STATUS.active) return "inactive";
  if (p.registration_status !== "approved") return p.registration_status;
  if (held.has(p.id)) return "held";
  const reason = unlisted.get(p.id);
  if (reason) return isClosing(reason) ? "closed" : "paused";
  return "registrable";
}

/**
 * The desk's "find first": a family that already has a profile on the portal is found by its
 * registration number or mobile and registered as it is, instead of getting a second, pending one.
 */
export function deskExistingService(deps: { db: DB; events: MelavaRepo; desk: DeskRepo }) {
  const { db } = deps;

  async function openEvent(eventId: number) {
    const event = await deps.events.find(eventId);
    if (!event) throw notFound("melava:errors.notFound");
    return event;
  }

  return {
    async lookup(eventId: number, q: MelavaDeskLookupQuery["q"]): Promise<MelavaDeskLookup> {
      await openEvent(eventId);
      const found = await onSpotRepo(db).lookup(eventId, q);
      const ids = found.map((p) => p.id);
      const [held, unlisted] = await Promise.all([heldAmong(db, ids), unlistedAmong(db, ids)]);
      return {
        kind: q.kind,
        items: found.map((p) => ({
          profileId: p.id,
          registrationNumber: p.registration_number,
          name: `${p.first_name} ${p.last_name}`.trim(),
          gender: p.gender,
          districtId: p.district_id || null,
          educationId: p.education_id || null,
          approval: p.registration_status,
          hasPhoto: p.photo_id !== null,
          state: stateOf(p, held, unlisted as Map<number, UnlistedReason>),
          registration:
            p.registration_id !== null && p.registration_state
              ? {
                  id: p.registration_id,
                  status: p.registration_state,
                  eventNumber: p.registration_state === "registered" ? p.event_number : null,
                }
              : null,
        })),
      };
    },

    /** Registers a found profile: the same rules as online, the fee taken in hand like a walk-in's. */
    async register(
      admin: UserRow,
      eventId: number,
      input: MelavaOnSpotExistingInput,
      meta: RequestMeta,
      lang: Language,
    ): Promise<MelavaOnSpotResponse> {
      const event = await openEvent(eventId);
      // The online window closes before the meet; the desk takes families until the event is closed.
      if (event.status !== "published") throw conflict("deskClosed");
      const profile = await registrationsRepo(db).profile(input.profileId);
      if (!profile || profile.row_status === ROW_STATUS.deleted)
        throw notFound("melava:errors.deskProfileNotFound");
      if (profile.registration_status !== "approved" || profile.row_status !== ROW_STATUS.active)
        throw conflict("notApproved");
      const owner = await onSpotRepo(db).userById(profile.owner_user_id);
      if (owner?.row_status !== ROW_STATUS.active) throw conflict("deskAccountInactive");
      if ((await heldAmong(db, [profile.id])).size > 0 || (await unlistedAmong(db, [profile.id])).size > 0)
        throw conflict("notShown");
      const receipt = deskReceipt(input);
      if (receipt && (await onSpotRepo(db).receiptUsed(event.id, receipt))) throw conflict("receiptUsed");

      const seat = await db
        .transaction()
        .execute((trx) =>
          deskSeat(trx, { admin, event, profile, input, meta, audit: { existingProfile: true } }),
        );
      return deskAnswer(db, deps.desk, seat.id, lang, true);
    },
  };
}
export type DeskExistingService = ReturnType<typeof deskExistingService>;
