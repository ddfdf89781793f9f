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
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new AppError("API_VALIDATION_ERROR", { fieldErrors: fieldErrorsOf(result.error.issues) });
}
