import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { DialectAdapter } from "../dialect";
import { m001Settings } from "./001-settings";
import { m002Accounts } from "./002-accounts";
import { m003Media } from "./003-media";
import { m004Profiles } from "./004-profiles";
import { m005Audit } from "./005-audit";
import { m006UsersAdmin } from "./006-users-admin";
import { m007Contact } from "./007-contact";
import { m008Payments } from "./008-payments";
import { m009Community } from "./009-community";
import { m010SiteContent } from "./010-site-content";
import { m011JobsBusiness } from "./011-jobs-business";
import { m012PhotoSweep } from "./012-photo-sweep";
import { m020ProfilePrivacy } from "./020-profile-privacy";
import { m021Interests } from "./021-interests";
import { m022ContactViews } from "./022-contact-views";
import { m025Notifications } from "./025-notifications";
import { m026Blocks } from "./026-blocks";
import { m027Reports } from "./027-reports";
import { m030Consent } from "./030-consent";
import { m031Grievances } from "./031-grievances";
import { m032DataRights } from "./032-data-rights";
import { m033IdentityDocuments } from "./033-identity-documents";
import { m034GrievanceRequestKey } from "./034-grievance-request-key";
import { m035JobLeases } from "./035-job-leases";
import { m036BackupRuns } from "./036-backup-runs";
import { m040RequestReplays } from "./040-request-replays";
import { m045Kundli } from "./045-kundli";
import { m046GunaScores } from "./046-guna-scores";
import { m047PartnerPreferences } from "./047-partner-preferences";
import { m048MatchVisits } from "./048-match-visits";
import { m049ProfileViews } from "./049-profile-views";
import { m056ListPaging } from "./056-list-paging";
import { m057ListCovering } from "./057-list-covering";
import { m058ListGeneration } from "./058-list-generation";
import { m059ChangeNotices } from "./059-change-notices";
import { m060NotificationSubject } from "./060-notification-subject";
import { m063LegalRetention } from "./063-legal-retention";
import { m064PublishLegalV2 } from "./064-publish-legal-v2";
import { m065ListRanges } from "./065-list-ranges";
import { m068ContactViewDays } from "./068-contact-view-days";
import { m070Patrika } from "./070-patrika";
import { m071BirthPlaceMatch } from "./071-birth-place-match";
import { m072MangalPreference } from "./072-mangal-preference";
import { m073Lineage } from "./073-lineage";
import { m075Listing } from "./075-listing";
import { m076ProfileActivity } from "./076-profile-activity";
import { m080Duplicates } from "./080-duplicates";
import { m085MelavaEvents } from "./085-melava-events";
import { m086MelavaRegistrations } from "./086-melava-registrations";
import { m087MelavaBooklets } from "./087-melava-booklets";
import { m088MelavaStage } from "./088-melava-stage";
import { m089MelavaReminder } from "./089-melava-reminder";
import { m090ProfilePhotos } from "./090-profile-photos";
import { m094SavedSearches } from "./094-saved-searches";
import { m095ShortlistSetting } from "./095-shortlist-setting";
import { m098PushSubscriptions } from "./098-push-subscriptions";
import { m102SuccessStories } from "./102-success-stories";
import { m103RejectionReasons } from "./103-rejection-reasons";
import { m110DeskPayments } from "./110-desk-payments";
import { m115LineageKeys } from "./115-lineage-keys";
import { m116StoryRejectionReason } from "./116-story-rejection-reason";
import { m119MatchesAnswers } from "./119-matches-answers";
import { m120ListIndexColumns } from "./120-list-index-columns";
import { m121WalkIndexAssociate } from "./121-walk-index-associate";
import { m122ScoringColumnsInWalks } from "./122-scoring-columns-in-walks";

/** A migration that can use the dialect adapter for the few statements that differ. */
// biome-ignore lint/suspicious/noExplicitAny: migrations operate on the untyped schema as it was then
export type AdaptedMigration = (adapter: DialectAdapter) => { up(db: Kysely<any>): Promise<void> };

const ordered: Record<string, AdaptedMigration> = {
  "001-settings": m001Settings,
  "002-accounts": m002Accounts,
  "003-media": m003Media,
  "004-profiles": m004Profiles,
  "005-audit": m005Audit,
  "006-users-admin": m006UsersAdmin,
  "007-contact": m007Contact,
  "008-payments": m008Payments,
  "009-community": m009Community,
  "010-site-content": m010SiteContent,
  "011-jobs-business": m011JobsBusiness,
  "012-photo-sweep": m012PhotoSweep,
  "020-profile-privacy": m020ProfilePrivacy,
  "021-interests": m021Interests,
  "022-contact-views": m022ContactViews,
  "025-notifications": m025Notifications,
  "026-blocks": m026Blocks,
  "027-reports": m027Reports,
  "030-consent": m030Consent,
  "031-grievances": m031Grievances,
  "032-data-rights": m032DataRights,
  "033-identity-documents": m033IdentityDocuments,
  "034-grievance-request-key": m034GrievanceRequestKey,
  "035-job-leases": m035JobLeases,
  "036-backup-runs": m036BackupRuns,
  "040-request-replays": m040RequestReplays,
  "045-kundli": m045Kundli,
  "046-guna-scores": m046GunaScores,
  "047-partner-preferences": m047PartnerPreferences,
  "048-match-visits": m048MatchVisits,
  "049-profile-views": m049ProfileViews,
  "056-list-paging": m056ListPaging,
  "057-list-covering": m057ListCovering,
  "058-list-generation": m058ListGeneration,
  "059-change-notices": m059ChangeNotices,
  "060-notification-subject": m060NotificationSubject,
  "063-legal-retention": m063LegalRetention,
  "064-publish-legal-v2": m064PublishLegalV2,
  "065-list-ranges": m065ListRanges,
  "068-contact-view-days": m068ContactViewDays,
  "070-patrika": m070Patrika,
  "071-birth-place-match": m071BirthPlaceMatch,
  "072-mangal-preference": m072MangalPreference,
  "073-lineage": m073Lineage,
  "075-listing": m075Listing,
  "076-profile-activity": m076ProfileActivity,
  "080-duplicates": m080Duplicates,
  "085-melava-events": m085MelavaEvents,
  "086-melava-registrations": m086MelavaRegistrations,
  "087-melava-booklets": m087MelavaBooklets,
  "088-melava-stage": m088MelavaStage,
  "089-melava-reminder": m089MelavaReminder,
  "094-saved-searches": m094SavedSearches,
  "095-shortlist-setting": m095ShortlistSetting,
  "098-push-subscriptions": m098PushSubscriptions,
  "090-profile-photos": m090ProfilePhotos,
  "102-success-stories": m102SuccessStories,
  "103-rejection-reasons": m103RejectionReasons,
  "110-desk-payments": m110DeskPayments,
  "115-lineage-keys": m115LineageKeys,
  "116-story-rejection-reason": m116StoryRejectionReason,
  "119-matches-answers": m119MatchesAnswers,
  "120-list-index-columns": m120ListIndexColumns,
  "121-walk-index-associate": m121WalkIndexAssociate,
  "122-scoring-columns-in-walks": m122ScoringColumnsInWalks,
};

export function migrationProvider(adapter: DialectAdapter): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, make] of Object.entries(ordered)) out[name] = make(adapter);
      return out;
    },
  };
}
