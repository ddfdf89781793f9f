import type { TPlan } from "@ringline/api-client";
import { DEFAULT_PLANS as SEEDED_PLANS } from "@ringline/api-client/plans";

/**
 * The subscription plans as `GET /api/plans` answers them on a fresh database (the rows the
 * seed migration writes into `plan_configurations`), for a widget that was given none: the
 * product's own figures on the day this package was built. The site passes the API's plans; a
 * partner page embedding a widget gets these until the widget has fetched the live ones.
 *
 * @example
 * ```tsx
 * <PricingTable plans={plansFromApi ?? DEFAULT_PLANS} />
 * ```
 */
export const DEFAULT_PLANS: readonly TPlan[] = SEEDED_PLANS;

/** The plans a widget shows: the ones it was given, or the defaults when given none. */
export function plansOrDefault(plans: readonly TPlan[] | undefined): readonly TPlan[] {
  return plans && plans.length > 0 ? plans : DEFAULT_PLANS;
}

/** Dollars to whole cents, without the float error of `0.3 * 100`. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}
