import { profileSlug } from "@vv/shared/profile";
import { type ReportItem, reportReference } from "@vv/shared/reports";
import { fullName } from "../profiles/labels";
import type { ReportWithNames } from "./repo";

export function toReportItem(r: ReportWithNames): ReportItem {
  const name = { first_name: r.p_first_name, middle_name: r.p_middle_name, last_name: r.p_last_name };
  return {
    id: r.id,
    reference: reportReference(r.id),
    reason: r.reason as ReportItem["reason"],
    details: r.details,
    status: r.status,
    outcome: r.outcome,
    remark: r.remark,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    reporter: {
      id: r.reporter_user_id,
      name: [r.u_first_name, r.u_last_name].filter(Boolean).join(" "),
      mobile: r.u_mobile,
    },
    profile: {
      id: r.profile_id,
      slug: profileSlug(r.p_registration_number ?? r.profile_id, r.p_first_name, r.p_last_name),
      fullName: fullName(name),
      registrationNumber: r.p_registration_number,
      rowStatus: r.p_row_status,
    },
    openReporters: Number(r.open_reporters ?? 0),
  };
}
