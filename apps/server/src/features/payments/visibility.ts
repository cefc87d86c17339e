import type { SiteConfig } from "@vv/shared/settings";
import { ROW_STATUS } from "@vv/shared/statuses";
import { mayEditProfile, type Viewer } from "../profiles/access";
import type { ProfileRow } from "../profiles/repo";

/** Payments are offered to this viewer: the site switch, or the account's own flag. */
export function paymentsOffered(
  config: Pick<SiteConfig, "paymentEnabled">,
  viewer: Viewer | null | undefined,
) {
  return config.paymentEnabled || !!viewer?.paymentEnabled;
}

/**
 *make-a-payment: the viewer may edit the profile (is_edit), its payment is not Done and
 * payments are enabled for them.
 */
export function mayPay(
  viewer: Viewer | null | undefined,
  row: ProfileRow,
  config: Pick<SiteConfig, "paymentEnabled">,
): boolean {
  return (
    paymentsOffered(config, viewer) &&
    mayEditProfile(viewer, row) &&
    row.payment_status !== "done" &&
    row.row_status !== ROW_STATUS.deleted
  );
}
