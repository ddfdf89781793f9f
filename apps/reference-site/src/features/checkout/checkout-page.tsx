import { Trans, useLingui } from "@lingui/react/macro";
import { PREMIUM_SETUP_FEE, premiumSetupFee, type TPlan } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Card, CardContent, Checkbox } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { PurchaseProgress } from "../../components/purchase-progress/index.js";
import { QueryView } from "../../components/query-view.js";
import { type PlanChoice, planChoiceOf } from "../../shared/checkout-search.js";
import { formatMoney } from "../../shared/format.js";
import { ContinueToPayment } from "./continue-to-payment.js";
import { OrderSummary } from "./order-summary.js";
import { PlanPicker } from "./plan-picker.js";

/**
 * The page's state in its URL: the plan and billing period (`setChoice`), and any other
 * parameter (`setParameter`), each change replacing the history entry.
 */
export function useChoiceInUrl(fallback?: PlanChoice["plan"]) {
  const [search, setSearch] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    setSearch(next, { replace: true });
  };
  return {
    choice: planChoiceOf(search, fallback),
    search,
    setChoice: (choice: PlanChoice) =>
      update((next) => {
        next.set("plan", choice.plan);
        next.set("billing", choice.billing);
        next.delete("canceled");
      }),
    setParameter: (name: string, value: string | undefined) =>
      update((next) => (value === undefined ? next.delete(name) : next.set(name, value))),
  };
}

/**
 * /checkout (and, with `enhanced`, /checkout-enhanced): the plan and billing period from the
 * URL, the order summary, and the way to the payment provider's hosted page. The enhanced
 * variant also sells the optional premium setup, free with annual billing.
 */
export function CheckoutPage({ enhanced = false }: { enhanced?: boolean }) {
  const plans = useRouteQuery("listPlans");
  const { t } = useLingui();
  const { choice, setChoice, search, setParameter } = useChoiceInUrl();
  const setup = enhanced && search.get("setup") === "1";
  const toggleSetup = (on: boolean) => setParameter("setup", on ? "1" : undefined);
  return (
    <div className="checkout-grid">
      <PurchaseProgress current="payment" />
      <header className="checkout-heading">
        <h1>
          <Trans>Start your 7-day free trial</Trans>
        </h1>
        <p className="muted">
          <Trans>Setup in 5 minutes. No contracts. Not charged for 7 days.</Trans>
        </p>
      </header>
      {search.get("canceled") && (
        <p className="form-alert" role="status">
          <Trans>Payment was canceled. You have not been charged.</Trans>
        </p>
      )}
      <QueryView query={plans} loadingLabel={t`Loading plans…`}>
        {({ items }) => {
          const plan = items.find((candidate) => candidate.id === choice.plan) ?? items[0];
          if (!plan) {
            return (
              <p role="alert">
                <Trans>No plans are on sale right now.</Trans>
              </p>
            );
          }
          return (
            <>
              <Card as="section" aria-label={t`Your plan`}>
                <CardContent>
                  <PlanPicker plans={items} choice={choice} onChange={setChoice} />
                  {enhanced && (
                    <PremiumSetup chosen={setup} billing={choice.billing} onChange={toggleSetup} />
                  )}
                </CardContent>
              </Card>
              <Card as="section" className="checkout-aside" aria-label={t`Payment`}>
                <CardContent>
                  <CheckoutSummary plan={plan} choice={choice} setup={setup} />
                  <ContinueToPayment
                    input={{
                      plan: choice.plan,
                      billing: choice.billing,
                      premiumSetup: setup,
                      ...(search.get("order") ? { orderId: search.get("order") ?? "" } : {}),
                    }}
                  />
                </CardContent>
              </Card>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

/** The order summary of a choice, with the premium setup's fee or waiver. */
export function CheckoutSummary({
  plan,
  choice,
  setup,
}: {
  plan: TPlan;
  choice: PlanChoice;
  setup: boolean;
}) {
  return (
    <OrderSummary
      plan={plan}
      billing={choice.billing}
      setupFee={premiumSetupFee(setup, choice.billing)}
      setupWaived={setup && choice.billing === "annual"}
    />
  );
}

function PremiumSetup({
  chosen,
  billing,
  onChange,
}: {
  chosen: boolean;
  billing: PlanChoice["billing"];
  onChange: (chosen: boolean) => void;
}) {
  const { t } = useLingui();
  const fee = formatMoney(PREMIUM_SETUP_FEE);
  return (
    <div className="premium-setup">
      <Checkbox
        label={t`Add premium setup (${fee})`}
        hint={
          billing === "annual"
            ? t`Free with annual billing: the ${fee} setup fee is waived.`
            : t`A specialist sets up your receptionist with you: greeting, questions, call forwarding and your website. Waived with annual billing.`
        }
        checked={chosen}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
