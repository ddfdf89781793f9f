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
  API_INVALID_RESPONSE: {
    status: 404,
    title: "Not Found",
    message: "The server's answer was not what this page expected.",
    suggestion:
      "Refresh the page. If it keeps happening, contact support with the reference below.",
    retryable: false,
  },
  API_DUPLICATE_ENTRY: {
    status: 409,
    title: "Already Exists",
    message: "This record already exists.",
    suggestion: "Check whether it was already saved before adding it again.",
    retryable: false,
  },
  API_RATE_LIMITED: {
    status: 429,
    title: "Too Many Requests",
    message: "You have made too many requests in a short time.",
    suggestion: "Please wait a moment before trying again.",
    retryable: true,
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
  API_TIMEOUT: {
    status: 504,
    title: "Request Timed Out",
    message: "The server took too long to answer.",
    suggestion: "Please try again in a moment.",
    retryable: true,
  },
  AUTH_INVALID_CREDENTIALS: {
    status: 401,
    title: "Sign-in Failed",
    message: "The email address or password is not correct.",
    suggestion: "Check both and try again, or reset your password.",
    retryable: false,
  },
  AUTH_NOT_AUTHENTICATED: {
    status: 401,
    title: "Sign-in Required",
    message: "You need to sign in to do this.",
    suggestion: "Sign in and try again.",
    retryable: false,
  },
  AUTH_SESSION_EXPIRED: {
    status: 401,
    title: "Session Expired",
    message: "Your session has expired.",
    suggestion: "Please sign in again.",
    retryable: false,
  },
  AUTH_FORBIDDEN: {
    status: 403,
    title: "Access Denied",
    message: "You don't have permission to access this resource.",
    suggestion: "If you think you should, contact your account owner or support.",
    retryable: false,
  },
  AUTH_EMAIL_IN_USE: {
    status: 409,
    title: "Already Exists",
    message: "An account with this email address already exists.",
    suggestion: "Sign in instead, or reset your password if you forgot it.",
    retryable: false,
  },
  AUTH_EMAIL_NOT_VERIFIED: {
    status: 403,
    title: "Email Not Verified",
    message: "Please verify your email address first.",
    suggestion: "Open the link in the email we sent you, or ask for a new one.",
    retryable: false,
  },
  AUTH_TOKEN_EXPIRED: {
    status: 400,
    title: "Link Expired",
    message: "This link has expired or was already used.",
    suggestion: "Ask for a new link and use it within the hour.",
    retryable: false,
  },
  AUTH_TOKEN_INVALID: {
    status: 400,
    title: "Invalid Link",
    message: "This link is not valid.",
    suggestion: "Use the latest link we sent you, or ask for a new one.",
    retryable: false,
  },
  AUTH_WEAK_PASSWORD: {
    status: 422,
    title: "Weak Password",
    message: "This password is too common or too easy to guess.",
    suggestion: "Choose a longer password that you do not use elsewhere.",
    retryable: false,
  },
  AUTH_OAUTH_FAILED: {
    status: 401,
    title: "Sign-in Failed",
    message: "We could not sign you in with Google.",
    suggestion: "Try again, or sign in with your email address and password.",
    retryable: false,
  },
  AUTH_CSRF_TOKEN_INVALID: {
    status: 403,
    title: "Access Denied",
    message: "Your security token is missing, invalid or has expired.",
    suggestion: "Refresh the page and try again.",
    retryable: true,
  },
  AI_SERVICE_UNAVAILABLE: {
    status: 503,
    title: "Service Temporarily Unavailable",
    message: "The AI service is not available right now.",
    suggestion: "Please try again in a few minutes.",
    retryable: true,
  },
  AI_AGENT_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "Your AI receptionist could not be found.",
    suggestion: "Finish onboarding, or contact support if you already did.",
    retryable: false,
  },
  AI_CONFIGURATION_INVALID: {
    status: 422,
    title: "Invalid Information",
    message: "The AI receptionist settings are not valid.",
    suggestion: "Check the highlighted settings and try again.",
    retryable: false,
  },
  AI_AGENT_CREATION_FAILED: {
    status: 502,
    title: "Setup Failed",
    message: "We could not create your AI receptionist.",
    suggestion: "Please try again in a moment.",
    retryable: true,
  },
  AI_PREVIEW_FAILED: {
    status: 502,
    title: "Preview Unavailable",
    message: "We could not play the voice preview.",
    suggestion: "Please try again, or choose another voice.",
    retryable: true,
  },
  PAYMENT_REQUIRED: {
    status: 402,
    title: "Payment Required",
    message: "An active subscription is needed for this.",
    suggestion: "Choose a plan to continue.",
    retryable: false,
  },
  PAYMENT_FAILED: {
    status: 402,
    title: "Payment Failed",
    message: "Your payment did not go through.",
    suggestion: "Check your card details or use another card.",
    retryable: false,
  },
  PAYMENT_CARD_DECLINED: {
    status: 402,
    title: "Card Declined",
    message: "Your card was declined.",
    suggestion: "Use another card or contact your bank.",
    retryable: false,
  },
  PAYMENT_PROCESSING_ERROR: {
    status: 502,
    title: "Payment Error",
    message: "We could not process your payment just now.",
    suggestion: "You have not been charged. Please try again in a moment.",
    retryable: true,
  },
  PAYMENT_SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "We could not find your subscription.",
    suggestion: "Contact support with the reference below.",
    retryable: false,
  },
  CALL_START_FAILED: {
    status: 502,
    title: "Call Failed",
    message: "The call could not be started.",
    suggestion: "Check your connection and try again.",
    retryable: true,
  },
  CALL_CONNECTION_LOST: {
    status: 502,
    title: "Call Dropped",
    message: "The call was disconnected.",
    suggestion: "Check your connection and start the call again.",
    retryable: true,
  },
  CALL_MICROPHONE_DENIED: {
    status: 400,
    title: "Microphone Blocked",
    message: "The browser did not allow access to your microphone.",
    suggestion: "Allow microphone access in your browser settings and try again.",
    retryable: false,
  },
  CALL_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "This call could not be found.",
    suggestion: "Refresh the call list.",
    retryable: false,
  },
  CALL_MINUTES_EXHAUSTED: {
    status: 402,
    title: "Minutes Used Up",
    message: "Your plan's minutes for this period are used up.",
    suggestion: "Upgrade your plan to keep answering calls.",
    retryable: false,
  },
  ADMIN_NOT_AUTHENTICATED: {
    status: 401,
    title: "Sign-in Required",
    message: "You need to sign in as an administrator.",
    suggestion: "Sign in to the back office and try again.",
    retryable: false,
  },
  ADMIN_FORBIDDEN: {
    status: 403,
    title: "Access Denied",
    message: "You don't have permission to access this resource.",
    suggestion: "Ask another administrator for access.",
    retryable: false,
  },
  ADMIN_TOTP_REQUIRED: {
    status: 401,
    title: "Two-Factor Code Required",
    message: "Enter the code from your authenticator app.",
    suggestion: "Open your authenticator app, or use one of your backup codes.",
    retryable: false,
  },
  ADMIN_TOTP_INVALID: {
    status: 401,
    title: "Invalid Code",
    message: "This code is not valid or was already used.",
    suggestion: "Wait for the next code in your authenticator app and try again.",
    retryable: false,
  },
  ADMIN_TOTP_ALREADY_ENABLED: {
    status: 409,
    title: "Already Exists",
    message: "Two-factor authentication is already enabled.",
    suggestion: "Disable it first if you want to enrol a new device.",
    retryable: false,
  },
  ADMIN_TOTP_NOT_ENROLLED: {
    status: 409,
    title: "Not Enrolled",
    message: "Two-factor enrolment has not been started.",
    suggestion: "Start the enrolment again.",
    retryable: false,
  },
  ADMIN_CUSTOMER_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "This customer could not be found.",
    suggestion: "Check the customer list.",
    retryable: false,
  },
  ADMIN_IMPERSONATION_FAILED: {
    status: 400,
    title: "Impersonation Failed",
    message: "Impersonation could not be started or is no longer active.",
    suggestion: "Start it again from the customer list.",
    retryable: false,
  },
  CLIENT_RENDER_ERROR: {
    status: 500,
    title: "Something Went Wrong",
    message: "Part of this page could not be shown.",
    suggestion: "Refresh the page.",
    retryable: true,
  },
  CLIENT_COMPONENT_ERROR: {
    status: 500,
    title: "Something Went Wrong",
    message: "A part of this page stopped working.",
    suggestion: "Refresh the page.",
    retryable: true,
  },
  CLIENT_CHUNK_LOAD_FAILED: {
    status: 502,
    title: "Update Available",
    message: "Part of the app could not be loaded.",
    suggestion: "Refresh the page to load the latest version.",
    retryable: true,
  },
  CLIENT_NETWORK_ERROR: {
    status: 502,
    title: "Connection Problem",
    message: "You appear to be offline.",
    suggestion: "Check your internet connection and try again.",
    retryable: true,
  },
  CLIENT_CRITICAL_ERROR: {
    status: 500,
    title: "Something Went Wrong",
    message: "The app stopped working.",
    suggestion:
      "Refresh the page. If it keeps happening, contact support with the reference below.",
    retryable: true,
  },
  PHONE_PROVISIONING_FAILED: {
    status: 502,
    title: "Phone Setup Failed",
    message: "We could not set up your Ringline phone number.",
    suggestion: "Please try again, or choose another area code.",
    retryable: true,
  },
  VAPI_CONNECTION_FAILED: {
    status: 502,
    title: "Call Failed",
    message: "We could not connect to the voice service.",
    suggestion: "Check your connection and try again.",
    retryable: true,
  },
  VAPI_AUTHENTICATION_FAILED: {
    status: 401,
    title: "Voice Service Refused",
    message: "The voice service did not accept our credentials.",
    suggestion: "Contact support with the reference below.",
    retryable: false,
  },
  VAPI_ASSISTANT_NOT_FOUND: {
    status: 404,
    title: "Not Found",
    message: "The voice assistant could not be found.",
    suggestion: "Contact support with the reference below.",
    retryable: false,
  },
  VAPI_RATE_LIMITED: {
    status: 429,
    title: "Too Many Requests",
    message: "The voice service is busy.",
    suggestion: "Please wait a moment before trying again.",
    retryable: true,
  },
  VAPI_INVALID_CONFIGURATION: {
    status: 422,
    title: "Invalid Information",
    message: "The voice assistant settings are not valid.",
    suggestion: "Check the settings and try again.",
    retryable: false,
  },
  VAPI_CALL_FAILED: {
    status: 502,
    title: "Call Failed",
    message: "The voice call failed.",
    suggestion: "Please try again.",
    retryable: true,
  },
  VAPI_SERVICE_UNAVAILABLE: {
    status: 503,
    title: "Service Temporarily Unavailable",
    message: "The voice service is not available right now.",
    suggestion: "Please try again in a few minutes.",
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
  if (
    code.startsWith("PAYMENT_") ||
    code.includes("NOT_FOUND") ||
    code.includes("IMPERSONATION_FAILED")
  ) {
    return { type: "contact-support" };
  }
  if (retryable) return { type: "retry", delayMs: NETWORK_CODE.test(code) ? 3000 : 1000 };
  return { type: "none" };
}

/**
 * The catalogue code for an HTTP status when an answer carries no envelope: 400/422
 * validation, 401/403 not authenticated, 404 invalid response, 409 duplicate, 429 rate
 * limited, 500 database, 502/504 network, 503 AI service unavailable, else unknown.
 *
 * @example
 * ```ts
 * codeForStatus(503); // "AI_SERVICE_UNAVAILABLE"
 * ```
 */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 400:
    case 422:
      return "API_VALIDATION_ERROR";
    case 401:
    case 403:
      return "AUTH_NOT_AUTHENTICATED";
    case 404:
      return "API_INVALID_RESPONSE";
    case 409:
      return "API_DUPLICATE_ENTRY";
    case 429:
      return "API_RATE_LIMITED";
    case 500:
      return "API_DATABASE_ERROR";
    case 502:
    case 504:
      return "API_NETWORK_ERROR";
    case 503:
      return "AI_SERVICE_UNAVAILABLE";
    default:
      return "UNKNOWN_ERROR";
  }
}

/** The title and sentence shown for an HTTP status. */
export interface StatusMessage {
  readonly title: string;
  readonly message: string;
}

const STATUS_MESSAGES: Readonly<Record<number, StatusMessage>> = {
  401: { title: "Session Expired", message: "Your session has expired. Please sign in again." },
  403: {
    title: "Access Denied",
    message: "You don't have permission to access this resource.",
  },
  404: { title: "Not Found", message: "The requested resource was not found." },
  409: { title: "Already Exists", message: "This record already exists." },
  422: { title: "Invalid Information", message: "Please check the information you entered." },
  429: {
    title: "Too Many Requests",
    message: "You have made too many requests. Please wait a moment before trying again.",
  },
  500: { title: "Server Error", message: "Something went wrong on our side. Please try again." },
  502: {
    title: "Service Unavailable",
    message: "The service is unavailable right now. Please try again in a moment.",
  },
  503: {
    title: "Service Temporarily Unavailable",
    message: "The service is temporarily unavailable. Please try again in a few minutes.",
  },
  504: {
    title: "Request Timed Out",
    message: "The request took too long. Please check your connection and try again.",
  },
};

const FALLBACK_STATUS_MESSAGE: StatusMessage = {
  title: "Something Went Wrong",
  message: "An unexpected error occurred. Please try again.",
};

/**
 * The title and sentence for an HTTP status (401 Session Expired, 403 Access Denied, 404 Not
 * Found, 409 Already Exists, 422 Invalid Information, 429 Too Many Requests, 500 Server Error,
 * 502 Service Unavailable, 503 Service Temporarily Unavailable, 504 Request Timed Out, else
 * Something Went Wrong).
 *
 * @example
 * ```ts
 * statusMessageOf(403).message; // "You don't have permission to access this resource."
 * ```
 */
export function statusMessageOf(status: number): StatusMessage {
  return STATUS_MESSAGES[status] ?? FALLBACK_STATUS_MESSAGE;
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
