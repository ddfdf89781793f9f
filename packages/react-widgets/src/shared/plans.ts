import type { TPlan } from "@ringline/api-client";

/**
 * The subscription plans as `GET /api/plans` answers them (the rows of `plan_configurations`),
 * for a widget that was given none: the product's own figures on the day this package was
 * built. The site passes the API's plans; a partner page embedding a widget gets these until
 * the widget has fetched the live ones.
 *
 * @example
 * ```tsx
 * <PricingTable plans={plansFromApi ?? DEFAULT_PLANS} />
 * ```
 */
export const DEFAULT_PLANS: readonly TPlan[] = [
  {
    id: "starter",
    name: "Starter",
    monthlyPrice: 39,
    annualPrice: 314,
    minutesIncluded: 100,
    overageRatePerMinute: 0.3,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: false,
    hasPrioritySupport: false,
    trialDays: 7,
  },
  {
    id: "growth",
    name: "Growth",
    monthlyPrice: 59,
    annualPrice: 474,
    minutesIncluded: 500,
    overageRatePerMinute: 0.2,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: true,
    hasPrioritySupport: false,
    trialDays: 7,
  },
  {
    id: "unlimited",
    name: "Unlimited",
    monthlyPrice: 99,
    annualPrice: 796,
    minutesIncluded: null,
    overageRatePerMinute: null,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: true,
    hasPrioritySupport: true,
    trialDays: 7,
  },
];

/** The plans a widget shows: the ones it was given, or the defaults when given none. */
export function plansOrDefault(plans: readonly TPlan[] | undefined): readonly TPlan[] {
  return plans && plans.length > 0 ? plans : DEFAULT_PLANS;
}

/** Dollars to whole cents, without the float error of `0.3 * 100`. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}
