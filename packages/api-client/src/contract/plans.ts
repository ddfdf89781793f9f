import * as z from "zod/mini";
import { ZPage } from "./route.js";

/**
 * A subscription plan as `plan_configurations` holds it: the one source of every price,
 * allowance and overage rate the product shows or charges.
 *
 * @example
 * ```ts
 * const growth: TPlan = {
 *   id: "growth", name: "Growth", monthlyPrice: 59, annualPrice: 474, minutesIncluded: 500,
 *   overageRatePerMinute: 0.2, hasSmsNotifications: true, hasAdvancedAnalytics: true,
 *   hasPrioritySupport: false, trialDays: 7,
 * };
 * ```
 */
export const ZPlan = z.object({
  id: z.string(),
  name: z.string(),
  /** Dollars a month, billed monthly. */
  monthlyPrice: z.number(),
  /** Dollars a year, billed yearly. */
  annualPrice: z.number(),
  /** Minutes a billing period includes; null for unlimited. */
  minutesIncluded: z.nullable(z.number()),
  /** Dollars per minute past the included ones; null when there is no overage. */
  overageRatePerMinute: z.nullable(z.number()),
  hasSmsNotifications: z.boolean(),
  hasAdvancedAnalytics: z.boolean(),
  hasPrioritySupport: z.boolean(),
  /** Days of free trial a new subscription starts with (a card is required). */
  trialDays: z.number(),
});

/** A subscription plan. */
export type TPlan = z.infer<typeof ZPlan>;

/**
 * `GET /api/plans`: the active plans, cheapest first.
 *
 * @example
 * ```ts
 * const { items: plans } = ZPlanListResponse.parse(await response.json());
 * ```
 */
export const ZPlanListResponse = ZPage(ZPlan);

/** `GET /api/plans`. */
export type TPlanListResponse = z.infer<typeof ZPlanListResponse>;
