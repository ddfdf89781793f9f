import { Trans } from "@lingui/react/macro";
import type { TPlan } from "@ringline/api-client";
import { Badge } from "@ringline/react-widgets";
import type { Billing, PlanChoice, PlanId } from "../../shared/checkout-search.js";
import { formatMoney } from "../../shared/format.js";
import { annualSaving, minutesLabel, priceLabel, priceOf } from "../../shared/plan-format.js";

/**
 * The plans as radio cards (prices from `/api/plans`) and the billing period; the choice is
 * the page's URL state, changed through `onChange`.
 */
export function PlanPicker({
  plans,
  choice,
  onChange,
  current,
}: {
  plans: readonly TPlan[];
  choice: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The plan the customer has now, marked as such. */
  current?: PlanChoice | undefined;
}) {
  const chosen = plans.find((plan) => plan.id === choice.plan);
  const saving = chosen ? annualSaving(chosen) : 0;
  const perYear = formatMoney(saving).replace(/\.00$/, "");
  return (
    <div className="plan-picker">
      <fieldset className="choice-group billing-toggle">
        <legend>
          <Trans>Billing</Trans>
        </legend>
        {(["monthly", "annual"] as const).map((billing: Billing) => (
          <label key={billing} className="choice-pill">
            <input
              type="radio"
              name="billing"
              value={billing}
              checked={choice.billing === billing}
              onChange={() => onChange({ ...choice, billing })}
            />
            <span>{billing === "monthly" ? <Trans>Monthly</Trans> : <Trans>Annual</Trans>}</span>
          </label>
        ))}
        {choice.billing === "annual" && saving > 0 && (
          <span className="choice-note">
            <Trans>Save {perYear} per year</Trans>
          </span>
        )}
      </fieldset>
      <fieldset className="choice-group plan-cards">
        <legend>
          <Trans>Plan</Trans>
        </legend>
        {plans.map((plan) => {
          const isCurrent = current?.plan === plan.id && current.billing === choice.billing;
          return (
            <label key={plan.id} className="plan-card" data-checked={choice.plan === plan.id}>
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={choice.plan === plan.id}
                onChange={() => onChange({ ...choice, plan: plan.id as PlanId })}
              />
              <span className="plan-card-name">
                {plan.name}{" "}
                {isCurrent && (
                  <Badge variant="info">
                    <Trans>Current plan</Trans>
                  </Badge>
                )}
              </span>
              <span className="plan-card-price">
                {priceLabel(priceOf(plan, choice.billing), choice.billing)}
              </span>
              <span className="plan-card-detail">{minutesLabel(plan)}</span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
