import type { Language } from "@vv/shared/i18n";
import type { MelavaOnSpotInput, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import type { ProfileInput } from "@vv/shared/profile";
import { FLAG, ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import { profilePhotosRepo } from "../profile-photos/repo";
import { inputToColumns } from "../profiles/mapping";
import type { SettingsService } from "../settings/service";
import type { DeskRepo } from "./desk-repo";
import { deskAnswer, deskReceipt, deskSeat } from "./desk-seat";
import { onSpotRepo } from "./onspot-repo";
import type { MelavaRepo } from "./repo";
import { conflict, type RequestMeta } from "./seat";

/**
 * The short profile's columns: what the desk asked, through the profile form's own mapping; what it
 * did not ask stays empty (0 / "") for the family to complete in My Profile before the committee
 * approves it. The family's mobile is the contact number the booklet may print.
 */
function shortProfileColumns(input: MelavaOnSpotInput) {
  const placeholder = {
    profileFor: input.gender === 2 ? 3 : 2,
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    birthTimeUnknown: true,
    birthTimeZone: "Asia/Kolkata",
    birthPlace: "",
    height: "",
    bloodGroupId: 0,
    maritalStatusId: 0,
    zodiacId: 0,
    religionId: 0,
    casteId: 0,
    educationId: input.educationId,
    specialization: input.specialization,
    occupationId: input.occupationId,
    stateId: input.stateId,
    districtId: input.districtId,
    uncleSurname: "",
    fatherFullName: "",
    fatherOccupation: "",
    fatherMobile: input.mobile,
    currentAddress: "",
    contactPersonName1: "",
    contactPersonMobile1: input.mobile,
  } as unknown as ProfileInput;
  return inputToColumns(placeholder);
}

/** A family that walks in to the hall: account, pending profile, registration, fee and pass at once. */
export function onSpotService(deps: {
  db: DB;
  events: MelavaRepo;
  desk: DeskRepo;
  settings: SettingsService;
  isUploadedBy: (photoId: string, userId: number) => Promise<boolean>;
}) {
  const { db } = deps;

  return {
    async register(
      admin: UserRow,
      eventId: number,
      input: MelavaOnSpotInput,
      meta: RequestMeta,
      lang: Language,
    ): Promise<MelavaOnSpotResponse> {
      const event = await deps.events.find(eventId);
      if (!event) throw notFound("melava:errors.notFound");
      // The online window closes before the meet; the desk takes families until the event is closed.
      if (event.status !== "published") throw conflict("deskClosed");
      if (input.photoId && !(await deps.isUploadedBy(input.photoId, admin.id)))
        throw badRequest("errors.validation", { photoId: "profile:validation.photoRequired" });
      const receipt = deskReceipt(input);
      if (receipt && (await onSpotRepo(db).receiptUsed(event.id, receipt))) throw conflict("receiptUsed");
      const config = await deps.settings.get();

      const done = await db.transaction().execute(async (trx) => {
        const spot = onSpotRepo(trx);
        const existing = await spot.userByMobile(input.mobile);
        if (existing && existing.row_status !== ROW_STATUS.active) throw conflict("deskAccountInactive");
        // Not signed in yet: the family completes the sign-up form at its first OTP sign-in.
        const userId =
          existing?.id ??
          (await spot.insertUser({
            mobile: input.mobile,
            role: "member",
            is_verified: config.newMembersVerified ? VERIFICATION.verified : VERIFICATION.pending,
            row_status: ROW_STATUS.active,
            is_bride_groom_access: 1,
            is_redirected: FLAG.no,
            state_id: input.stateId,
            district_id: input.districtId,
          }));
        const profile = await spot.insertProfile({
          contact_visibility: config.defaultContactVisibility,
          photo_visibility: config.defaultPhotoVisibility,
          ...shortProfileColumns(input),
          owner_user_id: userId,
          associate_user_id: null,
          photo_id: input.photoId ?? null,
          photo_status: "pending",
          registration_status: "pending",
        });
        if (input.photoId) await profilePhotosRepo(trx).add(profile.id, input.photoId, 1);
        await profilePhotosRepo(trx).project(profile.id);
        // Full without the waiting list, or a fee without its receipt: the whole walk-in rolls back.
        const seat = await deskSeat(trx, {
          admin,
          event,
          profile,
          input,
          meta,
          audit: { accountExisted: !!existing },
        });
        return { registrationId: seat.id, accountExisted: !!existing };
      });
      const key = done.accountExisted ? "deskExistingAccount" : "deskNewAccount";
      return deskAnswer(
        db,
        deps.desk,
        done.registrationId,
        lang,
        done.accountExisted,
        `melava:messages.${key}`,
      );
    },
  };
}
export type OnSpotService = ReturnType<typeof onSpotService>;
