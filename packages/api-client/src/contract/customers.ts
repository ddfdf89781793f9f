import * as z from "zod/mini";

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
