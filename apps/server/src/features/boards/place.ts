import type { Language } from "@vv/shared/i18n";
import { findById, findDistrict, findState, label } from "@vv/shared/reference";
import { ROW_STATUS } from "@vv/shared/statuses";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema";

/** "Pune, Maharashtra" in the viewer's language. */
export function placeLabel(stateId: number, districtId: number, lang: Language): string {
  const district = findDistrict(districtId);
  const state = findState(stateId);
  return [district && label(district, lang), state && label(state, lang)].filter(Boolean).join(", ");
}

/** The label of a bilingual list item, or the raw id when the list no longer has it. */
export function itemLabel<
  T extends { readonly id: string | number; readonly en: string; readonly mr: string },
>(list: readonly T[], id: string | number, lang: Language): string {
  const item = findById(list, id);
  return item ? label(item, lang) : String(id);
}

/** Signed in and not deactivated: may post, list, apply. */
export const isActiveUser = (user: UserRow | null | undefined): user is UserRow =>
  !!user && user.row_status === ROW_STATUS.active;

export const userDisplayName = (user: { first_name: string; last_name: string; mobile?: string }) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || (user.mobile ?? "");

/** Rate-limit key for members' writes: the account when signed in (many members share one IP). */
export const perMember = (request: FastifyRequest) =>
  request.session?.user ? `member:${request.session.user.id}` : request.ip;
