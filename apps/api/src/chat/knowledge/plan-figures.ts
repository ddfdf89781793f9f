import type { TPlan } from "@ringline/api-client";

// Prices in the knowledge base are never written as numbers: a passage says
// `{{starter.monthly}}` and the reply is filled in from the plans of plan_configurations at the
// moment it is written, so the chat quotes what the pricing table and checkout charge, also
// after an administrator changes a price.

const TOKEN = /\{\{([a-z0-9-]+)\.([a-zA-Z]+)\}\}/g;

function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

function minutesOf(plan: TPlan): string {
  return plan.minutesIncluded === null ? "unlimited minutes" : `${plan.minutesIncluded} minutes`;
}

function overageOf(plan: TPlan): string {
  return plan.overageRatePerMinute === null ? "no overage" : dollars(plan.overageRatePerMinute);
}

/** One line per plan, cheapest first, for the plans overview. */
function planList(plans: readonly TPlan[]): string {
  return plans
    .map((plan) => {
      const extra =
        plan.overageRatePerMinute === null ? "" : `, **${overageOf(plan)}** per extra minute`;
      const included = plan.minutesIncluded === null ? "" : " included";
      return `- **${plan.name}**: **${dollars(plan.monthlyPrice)}/month** or **${dollars(plan.annualPrice)}/year**, **${minutesOf(plan)}**${included}${extra}.`;
    })
    .join("\n");
}

/** The smallest yearly saving of any plan against twelve monthly payments, to the nearest percent. */
function annualSaving(plans: readonly TPlan[]): string {
  const savings = plans
    .filter((plan) => plan.monthlyPrice > 0)
    .map((plan) => 1 - plan.annualPrice / (plan.monthlyPrice * 12));
  return savings.length === 0 ? "0 %" : `${Math.round(Math.min(...savings) * 100)} %`;
}

const PLAN_FIELDS: Readonly<Record<string, (plan: TPlan) => string>> = {
  name: (plan) => plan.name,
  monthly: (plan) => dollars(plan.monthlyPrice),
  annual: (plan) => dollars(plan.annualPrice),
  minutes: minutesOf,
  overage: overageOf,
};

/**
 * A knowledge passage's text with its plan figures filled in from `plans` (the active rows of
 * plan_configurations): `{{starter.monthly}}`, `{{starter.annual}}`, `{{starter.minutes}}`,
 * `{{starter.overage}}`, `{{starter.name}}`, and `{{plans.list}}` (one line per plan) and
 * `{{plans.annualSaving}}`. Returns `undefined` when the text names a plan that is not on sale
 * (an administrator retired it), so that the caller answers with the plans that are.
 *
 * @example
 * ```ts
 * fillPlanFigures("Starter is {{starter.monthly}}/month.", plans); // "Starter is $39/month."
 * ```
 */
export function fillPlanFigures(text: string, plans: readonly TPlan[]): string | undefined {
  let unknown = false;
  const filled = text.replace(TOKEN, (token, planId: string, field: string) => {
    if (planId === "plans") {
      if (field === "list") return planList(plans);
      if (field === "annualSaving") return annualSaving(plans);
      unknown = true;
      return token;
    }
    const plan = plans.find((candidate) => candidate.id === planId);
    const format = PLAN_FIELDS[field];
    if (!plan || !format) {
      unknown = true;
      return token;
    }
    return format(plan);
  });
  return unknown ? undefined : filled;
}

/** The answer when a passage names a plan that is no longer on sale: the plans that are. */
export function currentPlansAnswer(plans: readonly TPlan[]): string {
  return `Ringline's plans today:\n${planList(plans)}`;
}
