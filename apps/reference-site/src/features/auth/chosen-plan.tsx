import { useLingui } from "@lingui/react/macro";
import type { TPlan } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Field } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { type PlanId, planChoiceOf } from "../../shared/checkout-search.js";
import { minutesLabel, priceLabel, priceOf } from "../../shared/plan-format.js";

/** "Growth, $59/month" for a plan and billing period. */
export function planOptionLabel(plan: TPlan, billing: "monthly" | "annual"): string {
  return `${plan.name}, ${priceLabel(priceOf(plan, billing), billing)}`;
}

/**
 * On sign-up, the plan chosen on the pricing table (`?plan=…&billing=…`): its name, price and
 * minutes, and a list to change it, kept in the URL so checkout opens with it.
 */
export function ChosenPlan() {
  const plans = useRouteQuery("listPlans");
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const choice = planChoiceOf(search);
  const items = plans.data?.items ?? [];
  const plan = items.find((candidate) => candidate.id === choice.plan);
  // Without the prices (loading, or the API refused) the form is what matters: nothing shows.
  if (!plan) return null;
  const minutes = minutesLabel(plan);
  const change = (id: string) => {
    const next = new URLSearchParams(search);
    next.set("plan", id as PlanId);
    next.set("billing", choice.billing);
    setSearch(next, { replace: true });
  };
  return (
    <section className="chosen-plan" aria-label={t`Your plan`}>
      <Field label={t`Your plan`} hint={t`${minutes}. 7-day free trial, cancel anytime.`}>
        <select value={plan.id} onChange={(event) => change(event.target.value)}>
          {items.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {planOptionLabel(candidate, choice.billing)}
            </option>
          ))}
        </select>
      </Field>
    </section>
  );
}
