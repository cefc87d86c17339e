/**
 * What of a profile a viewer sees, in one place. Callers have already decided that the
 * viewer may see the profile at all (profiles/access.ts); these rules decide the two private parts:
 *
 *   contact details (father's mobile, contact persons and mobiles, addresses, call/WhatsApp buttons)
 *   the real photo (everyone else gets the blurred variant the server makes: /media/photos/{id}/blur.*)
 *
 * The family, the associate who registered it and admins see everything. Others see a part when the
 * profile's setting is "members", or when an interest between one of their profiles and this one was
 * accepted (whichever side sent it).
 */
import { managesProfile, type Viewer } from "../profiles/access";
import type { ProfileRow } from "../profiles/repo";

export type PrivacyRow = Pick<
  ProfileRow,
  "id" | "owner_user_id" | "associate_user_id" | "contact_visibility" | "photo_visibility"
>;

/** One viewer's view of profiles: built once per request (visibility/service.ts forViewer). */
export interface ViewerVisibility {
  readonly viewer: Viewer | null;
  manages(row: PrivacyRow): boolean;
  /** Contact details may be shown (before the daily contact-view cap). */
  seesContacts(row: PrivacyRow): boolean;
  /** The real photo may be shown; false: the blurred variant only. */
  seesRealPhoto(row: PrivacyRow): boolean;
}

export function viewerVisibility(viewer: Viewer | null, acceptedWith: ReadonlySet<number>): ViewerVisibility {
  const manages = (row: PrivacyRow) => managesProfile(viewer, row as ProfileRow);
  const sees = (row: PrivacyRow, setting: PrivacyRow["contact_visibility"]) =>
    manages(row) || (viewer !== null && (setting === "members" || acceptedWith.has(row.id)));
  return {
    viewer,
    manages,
    seesContacts: (row) => sees(row, row.contact_visibility),
    seesRealPhoto: (row) => sees(row, row.photo_visibility),
  };
}
