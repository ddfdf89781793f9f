import * as z from "zod/mini";

/** A list's optional text filter: trimmed, at most `max` characters (`""` means any). */
export const listFilter = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

/** The id of a row the back office acts on (a UUID). */
export const ZRowId = z.string("Id is required").check(z.uuid("Id is required"));
