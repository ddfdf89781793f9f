import { Plural, Trans } from "@lingui/react/macro";
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
  const { trialDays } = plan;
  const trial = trialDays > 0;
  const firstCharge = formatDate(new Date(now + trialDays * DAY_MS).toISOString());
  const planName = plan.name;
  const perPeriod = priceLabel(price, billing);
  const zero = formatMoney(0);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">
        <Trans>Order summary</Trans>
      </h2>
      <dl className="summary-lines">
        <dt>
          <Trans>{planName} plan</Trans>
        </dt>
        <dd>{perPeriod}</dd>
        {trial && (
          <>
            <dt>
              <Plural value={trialDays} one="#-day free trial" other="#-day free trial" />
            </dt>
            <dd>
              <Trans>{zero} today</Trans>
            </dd>
          </>
        )}
        {(setupFee > 0 || setupWaived) && (
          <>
            <dt>
              <Trans>Premium setup</Trans>
            </dt>
            <dd>
              {setupWaived ? (
                <>
                  <s>{formatMoney(PREMIUM_SETUP_FEE)}</s> <Trans>Waived</Trans>
                </>
              ) : (
                formatMoney(setupFee)
              )}
            </dd>
          </>
        )}
        <dt className="summary-total">
          <Trans>Due today</Trans>
        </dt>
        <dd className="summary-total">{formatMoney(setupFee + (trial ? 0 : price))}</dd>
      </dl>
      {trial && (
        <p className="muted">
          <Trans>
            Then {perPeriod} from {firstCharge}. Credit card required • Cancel anytime during trial
          </Trans>
        </p>
      )}
    </section>
  );
}
