/**
 * The error catalogue: one table, read by apps/api to answer and by clients to explain.
 * Every entry states its HTTP status, words, retryability, severity and action; nothing is
 * derived from a code's name. The families follow the specification's section 8; codes the
 * product needs beyond it are marked `origin: "addition"`.
 */
import { API_ERRORS } from "./errors/api.js";
import { AUTH_ERRORS } from "./errors/auth.js";
import type { ErrorCatalogueEntry, TErrorAction, TErrorSeverity } from "./errors/entry.js";
import { INTEGRATION_ERRORS } from "./errors/integrations.js";
import { ADMIN_ERRORS, CLIENT_ERRORS } from "./errors/operations.js";
import { AI_ERRORS, CALL_ERRORS, PAYMENT_ERRORS } from "./errors/product.js";
import { VOICE_PLATFORM_ERRORS } from "./errors/voice-platform.js";
import { WEBHOOK_ERRORS } from "./errors/webhooks.js";

export { ACCESS_DENIED_MESSAGE } from "./errors/auth.js";
export {
  type ErrorCatalogueEntry,
  GENERIC_ERROR_MESSAGES,
  type TErrorAction,
  type TErrorSeverity,
} from "./errors/entry.js";

const CURRENT_CODES = {
  ...AUTH_ERRORS,
  ...API_ERRORS,
  ...AI_ERRORS,
  ...PAYMENT_ERRORS,
  ...CALL_ERRORS,
  ...ADMIN_ERRORS,
  ...CLIENT_ERRORS,
  ...VOICE_PLATFORM_ERRORS,
  ...INTEGRATION_ERRORS,
  ...WEBHOOK_ERRORS,
} as const;

/**
 * Names used before the catalogue took the specification's names, each mapped to the code
 * that replaced it. They stay readable for one release: `ERROR_CATALOGUE` answers them and
 * {@link canonicalErrorCode} turns them into the current name.
 *
 * @example
 * ```ts
 * RENAMED_ERROR_CODES.API_DUPLICATE_ENTRY; // "API_DUPLICATE_RESOURCE"
 * ```
 */
export const RENAMED_ERROR_CODES = {
  API_DUPLICATE_ENTRY: "API_DUPLICATE_RESOURCE",
  AI_PREVIEW_FAILED: "AI_VOICE_PREVIEW_FAILED",
  PAYMENT_CARD_DECLINED: "PAYMENT_PROCESSING_ERROR",
  CLIENT_RENDER_ERROR: "CLIENT_PAGE_ERROR",
  VAPI_ASSISTANT_NOT_FOUND: "VAPI_AGENT_NOT_FOUND",
  VAPI_RATE_LIMITED: "VAPI_RATE_LIMIT_EXCEEDED",
} as const satisfies Record<string, keyof typeof CURRENT_CODES>;

type RenamedCode = keyof typeof RENAMED_ERROR_CODES;
type RenamedEntries = {
  /** @deprecated Renamed to the specification's name; readable for one release. */
  readonly [Code in RenamedCode]: (typeof CURRENT_CODES)[(typeof RENAMED_ERROR_CODES)[Code]];
};

function withRenamedCodes(): typeof CURRENT_CODES & RenamedEntries {
  const renamed = Object.fromEntries(
    Object.entries(RENAMED_ERROR_CODES).map(([old, current]) => [old, CURRENT_CODES[current]]),
  ) as RenamedEntries;
  return { ...CURRENT_CODES, ...renamed };
}

/**
 * Every error code the product names, with its status, words, severity and action.
 *
 * @example
 * ```ts
 * import { ERROR_CATALOGUE } from "@ringline/api-client";
 * ERROR_CATALOGUE.API_VALIDATION_ERROR.status; // 422
 * ERROR_CATALOGUE.AUTH_SESSION_EXPIRED.action; // { type: "redirect", to: "/login", label: "Log in again" }
 * ```
 */
export const ERROR_CATALOGUE: typeof CURRENT_CODES & RenamedEntries = withRenamedCodes();

/** A code of the error catalogue (a renamed one included, for one release). */
export type TErrorCode = keyof typeof ERROR_CATALOGUE;

/** A current code of the catalogue: what the API answers with. */
export type TCurrentErrorCode = keyof typeof CURRENT_CODES;

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

/**
 * The current name of a code: a renamed code becomes its replacement, others stay.
 *
 * @example
 * ```ts
 * canonicalErrorCode("VAPI_RATE_LIMITED"); // "VAPI_RATE_LIMIT_EXCEEDED"
 * ```
 */
export function canonicalErrorCode<Code extends string>(code: Code): Code | TCurrentErrorCode {
  return Object.hasOwn(RENAMED_ERROR_CODES, code)
    ? RENAMED_ERROR_CODES[code as unknown as RenamedCode]
    : code;
}

function entryOf(code: string): ErrorCatalogueEntry {
  return isErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE.UNKNOWN_ERROR;
}

/**
 * The severity the catalogue gives a code (UNKNOWN_ERROR's for a code it does not know).
 *
 * @example
 * ```ts
 * severityOf("API_VALIDATION_ERROR"); // "low"
 * ```
 */
export function severityOf(code: string): TErrorSeverity {
  return entryOf(code).severity;
}

/**
 * The action the catalogue gives a code. For a code it does not know, a retry when the
 * answer said it is retryable, else none.
 *
 * @example
 * ```ts
 * actionOf("API_NETWORK_ERROR"); // { type: "retry", delayMs: 3000 }
 * ```
 */
export function actionOf(code: string, retryable = false): TErrorAction {
  if (isErrorCode(code)) return ERROR_CATALOGUE[code].action;
  return retryable ? { type: "retry", delayMs: 1000 } : { type: "none" };
}

/**
 * The catalogue code for an HTTP status when an answer carries no envelope, by the
 * specification's rule: 400 and 422 validation error, 401 and 403 not authenticated, 404
 * invalid response, 409 duplicate resource, 500 database error, 502 and 504 network error,
 * 503 AI service unavailable, else unknown.
 *
 * @example
 * ```ts
 * codeForStatus(503); // "AI_SERVICE_UNAVAILABLE"
 * ```
 */
export function codeForStatus(status: number): TCurrentErrorCode {
  return STATUS_CODES[status] ?? "UNKNOWN_ERROR";
}

const STATUS_CODES: Readonly<Record<number, TCurrentErrorCode>> = {
  400: "API_VALIDATION_ERROR",
  422: "API_VALIDATION_ERROR",
  401: "AUTH_NOT_AUTHENTICATED",
  403: "AUTH_NOT_AUTHENTICATED",
  404: "API_INVALID_RESPONSE",
  409: "API_DUPLICATE_RESOURCE",
  500: "API_DATABASE_ERROR",
  502: "API_NETWORK_ERROR",
  504: "API_NETWORK_ERROR",
  503: "AI_SERVICE_UNAVAILABLE",
};

/** The title, sentence and offered action label shown for an HTTP status. */
export interface StatusMessage {
  readonly title: string;
  readonly message: string;
  /** The button the specification names for the status ("Log In", "Go Back", "Wait", "Retry"). */
  readonly actionLabel: string | undefined;
}

const STATUS_MESSAGES: Readonly<Record<number, StatusMessage>> = {
  401: {
    title: "Session Expired",
    message: "Your session has expired. Please log in again.",
    actionLabel: "Log In",
  },
  403: {
    title: "Access Denied",
    message: AUTH_ERRORS.AUTH_FORBIDDEN.message,
    actionLabel: "Go Back",
  },
  404: {
    title: "Not Found",
    message: "The requested resource was not found.",
    actionLabel: undefined,
  },
  409: { title: "Already Exists", message: "This record already exists.", actionLabel: undefined },
  422: {
    title: "Invalid Information",
    message: "Please check the information you entered.",
    actionLabel: undefined,
  },
  429: {
    title: "Too Many Requests",
    message: "You have made too many requests. Please wait a moment before trying again.",
    actionLabel: "Wait",
  },
  500: {
    title: "Server Error",
    message: "Something went wrong on our side. Please try again.",
    actionLabel: undefined,
  },
  502: {
    title: "Service Unavailable",
    message: "The service is unavailable right now. Please try again in a moment.",
    actionLabel: undefined,
  },
  503: {
    title: "Service Temporarily Unavailable",
    message: "The service is temporarily unavailable. Please try again in a few minutes.",
    actionLabel: undefined,
  },
  504: {
    title: "Request Timed Out",
    message: "The request took too long. Please check your connection and try again.",
    actionLabel: undefined,
  },
};

const FALLBACK_STATUS_MESSAGE: StatusMessage = {
  title: "Something Went Wrong",
  message: "An unexpected error occurred. Please try again.",
  actionLabel: "Retry",
};

/**
 * The title, sentence and action label for an HTTP status (401 Session Expired (Log In), 403
 * Access Denied (Go Back), 404 Not Found, 409 Already Exists, 422 Invalid Information, 429
 * Too Many Requests (Wait), 500 Server Error, 502 Service Unavailable, 503 Service
 * Temporarily Unavailable, 504 Request Timed Out, else Something Went Wrong (Retry)).
 *
 * @example
 * ```ts
 * statusMessageOf(403).title; // "Access Denied"
 * ```
 */
export function statusMessageOf(status: number): StatusMessage {
  return STATUS_MESSAGES[status] ?? FALLBACK_STATUS_MESSAGE;
}

/**
 * What the browser shows when it cannot get a CSRF token. The specification gives this code
 * a toast and no catalogue entry: the client raises it as an `ApiError` with these words.
 *
 * @example
 * ```ts
 * CSRF_FAILED_TOAST.title; // "Security Check Failed"
 * ```
 */
export const CSRF_FAILED_TOAST = {
  code: "AUTH_CSRF_FAILED",
  title: "Security Check Failed",
  message: "We could not secure your connection to Ringline.",
  suggestion: "Refresh the page and try again.",
} as const;

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
