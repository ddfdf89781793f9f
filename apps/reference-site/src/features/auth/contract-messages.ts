import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "../../shared/i18n/i18n.js";

/**
 * The words the API contract's auth schemas (`@ringline/api-client`) refuse a form's values
 * with, as messages of the site's catalogue: a form shows them in the page's language. A
 * message the contract adds later shows as it comes (English) until it is added here.
 */
const CONTRACT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "Invalid email address": msg`Invalid email address`,
  "Password is required": msg`Password is required`,
  "Password must be at least 8 characters": msg`Password must be at least 8 characters`,
  "Password must be at least 8 characters long": msg`Password must be at least 8 characters long`,
  "Password must be at most 128 characters": msg`Password must be at most 128 characters`,
  "Password must contain at least one uppercase letter": msg`Password must contain at least one uppercase letter`,
  "Password must contain at least one lowercase letter": msg`Password must contain at least one lowercase letter`,
  "Password must contain at least one number": msg`Password must contain at least one number`,
  "Passwords don't match": msg`Passwords don't match`,
  "First name must be at least 2 characters": msg`First name must be at least 2 characters`,
  "First name must be at most 100 characters": msg`First name must be at most 100 characters`,
  "Last name must be at least 2 characters": msg`Last name must be at least 2 characters`,
  "Last name must be at most 100 characters": msg`Last name must be at most 100 characters`,
  "Reset token is required": msg`Reset token is required`,
  "Verification token is required": msg`Verification token is required`,
};

/** One of the contract's messages in the page's language (any other text as it is). */
export function contractMessage(message: string): string {
  return Object.hasOwn(CONTRACT_MESSAGES, message)
    ? i18n._(CONTRACT_MESSAGES[message] as MessageDescriptor)
    : message;
}

/**
 * A form's problems (field → the contract's message) in the page's language.
 *
 * @example
 * ```ts
 * const validate = (values) => inPageLanguage(validatorOf(ZForgotPasswordRequest)(values));
 * ```
 */
export function inPageLanguage(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, contractMessage(message)]),
  );
}
