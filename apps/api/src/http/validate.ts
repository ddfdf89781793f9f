import { fieldErrorsOf } from "@ringline/api-client";
import { AppError } from "./app-error.js";

/** The part of a zod (or zod/mini) schema this needs. */
interface SafeParser<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * Parses a request body with a contract schema; bad input becomes a 422
 * `API_VALIDATION_ERROR` with each field's messages.
 */
export function parseBody<T>(schema: SafeParser<T>, body: unknown): T {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "The request body must be a JSON object.",
      fieldErrors: { _root: ["Expected a JSON object"] },
    });
  }
  const withNul = fieldWithNul(body);
  if (withNul !== undefined) {
    // PostgreSQL cannot store U+0000 in text; refuse it here rather than fail the insert.
    throw new AppError("API_VALIDATION_ERROR", {
      fieldErrors: { [withNul]: ["Must not contain NUL characters"] },
    });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new AppError("API_VALIDATION_ERROR", { fieldErrors: fieldErrorsOf(result.error.issues) });
}

/** The top-level field whose value holds a NUL character anywhere inside, if any. */
function fieldWithNul(body: object): string | undefined {
  for (const [key, value] of Object.entries(body)) {
    if (containsNul(value, 0)) return key;
  }
  return undefined;
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes("\u0000") || containsNul(inner, depth + 1),
  );
}
