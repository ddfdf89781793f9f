import { PREMIUM_SETUP_FEE, type TPlan } from "@ringline/api-client";
import type { Billing } from "../../shared/checkout-search.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { priceLabel, priceOf } from "../../shared/plan-format.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the customer is about to buy: the plan, the trial, the premium setup when chosen, and
 * what is due today.
 */
export function OrderSummary({
  plan,
  billing,
  setupFee = 0,
  setupWaived = false,
  now = Date.now(),
}: {
  plan: TPlan;
  billing: Billing;
  setupFee?: number;
  /** The premium setup was chosen and is free with annual billing. */
  setupWaived?: boolean;
  now?: number;
}) {
  const price = priceOf(plan, billing);
  const trial = plan.trialDays > 0;
  const firstCharge = new Date(now + plan.trialDays * DAY_MS).toISOString();
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl className="summary-lines">
        <dt>{plan.name} plan</dt>
        <dd>{priceLabel(price, billing)}</dd>
        {trial && (
          <>
            <dt>{plan.trialDays}-day free trial</dt>
            <dd>{formatMoney(0)} today</dd>
          </>
        )}
        {(setupFee > 0 || setupWaived) && (
          <>
            <dt>Premium setup</dt>
            <dd>
              {setupWaived ? (
                <>
                  <s>{formatMoney(PREMIUM_SETUP_FEE)}</s> Waived
                </>
              ) : (
                formatMoney(setupFee)
              )}
            </dd>
          </>
        )}
        <dt className="summary-total">Due today</dt>
        <dd className="summary-total">{formatMoney(setupFee + (trial ? 0 : price))}</dd>
      </dl>
      {trial && (
        <p className="muted">
          Then {priceLabel(price, billing)} from {formatDate(firstCharge)}. Credit card required •
          Cancel anytime during trial
        </p>
      )}
    </section>
  );
}
