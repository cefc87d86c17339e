import { z } from "zod";

/** The largest id a row can have: PostgreSQL `integer` columns stop here, and so do path parameters. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query string: a positive whole number a database column can hold. */
export const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** `/{id}` path parameters. */
export const idParams = z.object({ id: rowId });
