import type { TPlan } from "@ringline/api-client";
import type { Billing } from "./checkout-search.js";
import { formatMoney } from "./format.js";

/** A plan's price for a billing period, in dollars. */
export function priceOf(plan: TPlan, billing: Billing): number {
  return billing === "annual" ? plan.annualPrice : plan.monthlyPrice;
}

/** "$59/month" or "$474/year". */
export function priceLabel(amount: number, billing: Billing): string {
  return `${formatMoney(amount).replace(/\.00$/, "")}/${billing === "annual" ? "year" : "month"}`;
}

/** What a year costs less when billed annually ("$154"): 12 × monthly − annual. */
export function annualSaving(plan: TPlan): number {
  return 12 * plan.monthlyPrice - plan.annualPrice;
}

/** "100 minutes a month, then $0.30 a minute" or "Unlimited minutes". */
export function minutesLabel(plan: TPlan): string {
  if (plan.minutesIncluded === null) return "Unlimited minutes";
  const overage =
    plan.overageRatePerMinute === null
      ? ""
      : `, then ${formatMoney(plan.overageRatePerMinute)} a minute`;
  return `${plan.minutesIncluded} minutes a month${overage}`;
}
