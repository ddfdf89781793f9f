import type { TPlan } from "./plans.js";

/**
 * The plans the seed migration writes into `plan_configurations`, as `GET /api/plans` answers
 * them on a fresh database (the API's plans test proves the two agree). For code that has no
 * live answer: a widget given no plans (a partner page until the embed has fetched the live
 * ones) and the chat's evaluation set. The product shows the table's rows, never these.
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
