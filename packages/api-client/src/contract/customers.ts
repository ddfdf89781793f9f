import * as z from "zod/mini";
import { PASSWORD_MAX_LENGTH } from "./auth.js";
import { optionalText, phoneNumber, requiredText } from "./fields.js";

/**
 * The signed-in customer's profile, from the account, the customer record and onboarding.
 *
 * @example
 * ```ts
 * const profile = await api.getProfile();
 * greet(profile.firstName, profile.businessName ?? profile.company);
 * ```
 */
export const ZCustomerProfile = z.object({
  userId: z.string(),
  customerId: z.nullable(z.string()),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  plan: z.nullable(z.string()),
  subscriptionStatus: z.string(),
  onboardingStatus: z.string(),
  aiStatus: z.string(),
  /** Whether each call's transcript is e-mailed to the owner. */
  emailCallTranscripts: z.boolean(),
});

/** The signed-in customer's profile. */
export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;

/**
 * `GET /api/customers/profile`.
 *
 * @example
 * ```ts
 * const { profile } = ZCustomerProfileResponse.parse(await response.json());
 * ```
 */
export const ZCustomerProfileResponse = z.object({
  success: z.literal(true),
  profile: ZCustomerProfile,
});

/** `GET /api/customers/profile`. */
export type TCustomerProfileResponse = z.infer<typeof ZCustomerProfileResponse>;

/**
 * `PATCH /api/customers/profile`: the owner's names, phone, business name and whether call
 * transcripts are e-mailed. Fields left out stay as they are; an empty phone clears it.
 *
 * @example
 * ```ts
 * await api.updateProfile({ phone: "(555) 010-2030", emailCallTranscripts: false });
 * ```
 */
export const ZUpdateProfileRequest = z.object({
  firstName: z.optional(requiredText(2, 100, "First name must be at least 2 characters")),
  lastName: z.optional(requiredText(2, 100, "Last name must be at least 2 characters")),
  phone: z.optional(
    z.union([
      z.literal(""),
      phoneNumber().check(z.maxLength(20, "Please enter a valid phone number")),
    ]),
  ),
  businessName: optionalText(200, "Business name must be at most 200 characters"),
  emailCallTranscripts: z.optional(z.boolean("Must be on or off")),
});

/** `PATCH /api/customers/profile`. */
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/**
 * The words that confirm an account deletion.
 *
 * @example
 * ```tsx
 * <input aria-label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`} />
 * ```
 */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

/**
 * `DELETE /api/customers/account`: removes the account for good (the subscription is
 * cancelled at once, personal data removed or anonymised). The password is required for
 * accounts that have one.
 *
 * @example
 * ```ts
 * await api.deleteAccount({ password, confirmation: "DELETE" });
 * ```
 */
export const ZDeleteAccountRequest = z.object({
  password: z.optional(
    z
      .string("Password is required")
      .check(z.maxLength(PASSWORD_MAX_LENGTH, "Password is required")),
  ),
  confirmation: z.literal(
    DELETE_ACCOUNT_CONFIRMATION,
    `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  ),
});

/** `DELETE /api/customers/account`. */
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
