import { z } from "zod";
import { normalizeMobile } from "./mobile";
import { photoUrlsSchema } from "./profile-views";
import { COMMITTEE_DESIGNATIONS, ORGANIZER_DESIGNATION_ID, REGIONS, TITLES } from "./reference/basic";

/** Committee member form: every field required, these max lengths. */
export const COMMITTEE_LIMITS = {
  firstName: 30,
  middleName: 30,
  lastName: 30,
  occupation: 75,
  workAddress: 250,
  currentAddress: 500,
  permanentAddress: 500,
} as const;
/** Position of a member within their region's list (lower comes first). */
export const COMMITTEE_ORDER_MAX = 999;

const req = "common:validation.required";
const text = (max: number) =>
  z
    .string(req)
    .trim()
    .min(1, req)
    .max(max, `common:validation.tooLong|${JSON.stringify({ max })}`);
/** A select: left empty ("" or null, read as 0 — no list here has an id 0) it says "Required". */
const choice = (list: readonly { id: number }[]) =>
  z.coerce
    .number(req)
    .int(req)
    .refine((v) => v !== 0, { message: req, abort: true })
    .refine((v) => list.some((item) => item.id === v), "common:validation.invalidChoice");

export const committeeMemberInputSchema = z.object({
  regionId: choice(REGIONS),
  titleId: choice(TITLES),
  firstName: text(COMMITTEE_LIMITS.firstName),
  middleName: text(COMMITTEE_LIMITS.middleName),
  lastName: text(COMMITTEE_LIMITS.lastName),
  designationId: choice(COMMITTEE_DESIGNATIONS),
  mobile: z
    .string(req)
    .trim()
    .min(1, req)
    .transform((v, ctx) => {
      const normal = normalizeMobile(v);
      if (!normal) {
        ctx.addIssue({ code: "custom", message: "community:committee.validation.phone" });
        return z.NEVER;
      }
      return normal;
    }),
  occupation: text(COMMITTEE_LIMITS.occupation),
  workAddress: text(COMMITTEE_LIMITS.workAddress),
  currentAddress: text(COMMITTEE_LIMITS.currentAddress),
  permanentAddress: text(COMMITTEE_LIMITS.permanentAddress),
  orderBy: z.coerce
    .number("common:validation.invalidNumber")
    .int("common:validation.invalidNumber")
    .min(0, "common:validation.invalidNumber")
    .max(COMMITTEE_ORDER_MAX, "common:validation.invalidNumber"),
  photoId: z.string(req).regex(/^[A-Za-z0-9_-]{16,64}$/, "community:committee.validation.photoRequired"),
});
export type CommitteeMemberInput = z.output<typeof committeeMemberInputSchema>;
export type CommitteeMemberFormValues = z.input<typeof committeeMemberInputSchema>;

export const committeePhotoSchema = z.object({
  photoId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "community:committee.validation.photoRequired"),
});

export const COMMITTEE_ACTIONS = ["activate", "deactivate", "delete"] as const;
export type CommitteeAction = (typeof COMMITTEE_ACTIONS)[number];
export const committeeActionSchema = z.object({
  action: z.enum(COMMITTEE_ACTIONS, "common:validation.invalidChoice"),
});

export const committeeListQuerySchema = z.object({
  regionId: z.coerce.number().int().min(1).max(99).optional().catch(undefined),
});

export const committeeCardSchema = z.object({
  id: z.number().int(),
  regionId: z.number().int(),
  titleId: z.number().int(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  designationId: z.number().int(),
  isOrganizer: z.boolean(),
  orderBy: z.number().int(),
  /** 1 active, 0 inactive (only editors see inactive members). */
  rowStatus: z.number().int(),
  photo: photoUrlsSchema.nullable(),
});
export type CommitteeCard = z.infer<typeof committeeCardSchema>;

export const committeeListSchema = z.object({
  items: z.array(committeeCardSchema),
  /** is_edit: the viewer may create, edit and change the status of members. */
  canEdit: z.boolean(),
});
export type CommitteeList = z.infer<typeof committeeListSchema>;

/**
 * One member of the directory. Everyone sees the name, designation, photo, mobile and working
 * address; occupation and home addresses only reach those who maintain the directory (admins and
 * committee editors), who also edit from this record.
 */
export const committeeDetailsSchema = committeeCardSchema.extend({
  mobile: z.string(),
  workAddress: z.string(),
  occupation: z.string().optional(),
  currentAddress: z.string().optional(),
  permanentAddress: z.string().optional(),
  photoId: z.string().nullable(),
  canEdit: z.boolean(),
});
export type CommitteeDetails = z.infer<typeof committeeDetailsSchema>;

/** Organizers first, then the region's order, then by name. */
export function compareCommitteeMembers(
  a: { designationId: number; orderBy: number; firstName: string; lastName: string },
  b: { designationId: number; orderBy: number; firstName: string; lastName: string },
): number {
  const ao = a.designationId === ORGANIZER_DESIGNATION_ID ? 0 : 1;
  const bo = b.designationId === ORGANIZER_DESIGNATION_ID ? 0 : 1;
  return (
    ao - bo ||
    a.orderBy - b.orderBy ||
    a.firstName.localeCompare(b.firstName) ||
    a.lastName.localeCompare(b.lastName)
  );
}

/** Committee editors (admins mark members who may maintain the directory). */
export const committeeEditorAddSchema = z.object({
  mobile: z
    .string(req)
    .trim()
    .min(1, req)
    .transform((v, ctx) => {
      const normal = normalizeMobile(v);
      if (!normal) {
        ctx.addIssue({ code: "custom", message: "community:committee.validation.phone" });
        return z.NEVER;
      }
      return normal;
    }),
});
export const committeeEditorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  role: z.string(),
});
export type CommitteeEditor = z.infer<typeof committeeEditorSchema>;
