import { z } from "zod";

const labelled = z.looseObject({ id: z.union([z.number(), z.string()]), en: z.string(), mr: z.string() });

/** GET /master-data: every reference list (labelled items; states carry their districts). */
export const masterDataResponseSchema = z.record(z.string(), z.array(labelled));
