import { fieldErrorsOf } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { storableJson } from "../core/storable-json.js";

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
 * Parses a request's input with a contract schema: the body (or a GET's query) with the path's
 * parameters as fields. Bad input becomes a 422 `API_VALIDATION_ERROR` with each field's
 * messages, its first problem as the message ("Message must be at most 1000 characters"), so a
 * client can show it as it is.
 */
export function parseInput<T>(
  schema: SafeParser<T>,
  source: unknown,
  parameters: Record<string, string> = {},
): T {
  if (typeof source !== "object" || source === null || Array.isArray(source)) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "The request body must be a JSON object.",
      fieldErrors: { _root: ["Expected a JSON object"] },
    });
  }
  const input = { ...source, ...parameters };
  const withNul = fieldWithNul(input);
  if (withNul !== undefined) {
    // PostgreSQL cannot store U+0000 in text; refuse it here rather than fail the insert.
    const message = "Must not contain NUL characters";
    throw new AppError("API_VALIDATION_ERROR", { message, fieldErrors: { [withNul]: [message] } });
  }
  // Unpaired surrogates become U+FFFD (NUL is refused above: it is never meant).
  const result = schema.safeParse(storableJson(input));
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  const first = result.error.issues[0]?.message;
  throw new AppError("API_VALIDATION_ERROR", { ...(first ? { message: first } : {}), fieldErrors });
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
