import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DB } from "../db/database";
import { bookletRepo } from "../features/melava/booklet-repo";
import { bookletService } from "../features/melava/booklet-service";
import { deskExistingService } from "../features/melava/desk-existing-service";
import { deskFeeService } from "../features/melava/desk-fee-service";
import { deskRepo } from "../features/melava/desk-repo";
import { deskService } from "../features/melava/desk-service";
import { membersBookletRepo } from "../features/melava/members-repo";
import { type MembersBookletDeps, membersBookletService } from "../features/melava/members-service";
import { onSpotService } from "../features/melava/onspot-service";
import { passService } from "../features/melava/pass-service";
import { registrationsRepo } from "../features/melava/registrations-repo";
import { registrationsService } from "../features/melava/registrations-service";
import { melavaRepo } from "../features/melava/repo";
import { melavaService } from "../features/melava/service";
import type { PaymentsRepo } from "../features/payments/repo";
import type { SettingsService } from "../features/settings/service";
import type { PaymentProviders } from "../platform/payments";
import { resolveServerSecret } from "../platform/secret";
import type { BlobStorage } from "../platform/storage";

type MelavaDeps = Pick<MembersBookletDeps, "genders" | "visibility" | "sendInterest"> & {
  config: Config;
  db: DB;
  log: FastifyBaseLogger;
  storage: BlobStorage;
  settings: SettingsService;
  paymentProviders: PaymentProviders;
  payments: PaymentsRepo;
  /** The desk's on-the-spot registration takes a photo its admin uploaded. */
  isUploadedBy: (photoId: string, userId: number) => Promise<boolean>;
  /** The booklet prints each candidate's thumbnail. */
  openThumbJpeg: (photoId: string) => Promise<Buffer | null>;
};

/** The melava's services: events, registrations with their passes, the desk, both booklets. */
export function melavaServices(deps: MelavaDeps) {
  const { config, db, log } = deps;
  const events = melavaRepo(db);
  const registrations = registrationsService({ db, events, repo: registrationsRepo(db) });
  // Once per app: an in-memory database's secret is made per call (passes and the desk share it).
  const secret = resolveServerSecret(config);
  return {
    melava: melavaService(db, events),
    melavaRegistrations: registrations,
    melavaPasses: passService({
      db,
      events,
      registrations,
      secret,
      providers: deps.paymentProviders,
      payments: deps.payments,
      site: `${(config.PUBLIC_URL ?? "").replace(/\/+$/, "")}${config.BASE_PATH}`,
      log,
    }),
    melavaMembers: membersBookletService({
      events,
      repo: membersBookletRepo(db),
      genders: deps.genders,
      visibility: deps.visibility,
      sendInterest: deps.sendInterest,
    }),
    melavaDesk: deskService({ events, repo: deskRepo(db), secret }),
    melavaOnSpot: onSpotService({
      db,
      events,
      desk: deskRepo(db),
      settings: deps.settings,
      isUploadedBy: deps.isUploadedBy,
    }),
    melavaDeskExisting: deskExistingService({ db, events, desk: deskRepo(db) }),
    melavaDeskFee: deskFeeService({ db, events, desk: deskRepo(db), markPaid: registrations.markPaid }),
    melavaBooklets: bookletService({
      db,
      repo: bookletRepo(db),
      events,
      storage: deps.storage,
      settings: deps.settings,
      openPhoto: deps.openThumbJpeg,
      log,
    }),
  };
}
