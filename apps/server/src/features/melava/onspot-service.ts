import { randomBytes } from "node:crypto";
import type { Language } from "@vv/shared/i18n";
import type { MelavaOnSpotInput, MelavaOnSpotResponse } from "@vv/shared/melava-desk";
import type { ProfileInput } from "@vv/shared/profile";
import { toMarathiDigits } from "@vv/shared/reference";
import { FLAG, ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { notify } from "../notifications/notify";
import { profilePhotosRepo } from "../profile-photos/repo";
import { inputToColumns } from "../profiles/mapping";
import type { SettingsService } from "../settings/service";
import type { DeskRepo, DeskRow } from "./desk-repo";
import { deskRow } from "./desk-service";
import { onSpotRepo } from "./onspot-repo";
import { MELAVA_PAYMENT_TYPE } from "./pass-service";
import { type RegistrationRow, registrationsRepo } from "./registrations-repo";
import type { RequestMeta } from "./registrations-service";
import type { MelavaRepo } from "./repo";

const conflict = (key: string) => new AppError(409, "conflict", `melava:errors.${key}`);

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
      const receipt = input.paymentMethod ? (input.receiptNumber ?? null) : null;
      if (receipt && (await onSpotRepo(db).receiptUsed(event.id, receipt))) throw conflict("receiptUsed");
      const config = await deps.settings.get();

      const done = await db.transaction().execute(async (trx) => {
        const spot = onSpotRepo(trx);
        const r = registrationsRepo(trx);
        await r.lockEvent(event.id);
        const capacity = input.gender === 2 ? event.capacity_brides : event.capacity_grooms;
        const full = capacity !== null && (await r.seatsTaken(event.id, input.gender)) >= capacity;
        if (full && !input.joinWaitingList) throw conflict("full");
        const fee = event.fee_rupees * 100;
        const takesFee = fee > 0 && !full;
        if (takesFee && !receipt)
          throw badRequest("errors.validation", { paymentMethod: "melava:validation.deskFee" });

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

        const status = full ? "waiting" : "registered";
        const number = status === "registered" ? await r.nextNumber(event.id, input.gender) : null;
        const registrationId = await r.insert({
          event_id: event.id,
          profile_id: profile.id,
          registered_by: admin.id,
          gender: input.gender,
          status,
          event_number: number,
          show_photo: input.showPhoto ? 1 : 0,
          show_contact: input.showContact ? 1 : 0,
          fee_paise: fee,
          paid: takesFee ? 1 : 0,
          pass_nonce: randomBytes(12).toString("hex"),
          checked_in_at: null,
          checked_in_device: null,
          waiting_since: full ? new Date().toISOString() : null,
        });
        await r.recordConsent({
          registration_id: registrationId,
          user_id: admin.id,
          show_photo: input.showPhoto ? 1 : 0,
          show_contact: input.showContact ? 1 : 0,
          ip: meta.ip.slice(0, 45),
          user_agent: meta.userAgent.slice(0, 200),
        });
        if (takesFee && input.paymentMethod && receipt) {
          const now = new Date().toISOString();
          const paymentId = await spot.insertPayment({
            transaction_id: `VVD${registrationId}T${Date.now().toString(36).toUpperCase()}`,
            profile_id: profile.id,
            user_id: userId,
            payment_type: MELAVA_PAYMENT_TYPE,
            amount_paise: fee,
            provider: input.paymentMethod,
            status: "SUCCESS",
            provider_reference: receipt,
            counted: 1,
            decided_by: admin.id,
            remark: null,
            completed_at: now,
            checked_at: now,
            melava_registration_id: registrationId,
          });
          await auditRepo(trx).insert({
            actor_user_id: admin.id,
            entity_type: "payment",
            entity_id: paymentId,
            action: "record",
            before_state: null,
            after_state: JSON.stringify({
              status: "SUCCESS",
              reference: receipt,
              profileId: profile.id,
              amount: event.fee_rupees,
            }),
            remark: null,
          });
        }
        await auditRepo(trx).insert({
          actor_user_id: admin.id,
          entity_type: "melava",
          entity_id: event.id,
          action: "deskRegister",
          before_state: null,
          after_state: JSON.stringify({
            registrationId,
            profileId: profile.id,
            accountExisted: !!existing,
            registrationStatus: status,
            eventNumber: number,
            feeRupees: takesFee ? event.fee_rupees : 0,
            paymentMethod: takesFee ? input.paymentMethod : null,
            receiptNumber: takesFee ? receipt : null,
          }),
          remark: null,
        });
        const eventName =
          event.name_mr === event.name_en ? event.name_en : `${event.name_mr} / ${event.name_en}`;
        await notify(trx, {
          userId,
          type: status === "registered" ? "melava_registered" : "melava_waiting",
          params: {
            profileName: `${profile.first_name} ${profile.last_name}`,
            eventName,
            seriesKey: input.gender === 2 ? "notifications:series.bride" : "notifications:series.groom",
            eventNumber: String(number ?? 0).padStart(3, "0"),
          },
          link: `/melava/pass/${registrationId}`,
          subjectProfileId: profile.id,
        });
        return { registrationId, accountExisted: !!existing };
      });

      const row = (await deps.desk.one(done.registrationId)) as DeskRow;
      const saved = (await registrationsRepo(db).find(row.id)) as RegistrationRow;
      const waitingPosition =
        row.status === "waiting" ? await registrationsRepo(db).waitingPosition(saved) : null;
      const key = done.accountExisted ? "deskExistingAccount" : "deskNewAccount";
      return {
        registration: deskRow(row),
        accountExisted: done.accountExisted,
        waitingPosition,
        message: `${translate(lang, `melava:messages.deskRegistered.${row.status}`, {
          position:
            lang === "mr" ? toMarathiDigits(String(waitingPosition ?? "")) : String(waitingPosition ?? ""),
        })} ${translate(lang, `melava:messages.${key}`)}`,
      };
    },
  };
}
export type OnSpotService = ReturnType<typeof onSpotService>;
