import * as z from "zod/mini";
import { emailAddress } from "./fields.js";
import { ZPage } from "./route.js";

/**
 * The longest password accepted; longer ones are refused, never truncated.
 *
 * @example
 * ```tsx
 * <input type="password" maxLength={PASSWORD_MAX_LENGTH} />
 * ```
 */
export const PASSWORD_MAX_LENGTH = 128;

const INVALID_EMAIL = "Invalid email address";

/**
 * A new password: 8 to 128 characters with an uppercase letter, a lowercase letter and a
 * digit. Very common passwords are refused by the server as well (`AUTH_WEAK_PASSWORD`).
 *
 * @example
 * ```ts
 * ZNewPassword.safeParse("Correct9Horse").success; // true
 * ```
 */
export const ZNewPassword = newPassword("Password must be at least 8 characters");

/** A new password whose too-short message is `tooShort` (the reset form says "…long"). */
function newPassword(tooShort: string) {
  return z
    .string(tooShort)
    .check(
      z.minLength(8, tooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters"),
      z.regex(/[A-Z]/, "Password must contain at least one uppercase letter"),
      z.regex(/[a-z]/, "Password must contain at least one lowercase letter"),
      z.regex(/[0-9]/, "Password must contain at least one number"),
    );
}

function passwordsMatch<T extends { password: string; confirmPassword: string }>(field: keyof T) {
  return z.refine<T>((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: [field as string],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value?.password === "string" && typeof value.confirmPassword === "string";
    },
  });
}

/**
 * `POST /auth/signup`.
 *
 * @example
 * ```ts
 * ZSignupRequest.parse({
 *   firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
 *   password: "Correct9Horse", confirmPassword: "Correct9Horse",
 * });
 * ```
 */
export const ZSignupRequest = z
  .object({
    firstName: z
      .string("First name must be at least 2 characters")
      .check(
        z.trim(),
        z.minLength(2, "First name must be at least 2 characters"),
        z.maxLength(100, "First name must be at most 100 characters"),
      ),
    lastName: z
      .string("Last name must be at least 2 characters")
      .check(
        z.trim(),
        z.minLength(2, "Last name must be at least 2 characters"),
        z.maxLength(100, "Last name must be at most 100 characters"),
      ),
    email: emailAddress(INVALID_EMAIL),
    password: ZNewPassword,
    confirmPassword: z.string("Passwords don't match"),
  })
  .check(passwordsMatch("confirmPassword"));

/** `POST /auth/signup` after validation. */
export type TSignupRequest = z.infer<typeof ZSignupRequest>;
/** `POST /auth/signup` as the form holds it. */
export type TSignupRequestInput = z.input<typeof ZSignupRequest>;

/**
 * `POST /api/auth/login`.
 *
 * @example
 * ```ts
 * ZLoginRequest.parse({ email: "ada@example.com", password: "Correct9Horse" });
 * ```
 */
export const ZLoginRequest = z.object({
  email: emailAddress(INVALID_EMAIL),
  // Not the new-password rules: old passwords must still sign in. The upper bound only
  // keeps hashing cheap; anything longer cannot be a stored password.
  password: z
    .string("Password is required")
    .check(
      z.minLength(1, "Password is required"),
      z.maxLength(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters"),
    ),
});

/** `POST /api/auth/login`. */
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * The signed-in user as the API describes it.
 *
 * @example
 * ```ts
 * const user = ZUser.parse(body.user);
 * if (!user.emailVerified) showVerifyBanner();
 * ```
 */
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  onboardingStatus: z.string(),
  subscriptionStatus: z.string(),
  plan: z.nullable(z.string()),
  /** Whether this account belongs to a paying customer. */
  isCustomer: z.boolean(),
  /**
   * The business's time zone (IANA, e.g. `America/Los_Angeles`) once onboarding saved it; the
   * dashboard shows every date in it, labelled, wherever the owner reads it. Null before.
   */
  timeZone: z.optional(z.nullable(z.string())),
  /** Set while an administrator acts as this user. */
  impersonatedBy: z.optional(z.string()),
  createdAt: z.string(),
});

/** The signed-in user. */
export type TUser = z.infer<typeof ZUser>;

/**
 * The answer to sign-up and login: the session token for bearer use (it is also set as an
 * httpOnly cookie) and the user.
 *
 * @example
 * ```ts
 * const { authToken, user } = ZAuthResponse.parse(await response.json());
 * ```
 */
export const ZAuthResponse = z.object({
  success: z.literal(true),
  authToken: z.string(),
  expiresAt: z.string(),
  user: ZUser,
});

/** The answer to sign-up and login. */
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/**
 * `GET /auth/me`.
 *
 * @example
 * ```ts
 * const { user } = ZMeResponse.parse(await response.json());
 * ```
 */
export const ZMeResponse = z.object({ success: z.literal(true), user: ZUser });

/** `GET /auth/me`. */
export type TMeResponse = z.infer<typeof ZMeResponse>;

/**
 * A plain acknowledgement: `{ success: true, message }`.
 *
 * @example
 * ```ts
 * const { message } = ZMessageResponse.parse(await response.json());
 * ```
 */
export const ZMessageResponse = z.object({ success: z.literal(true), message: z.string() });

/** A plain acknowledgement. */
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * `POST /auth/forgot-password`; answered the same way whether or not the address is known.
 *
 * @example
 * ```ts
 * ZForgotPasswordRequest.parse({ email: "ada@example.com" });
 * ```
 */
export const ZForgotPasswordRequest = z.object({ email: emailAddress(INVALID_EMAIL) });

/** `POST /auth/forgot-password`. */
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

const tokenField = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(200, message));

/**
 * `POST /auth/reset-password`: the token from the e-mail and the new password.
 *
 * @example
 * ```ts
 * ZResetPasswordRequest.parse({ token, password: "Correct9Horse", confirmPassword: "Correct9Horse" });
 * ```
 */
export const ZResetPasswordRequest = z
  .object({
    token: tokenField("Reset token is required"),
    // The specification's reset form says 'Password must be at least 8 characters long'.
    password: newPassword("Password must be at least 8 characters long"),
    confirmPassword: z.string("Passwords don't match"),
  })
  .check(passwordsMatch("confirmPassword"));

/** `POST /auth/reset-password`. */
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * `POST /auth/verify-email`: confirms a sign-up address or a new address after a change.
 *
 * @example
 * ```ts
 * ZVerifyEmailRequest.parse({ token: new URL(location.href).searchParams.get("token") });
 * ```
 */
export const ZVerifyEmailRequest = z.object({
  token: tokenField("Verification token is required"),
});

/** `POST /auth/verify-email`. */
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/**
 * `POST /auth/change-email`: a confirmation link goes to the new address; the change takes
 * effect when it is opened.
 *
 * @example
 * ```ts
 * ZChangeEmailRequest.parse({ newEmail: "ada@lovelace.example", password });
 * ```
 */
export const ZChangeEmailRequest = z.object({
  newEmail: emailAddress(INVALID_EMAIL),
  password: z
    .string("Password is required for email changes")
    .check(
      z.minLength(1, "Password is required for email changes"),
      z.maxLength(PASSWORD_MAX_LENGTH, "Password is required for email changes"),
    ),
});

/** `POST /auth/change-email`. */
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/**
 * `POST /auth/change-password`: every other session of the user ends.
 *
 * @example
 * ```ts
 * ZChangePasswordRequest.parse({ currentPassword, password: "N3w-Horse", confirmPassword: "N3w-Horse" });
 * ```
 */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string("Current password is required")
      .check(
        z.minLength(1, "Current password is required"),
        z.maxLength(PASSWORD_MAX_LENGTH, "Current password is required"),
      ),
    password: ZNewPassword,
    confirmPassword: z.string("Passwords don't match"),
  })
  .check(passwordsMatch("confirmPassword"));

/** `POST /auth/change-password`. */
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * One of the user's sessions, for the "where you're signed in" list.
 *
 * @example
 * ```ts
 * const { items: sessions } = ZSessionListResponse.parse(await response.json());
 * ```
 */
export const ZSessionSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The session this request was made with. */
  current: z.boolean(),
});

/** One of the user's sessions. */
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

/**
 * `GET /api/auth/sessions`: one page of the user's live sessions.
 *
 * @example
 * ```ts
 * const { items: sessions } = ZSessionListResponse.parse(await response.json());
 * ```
 */
export const ZSessionListResponse = ZPage(ZSessionSummary);

/** `GET /api/auth/sessions`. */
export type TSessionListResponse = z.infer<typeof ZSessionListResponse>;

/**
 * `GET /api/auth/providers`: which sign-in methods this deployment offers besides e-mail and
 * password (the auth screen hides 'Continue with Google' when it is off).
 *
 * @example
 * ```ts
 * const { google } = await api.getAuthProviders();
 * ```
 */
export const ZAuthProvidersResponse = z.object({ success: z.literal(true), google: z.boolean() });

/** `GET /api/auth/providers`. */
export type TAuthProvidersResponse = z.infer<typeof ZAuthProvidersResponse>;
