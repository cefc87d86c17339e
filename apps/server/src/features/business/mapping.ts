import {
  BUSINESS_CATEGORIES,
  type BusinessCard,
  type BusinessCategory,
  type BusinessInput,
} from "@vv/shared/business";
import type { Language } from "@vv/shared/i18n";
import { photoUrlsOf } from "@vv/shared/media";
import type { BusinessRow } from "../../db/schema";
import { itemLabel, placeLabel } from "../boards/place";

export function toBusinessCard(row: BusinessRow, lang: Language): BusinessCard {
  return {
    id: row.id,
    name: row.name,
    ownerName: row.owner_name,
    category: row.category as BusinessCategory,
    categoryLabel: itemLabel(BUSINESS_CATEGORIES, row.category, lang),
    description: row.description,
    address: row.address,
    stateId: row.state_id,
    districtId: row.district_id,
    place: placeLabel(row.state_id, row.district_id, lang),
    phone: row.phone,
    whatsapp: row.whatsapp,
    website: row.website,
    photo: row.photo_id ? photoUrlsOf(row.photo_id) : null,
    listedAt: row.created_at,
  };
}

export function ownerView(row: BusinessRow) {
  return { status: row.status, rejectedRemark: row.rejected_remark, isHidden: row.is_hidden === 1 };
}

export function businessInputToColumns(input: BusinessInput) {
  return {
    name: input.name,
    owner_name: input.ownerName,
    category: input.category,
    description: input.description,
    address: input.address,
    state_id: input.stateId,
    district_id: input.districtId,
    phone: input.phone as string,
    whatsapp: input.whatsapp,
    website: input.website,
    photo_id: input.photoId,
  };
}
