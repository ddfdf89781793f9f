import { msg } from "@lingui/core/macro";
import type { TPlan } from "@ringline/api-client";
import type { Billing } from "./checkout-search.js";
import { formatMoney } from "./format.js";
import { i18n } from "./i18n/i18n.js";

/** A plan's price for a billing period, in dollars. */
export function priceOf(plan: TPlan, billing: Billing): number {
  return billing === "annual" ? plan.annualPrice : plan.monthlyPrice;
}

/** "$59/month" or "$474/year" (in the page's language). */
export function priceLabel(amount: number, billing: Billing): string {
  const price = formatMoney(amount).replace(/\.00$/, "");
  return billing === "annual" ? i18n._(msg`${price}/year`) : i18n._(msg`${price}/month`);
}

/** What a year costs less when billed annually ("$154"): 12 × monthly − annual. */
export function annualSaving(plan: TPlan): number {
  return 12 * plan.monthlyPrice - plan.annualPrice;
}

/** "100 minutes a month, then $0.30 a minute" or "Unlimited minutes" (in the page's language). */
export function minutesLabel(plan: TPlan): string {
  const minutes = plan.minutesIncluded;
  if (minutes === null) return i18n._(msg`Unlimited minutes`);
  if (plan.overageRatePerMinute === null) return i18n._(msg`${minutes} minutes a month`);
  const rate = formatMoney(plan.overageRatePerMinute);
  return i18n._(msg`${minutes} minutes a month, then ${rate} a minute`);
}
