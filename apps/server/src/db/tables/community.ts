/** Community: reviews, committee members, site images, contact messages. */

import type { Generated, Selectable } from "kysely";

/** One review of the service per member; stars stored in halves (1..10). */
export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  rating_halves: number;
  text: Generated<string>;
  reply: string | null;
  reply_at: string | null;
  reply_by: number | null;
  hidden: Generated<0 | 1>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Committee member. row_status 1 active, 0 inactive, 2 deleted. */
export interface CommitteeMembersTable {
  id: Generated<number>;
  region_id: number;
  title_id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  designation_id: number;
  mobile: string;
  occupation: string;
  work_address: string;
  current_address: string;
  permanent_address: string;
  photo_id: string | null;
  order_by: Generated<number>;
  row_status: Generated<0 | 1 | 2>;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type CommitteeMemberRow = Selectable<CommitteeMembersTable>;

/** Admin-managed carousel and gallery images. */
export interface SiteImagesTable {
  id: Generated<number>;
  kind: "carousel" | "gallery";
  photo_id: string;
  caption_en: Generated<string>;
  caption_mr: Generated<string>;
  position: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A message from the contact form; read_at/read_by are set when an admin marks it read. */
export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  mobile_or_email: string;
  subject: string;
  message: string;
  request_id: string | null;
  created_at: Generated<string>;
  read_at: string | null;
  read_by: number | null;
}
