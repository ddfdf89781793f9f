import type { TCustomerProfile } from "@ringline/api-client";
import { Prisma } from "../generated/prisma/client.js";

/**
 * The profile's columns over `users u LEFT JOIN customers c LEFT JOIN onboarding_data o`,
 * shared by the profile read and the session lookup (which reads the profile in the same
 * statement, so a signed-in profile request costs one query).
 */
export const PROFILE_COLUMNS = Prisma.sql`
  u.id AS "userId", c.id AS "customerId", u.email, u.first_name AS "firstName",
  u.last_name AS "lastName", c.company,
  COALESCE(o.business_name, u.business_name) AS "businessName",
  COALESCE(c.phone, u.phone) AS phone, COALESCE(c.plan, u.plan) AS plan,
  COALESCE(c.subscription_status, u.subscription_status) AS "subscriptionStatus",
  u.onboarding_status AS "onboardingStatus",
  COALESCE(c.ai_status, u.ai_status) AS "aiStatus",
  u.email_call_transcripts AS "emailCallTranscripts"`;

/** The joins PROFILE_COLUMNS reads from, starting at `users u`. */
export const PROFILE_JOINS = Prisma.sql`
  LEFT JOIN customers c ON c.user_id = u.id
  LEFT JOIN onboarding_data o ON o.customer_id = c.id`;

/** Picks the profile out of a row that holds PROFILE_COLUMNS among others. */
export function profileOfRow(row: TCustomerProfile): TCustomerProfile {
  return {
    userId: row.userId,
    customerId: row.customerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    businessName: row.businessName,
    phone: row.phone,
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    onboardingStatus: row.onboardingStatus,
    aiStatus: row.aiStatus,
    emailCallTranscripts: row.emailCallTranscripts,
  };
}
