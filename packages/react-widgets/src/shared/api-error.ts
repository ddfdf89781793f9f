import type { ApiError } from "@ringline/api-client";

// The marker `ApiError.isInstance` checks. Tested here without importing the class: any
// runtime import of the API client would put the whole client (and its error catalogue)
// into every page that shows a widget.
const API_ERROR_MARKER = Symbol.for("@ringline/api-client.ApiError");

/**
 * Whether a value is an `ApiError` of `@ringline/api-client` (from any copy of it), without
 * loading the client.
 *
 * @example
 * ```ts
 * if (isApiError(error)) console.log(error.code, error.status);
 * ```
 */
export function isApiError(value: unknown): value is Pick<ApiError, "code" | "status"> {
  return typeof value === "object" && value !== null && API_ERROR_MARKER in value;
}

/**
 * The `status` field of an error, when it has a numeric one (an `ApiError`, or a plain
 * `Error` a custom client gave a status).
 *
 * @example
 * ```ts
 * statusOf(Object.assign(new Error("Unauthorized"), { status: 401 })); // 401
 * statusOf(new Error("401")); // undefined: the text is never read
 * ```
 */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}
