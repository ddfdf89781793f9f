import type { TPlan } from "@ringline/api-client";

/**
 * The plans the seed migration (`20261121065226_seed_plan_configurations`) writes into
 * plan_configurations, as `GET /api/plans` answers them on a fresh database. Only for code that
 * runs without a database: the chat's evaluation set and model tests. The product itself always
 * reads the table (plans.test.ts proves the two agree).
 *
 * @example
 * ```ts
 * await model.reply({ mode: "marketing", message: "How much?", history: [], plans: SEEDED_PLANS });
 * ```
 */
export const SEEDED_PLANS: readonly TPlan[] = [
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
