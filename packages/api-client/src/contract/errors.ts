/**
 * The error catalogue: one table, read by apps/api to answer and by clients to explain.
 * Severity and action are derived from the code by the product's rules, so a new code
 * only needs its words, its HTTP status and whether retrying can help.
 */

/** How serious an error is, for reporting and alerting. */
export type TErrorSeverity = "low" | "medium" | "high" | "critical";

/** What the user interface should offer after an error. */
export type TErrorAction =
  | { readonly type: "redirect"; readonly to: string }
  | { readonly type: "retry"; readonly delayMs: number }
  | { readonly type: "contact-support" }
  | { readonly type: "none" };

interface CatalogueEntry {
  readonly status: number;
  readonly title: string;
  readonly message: string;
  readonly suggestion: string;
  readonly retryable: boolean;
}

/**
 * Every error code the product names, with the words shown to people.
 *
 * @example
 * ```ts
 * import { ERROR_CATALOGUE } from "@ringline/api-client";
 * ERROR_CATALOGUE.API_VALIDATION_ERROR.status; // 422
 * ```
 */
export const ERROR_CATALOGUE = {
  API_VALIDATION_ERROR: {
    status: 422,
    title: "Invalid Information",
    message: "Some of the information you entered is not valid.",
    suggestion: "Check the highlighted fields and try again.",
    retryable: false,
  },
  API_INVALID_JSON: {
    status: 400,
    title: "Invalid Request",
    message: "The request body is not valid JSON.",
    suggestion: "Send a JSON object with the fields this endpoint expects.",
    retryable: false,
  },
  API_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: "Unsupported Content Type",
    message: "This endpoint only accepts application/json.",
    suggestion: "Send the body as JSON with the Content-Type header set to application/json.",
    retryable: false,
  },
  API_PAYLOAD_TOO_LARGE: {
    status: 413,
    title: "Request Too Large",
    message: "The request body is larger than this endpoint accepts.",
    suggestion: "Shorten the text you entered and try again.",
    retryable: false,
  },
  API_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "The page or resource you asked for does not exist.",
    suggestion: "Check the address, or go back to the home page.",
    retryable: false,
  },
  API_DATABASE_ERROR: {
    status: 500,
    title: "Server Error",
    message: "We could not save or read your data just now.",
    suggestion: "Please try again in a moment.",
    retryable: true,
  },
  API_NETWORK_ERROR: {
    status: 502,
    title: "Connection Problem",
    message: "We could not reach the Ringline servers.",
    suggestion: "Check your internet connection and try again.",
    retryable: true,
  },
  AUTH_CSRF_TOKEN_INVALID: {
    status: 403,
    title: "Access Denied",
    message: "Your security token is missing, invalid or has expired.",
    suggestion: "Refresh the page and try again.",
    retryable: true,
  },
  UNKNOWN_ERROR: {
    status: 500,
    title: "Something Went Wrong",
    message: "An unexpected error occurred.",
    suggestion:
      "Please try again. If it keeps happening, contact support with the reference below.",
    retryable: true,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** A code from the error catalogue. */
export type TErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * Whether a string is a code of the catalogue.
 *
 * @example
 * ```ts
 * isErrorCode("API_NOT_FOUND"); // true
 * ```
 */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

const NETWORK_CODE = /NETWORK|TIMEOUT|UNAVAILABLE/;

/**
 * The severity of a code: critical for session, payment processing and critical client
 * errors; high for auth, payment and failures; low for validation, preview and component
 * errors; medium otherwise.
 *
 * @example
 * ```ts
 * severityOf("API_VALIDATION_ERROR"); // "low"
 * ```
 */
export function severityOf(code: string): TErrorSeverity {
  if (/SESSION|PAYMENT_PROCESSING|CLIENT_CRITICAL/.test(code)) return "critical";
  if (code.startsWith("AUTH_") || code.startsWith("PAYMENT_") || code.includes("FAILED")) {
    return "high";
  }
  if (/VALIDATION|PREVIEW|COMPONENT/.test(code)) return "low";
  return "medium";
}

/**
 * The action a user interface should offer for a code.
 *
 * @example
 * ```ts
 * actionOf("API_NETWORK_ERROR", true); // { type: "retry", delayMs: 3000 }
 * ```
 */
export function actionOf(code: string, retryable: boolean): TErrorAction {
  if (/SESSION|NOT_AUTHENTICATED|EMAIL_IN_USE/.test(code))
    return { type: "redirect", to: "/login" };
  if (code.startsWith("PAYMENT_") || code.includes("NOT_FOUND") || code.includes("IMPERSONATION")) {
    return { type: "contact-support" };
  }
  if (retryable) return { type: "retry", delayMs: NETWORK_CODE.test(code) ? 3000 : 1000 };
  return { type: "none" };
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A support reference people can quote: `ERR-{code}-{yyyymmdd}-{random}`.
 *
 * @example
 * ```ts
 * createSupportReference("UNKNOWN_ERROR"); // "ERR-UNKNOWN_ERROR-20261121-7KQ2ZD"
 * ```
 */
export function createSupportReference(code: string, now: Date = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll("-", "");
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  let random = "";
  for (const byte of bytes) random += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `ERR-${code}-${date}-${random}`;
}
