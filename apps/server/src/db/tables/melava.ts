/** Melava (introduction meet) events and their registrations. */

import type { Generated } from "kysely";

export interface MelavaEventsTable {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_mr: string;
  starts_at: string;
  venue_en: string;
  venue_mr: string;
  address: string;
  map_url: Generated<string>;
  registration_opens_at: string;
  registration_closes_at: string;
  fee_rupees: Generated<number>;
  upi_allowed: Generated<number>;
  capacity_brides: number | null;
  capacity_grooms: number | null;
  booklet_page_size: Generated<"A4" | "A5">;
  booklet_per_page: Generated<number>;
  booklet_language: Generated<"mr" | "en">;
  bring_en: Generated<string>;
  bring_mr: Generated<string>;
  refund_en: Generated<string>;
  refund_mr: Generated<string>;
  status: Generated<"draft" | "published" | "closed" | "archived">;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** The registration on stage now (the desk advances it). */
  stage_registration_id: number | null;
  /** When the day-before reminder went out. */
  reminder_sent_at: string | null;
}

export interface MelavaRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  profile_id: number;
  registered_by: number | null;
  gender: number;
  status: "awaiting_payment" | "registered" | "waiting" | "cancelled";
  event_number: number | null;
  show_photo: Generated<number>;
  show_contact: Generated<number>;
  fee_paise: Generated<number>;
  paid: Generated<number>;
  /** Renewed when the registration is made again: an old pass's QR code no longer matches. */
  pass_nonce: string;
  checked_in_at: string | null;
  checked_in_device: string | null;
  waiting_since: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Every booklet choice a family made for a registration (who, when, from where). */
export interface MelavaConsentsTable {
  id: Generated<number>;
  registration_id: number;
  user_id: number | null;
  show_photo: number;
  show_contact: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: Generated<string>;
}

/** One build of an event's printed booklet. */
export interface MelavaBookletsTable {
  id: Generated<number>;
  event_id: number;
  status: Generated<"running" | "done" | "failed">;
  done: Generated<number>;
  total: Generated<number>;
  storage_key: string | null;
  bytes: number | null;
  error: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  finished_at: string | null;
}
