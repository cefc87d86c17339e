/** Table types for Kysely. Columns are snake_case; timestamps are ISO-8601 strings. */

import type {
  AuditLogTable,
  OtpChallengesTable,
  SessionsTable,
  SettingsTable,
  SignupTicketsTable,
  UsersTable,
} from "./tables/accounts";
import type { BusinessesTable, JobApplicationsTable, JobsTable, ResumesTable } from "./tables/boards";
import type {
  CommitteeMembersTable,
  ContactMessagesTable,
  ReviewsTable,
  SiteImagesTable,
} from "./tables/community";
import type {
  ConsentRecordsTable,
  GrievanceEventsTable,
  GrievancesTable,
  IdentityDocumentsTable,
  NomineesTable,
  RetainedRegistrationsTable,
  RulesRemindersTable,
} from "./tables/compliance";
import type { DuplicatePairsTable, PhotoHashesTable } from "./tables/duplicates";
import type { ContactViewDaysTable, ContactViewsTable, InterestsTable } from "./tables/interests";
import type {
  FreshnessLinksTable,
  ProfileFreshnessTable,
  SuccessStoriesTable,
  UnlistedProfilesTable,
} from "./tables/listing";
import type {
  GunaScoresTable,
  MatchVisitsTable,
  PartnerPreferencesTable,
  ProfileViewsTable,
  SavedSearchesTable,
} from "./tables/matchmaking";
import type {
  MelavaBookletsTable,
  MelavaConsentsTable,
  MelavaEventsTable,
  MelavaRegistrationsTable,
} from "./tables/melava";
import type { BackupRunsTable, JobLeasesTable } from "./tables/ops";
import type { PaymentsTable, SandboxCheckoutsTable } from "./tables/payments";
import type {
  ListGenerationTable,
  PhotosTable,
  ProfilePhotosTable,
  ProfilesTable,
  RejectionReasonsTable,
  WishlistTable,
} from "./tables/profiles";
import type { RequestReplaysTable } from "./tables/request-replays";
import type {
  BlocksTable,
  MemberWarningsTable,
  NotificationDeliveriesTable,
  NotificationPreferencesTable,
  NotificationsTable,
  PushSubscriptionsTable,
  ReportHoldsTable,
  ReportsTable,
} from "./tables/trust-safety";

export type * from "./tables/accounts";
export type * from "./tables/boards";
export type * from "./tables/community";
export type * from "./tables/compliance";
export type * from "./tables/interests";
export type * from "./tables/listing";
export type * from "./tables/matchmaking";
export type * from "./tables/melava";
export type * from "./tables/ops";
export type * from "./tables/payments";
export type * from "./tables/profiles";
export type * from "./tables/trust-safety";

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  signup_tickets: SignupTicketsTable;
  profiles: ProfilesTable;
  wishlist: WishlistTable;
  list_generation: ListGenerationTable;
  photos: PhotosTable;
  profile_photos: ProfilePhotosTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  payments: PaymentsTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  reviews: ReviewsTable;
  committee_members: CommitteeMembersTable;
  site_images: SiteImagesTable;
  jobs: JobsTable;
  resumes: ResumesTable;
  job_applications: JobApplicationsTable;
  businesses: BusinessesTable;
  job_leases: JobLeasesTable;
  backup_runs: BackupRunsTable;
  request_replays: RequestReplaysTable;
  guna_scores: GunaScoresTable;
  partner_preferences: PartnerPreferencesTable;
  match_visits: MatchVisitsTable;
  profile_views: ProfileViewsTable;
  saved_searches: SavedSearchesTable;
  interests: InterestsTable;
  contact_views: ContactViewsTable;
  contact_view_days: ContactViewDaysTable;
  photo_hashes: PhotoHashesTable;
  duplicate_pairs: DuplicatePairsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_deliveries: NotificationDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  report_holds: ReportHoldsTable;
  member_warnings: MemberWarningsTable;
  consent_records: ConsentRecordsTable;
  retained_registrations: RetainedRegistrationsTable;
  nominees: NomineesTable;
  rules_reminders: RulesRemindersTable;
  grievances: GrievancesTable;
  grievance_events: GrievanceEventsTable;
  identity_documents: IdentityDocumentsTable;
  unlisted_profiles: UnlistedProfilesTable;
  profile_freshness: ProfileFreshnessTable;
  freshness_links: FreshnessLinksTable;
  success_stories: SuccessStoriesTable;
  rejection_reasons: RejectionReasonsTable;
  melava_events: MelavaEventsTable;
  melava_registrations: MelavaRegistrationsTable;
  melava_consents: MelavaConsentsTable;
  melava_booklets: MelavaBookletsTable;
}
