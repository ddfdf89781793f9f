/** How serious an error is, for reporting and alerting. */
export type TErrorSeverity = "low" | "medium" | "high" | "critical";

/** What the user interface should offer after an error. */
export type TErrorAction =
  | { readonly type: "redirect"; readonly to: string; readonly label?: string | undefined }
  | { readonly type: "retry"; readonly delayMs: number }
  | { readonly type: "contact-support" }
  | { readonly type: "none" };

/**
 * One code of the catalogue. Every field is written out: nothing is derived from the code's
 * name, so renaming a code can never change how it behaves.
 */
export interface ErrorCatalogueEntry {
  /** The HTTP status the API answers with. */
  readonly status: number;
  readonly title: string;
  readonly message: string;
  readonly suggestion: string;
  /** Whether trying the same request again can succeed. */
  readonly retryable: boolean;
  readonly severity: TErrorSeverity;
  /** What to offer; a retry carries its delay (3 s for network codes, 1 s otherwise). */
  readonly action: TErrorAction;
  /** `spec`: named by the product specification; `addition`: a code the product needs beyond it. */
  readonly origin: "spec" | "addition";
}

/** Redirect to /login, offered as "Log in again" (session and not-authenticated codes). */
export const LOG_IN_AGAIN = { type: "redirect", to: "/login", label: "Log in again" } as const;
/** Redirect to /login, offered as "Log in instead" (an e-mail already registered). */
export const LOG_IN_INSTEAD = { type: "redirect", to: "/login", label: "Log in instead" } as const;
/** Retry after 1 s. */
export const RETRY = { type: "retry", delayMs: 1000 } as const;
/** Retry after 3 s: the network codes. */
export const RETRY_NETWORK = { type: "retry", delayMs: 3000 } as const;
export const CONTACT_SUPPORT = { type: "contact-support" } as const;
export const NO_ACTION = { type: "none" } as const;

/**
 * The generic groups of messages the specification names, reused by codes of several
 * families (an invalid reset link and an invalid verification link read the same way).
 *
 * @example
 * ```ts
 * GENERIC_ERROR_MESSAGES.connectionProblem.title; // "Connection Problem"
 * ```
 */
export const GENERIC_ERROR_MESSAGES = {
  invalidCredentials: {
    title: "Invalid Credentials",
    message: "The email or password you entered doesn't match our records",
    suggestion: "Check both and try again, or reset your password.",
  },
  emailAlreadyRegistered: {
    title: "Email Already Registered",
    message: "An account with this email address already exists.",
    suggestion: "Log in instead, or reset your password if you forgot it.",
  },
  resetLinkExpired: {
    title: "Reset Link Expired",
    message: "This link has expired or was already used.",
    suggestion: "A password reset link is single-use and expires. Ask for a new one.",
  },
  verificationLinkInvalid: {
    title: "Verification Link Invalid",
    message: "This link is not valid.",
    suggestion: "Use the latest link we sent you, or ask for a new one.",
  },
  connectionProblem: {
    title: "Connection Problem",
    message: "We could not reach the Ringline servers.",
    suggestion: "Check your internet connection and try again.",
  },
  missingInformation: {
    title: "Missing Information",
    message: "Some required information is missing.",
    suggestion: "Fill in every field marked with an asterisk and try again.",
  },
  invalidFormat: {
    title: "Invalid Format",
    message: "Some of the information is not in the expected format.",
    suggestion: "Check the highlighted fields and try again.",
  },
  actionFailed: {
    title: "Action Failed",
    message: "We could not complete that action.",
    suggestion: "Please try again. If it keeps happening, contact support.",
  },
} as const;
