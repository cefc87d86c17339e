import type { MelavaAdmin, MelavaInput, MelavaPublic } from "@vv/shared/melava";
import type { MelavaEventRow } from "./repo";

/** Instants as ISO strings whatever the dialect handed back. */
const iso = (value: string) => new Date(value).toISOString();

export function registrationOpen(row: MelavaEventRow, now = Date.now()): boolean {
  return (
    row.status === "published" &&
    Date.parse(row.registration_opens_at) <= now &&
    now < Date.parse(row.registration_closes_at)
  );
}

export function publicView(row: MelavaEventRow, taken: { brides: number; grooms: number }): MelavaPublic {
  return {
    id: row.id,
    slug: row.slug,
    nameEn: row.name_en,
    nameMr: row.name_mr,
    startsAt: iso(row.starts_at),
    venueEn: row.venue_en,
    venueMr: row.venue_mr,
    address: row.address,
    mapUrl: row.map_url,
    registrationOpensAt: iso(row.registration_opens_at),
    registrationClosesAt: iso(row.registration_closes_at),
    feeRupees: row.fee_rupees,
    upiAllowed: row.upi_allowed === 1,
    capacityBrides: row.capacity_brides,
    capacityGrooms: row.capacity_grooms,
    bringEn: row.bring_en,
    bringMr: row.bring_mr,
    refundEn: row.refund_en,
    refundMr: row.refund_mr,
    status: row.status,
    registrationOpen: registrationOpen(row),
    taken,
  };
}

export function adminView(row: MelavaEventRow, taken: { brides: number; grooms: number }): MelavaAdmin {
  return {
    ...publicView(row, taken),
    bookletPageSize: row.booklet_page_size,
    bookletPerPage: row.booklet_per_page,
    bookletLanguage: row.booklet_language,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The form's values as columns (instants normalised to UTC ISO strings). */
export function columns(input: MelavaInput) {
  return {
    slug: input.slug,
    name_en: input.nameEn,
    name_mr: input.nameMr,
    starts_at: iso(input.startsAt),
    venue_en: input.venueEn,
    venue_mr: input.venueMr,
    address: input.address,
    map_url: input.mapUrl,
    registration_opens_at: iso(input.registrationOpensAt),
    registration_closes_at: iso(input.registrationClosesAt),
    fee_rupees: input.feeRupees,
    upi_allowed: input.upiAllowed ? 1 : 0,
    capacity_brides: input.capacityBrides,
    capacity_grooms: input.capacityGrooms,
    booklet_page_size: input.bookletPageSize,
    booklet_per_page: input.bookletPerPage,
    booklet_language: input.bookletLanguage,
    bring_en: input.bringEn,
    bring_mr: input.bringMr,
    refund_en: input.refundEn,
    refund_mr: input.refundMr,
  };
}

/** The same values under the form's names, for the audit log. */
export function auditState(input: MelavaInput): Record<string, unknown> {
  return {
    ...input,
    startsAt: iso(input.startsAt),
    registrationOpensAt: iso(input.registrationOpensAt),
    registrationClosesAt: iso(input.registrationClosesAt),
  };
}

export function inputOf(row: MelavaEventRow): MelavaInput {
  return {
    slug: row.slug,
    nameEn: row.name_en,
    nameMr: row.name_mr,
    startsAt: iso(row.starts_at),
    venueEn: row.venue_en,
    venueMr: row.venue_mr,
    address: row.address,
    mapUrl: row.map_url,
    registrationOpensAt: iso(row.registration_opens_at),
    registrationClosesAt: iso(row.registration_closes_at),
    feeRupees: row.fee_rupees,
    upiAllowed: row.upi_allowed === 1,
    capacityBrides: row.capacity_brides,
    capacityGrooms: row.capacity_grooms,
    bookletPageSize: row.booklet_page_size,
    bookletPerPage: row.booklet_per_page as 2 | 4 | 6,
    bookletLanguage: row.booklet_language,
    bringEn: row.bring_en,
    bringMr: row.bring_mr,
    refundEn: row.refund_en,
    refundMr: row.refund_mr,
  };
}

/** "मंगळवार, ८ डिसेंबर, २०२६ रोजी दुपार ३:५५" / "Tuesday, 8 December 2026 at 3:55 pm": India time. */
export function eventWhen(iso: string, lang: string): string {
  const marathi = lang.startsWith("mr");
  return new Intl.DateTimeFormat(marathi ? "mr-IN" : "en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(marathi ? { dayPeriod: "short" as const } : {}),
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}
