import { msg } from "@lingui/core/macro";
import {
  ApiError,
  ERROR_CATALOGUE,
  isErrorCode,
  type TLoginRequest,
  type TSignupRequestInput,
  ZLoginRequest,
  ZSignupRequest,
} from "@ringline/api-client";
import { i18n } from "../../shared/i18n/i18n.js";
import { firstMessages } from "../forms/validate.js";
import { inPageLanguage } from "./contract-messages.js";

/** The two modes of the one auth screen: login unless the path is /signup. */
export type AuthMode = "login" | "signup";

export type LoginValues = TLoginRequest;
export type SignupValues = Required<TSignupRequestInput>;

export const EMPTY_LOGIN: LoginValues = { email: "", password: "" };
export const EMPTY_SIGNUP: SignupValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** The mode a path shows. */
export function authModeOf(pathname: string): AuthMode {
  return pathname.replace(/\/+$/, "") === "/signup" ? "signup" : "login";
}

/** The login form's problems (empty when it may be sent). */
export function validateLogin(values: LoginValues): Record<string, string> {
  const result = ZLoginRequest.safeParse(values);
  return result.success ? {} : inPageLanguage(firstMessages(result.error.issues));
}

/** The signup form's problems, 'Passwords don't match' on the confirm field. */
export function validateSignup(values: SignupValues): Record<string, string> {
  const result = ZSignupRequest.safeParse(values);
  return result.success ? {} : inPageLanguage(firstMessages(result.error.issues));
}

const FAILURE = {
  login: {
    refused: msg`Incorrect email or password. Please try again.`,
    offline: msg`Unable to log in. Please check your internet connection and try again.`,
  },
  signup: {
    refused: msg`Unable to create account. Please try again.`,
    offline: msg`Unable to create account. Please check your internet connection and try again.`,
  },
} as const;

/**
 * What the form says when sending failed: the server's own words when it answered, the
 * specification's sentence (in the page's language) when it did not.
 */
export function authFailureMessage(mode: AuthMode, error: unknown): string {
  if (ApiError.isInstance(error)) {
    if (error.status === 0) return i18n._(FAILURE[mode].offline);
    if (error.fromEnvelope && error.message) return error.message;
    return i18n._(FAILURE[mode].refused);
  }
  return error instanceof Error && error.message ? error.message : i18n._(FAILURE[mode].offline);
}

/** The words for an error code a page was sent back with (`/auth?error=AUTH_OAUTH_FAILED`). */
export function messageForCode(code: string | null): string | undefined {
  if (!code || !isErrorCode(code)) return undefined;
  const entry = ERROR_CATALOGUE[code];
  return `${entry.message} ${entry.suggestion}`;
}
