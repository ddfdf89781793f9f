import type { RequestHandler } from "express";
import { AppError } from "../core/errors.js";

/**
 * How deep a JSON body may nest. The contract's deepest input (a receptionist's settings, a
 * chat's history) is a handful of levels; a generous bound keeps every later step (schema
 * checks, `JSON.stringify`, JSON columns) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The top-level field (or `_root`) under which `value` nests deeper than `limit`, if any.
 * Walks with its own stack, so the deepest body fails here, not with a stack overflow.
 */
export function tooDeepField(value: unknown, limit = MAX_JSON_DEPTH): string | undefined {
  const pending: Array<{ value: unknown; depth: number; field: string }> = [
    { value, depth: 0, field: "_root" },
  ];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (typeof entry.value !== "object" || entry.value === null) continue;
    const depth = entry.depth + 1;
    if (depth > limit) return entry.field;
    for (const [key, inner] of Object.entries(entry.value)) {
      const field = entry.depth === 0 && !Array.isArray(entry.value) ? key : entry.field;
      pending.push({ value: inner, depth, field });
    }
  }
  return undefined;
}

/** Refuses a parsed JSON body nested deeper than `MAX_JSON_DEPTH` with a 422 in the envelope. */
export const refuseDeepJson: RequestHandler = (request, _response, next) => {
  const field = tooDeepField(request.body);
  if (field === undefined) {
    next();
    return;
  }
  const message = `Must not nest deeper than ${MAX_JSON_DEPTH} levels`;
  next(new AppError("API_VALIDATION_ERROR", { message, fieldErrors: { [field]: [message] } }));
};
