import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useRouteQuery } from "@ringline/api-client/react";
import { Button, Card, CardContent } from "@ringline/react-widgets";
import { Link } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { pathWithChoice } from "../../shared/checkout-search.js";
import { useSignedInUser } from "../../shared/signed-in-user.js";
import { SignupForm } from "../auth/auth-page.js";
import { CheckoutSummary, useChoiceInUrl } from "./checkout-page.js";
import { ContinueToPayment } from "./continue-to-payment.js";
import { PlanPicker } from "./plan-picker.js";

const STEPS = [
  { id: "plan", label: msg`Plan` },
  { id: "account", label: msg`Account` },
  { id: "payment", label: msg`Payment` },
] as const;

type Step = (typeof STEPS)[number]["id"];

function stepOf(value: string | null, signedIn: boolean): Step {
  const step = STEPS.find((candidate) => candidate.id === value)?.id ?? "plan";
  // Payment needs an account: a visitor who skipped ahead is asked for one first.
  return step === "payment" && !signedIn ? "account" : step;
}

/**
 * /checkout-funnel: for a visitor coming from an ad, checkout as three steps (plan, account,
 * payment), the step and the choice in the URL, ending at the payment provider's page.
 */
export function CheckoutFunnelPage() {
  const plans = useRouteQuery("listPlans");
  const { _ } = useLingui();
  // Asked only when this browser holds a token: a visitor from an ad makes no refused request.
  const me = useSignedInUser();
  const { choice, setChoice, search, setParameter } = useChoiceInUrl();
  const signedIn = me.isSuccess;
  const step = stepOf(search.get("step"), signedIn);
  const stepPath = (next: Step) => pathWithChoice("/checkout-funnel", choice, { step: next });
  const index = STEPS.findIndex((candidate) => candidate.id === step);
  const current = STEPS[index];
  return (
    <div className="checkout-funnel">
      <header className="checkout-heading">
        <h1>
          <Trans>Get your AI receptionist in 3 steps</Trans>
        </h1>
        <p className="muted">
          <Trans>7-day free trial. Credit card required • Cancel anytime during trial</Trans>
        </p>
      </header>
      <ol className="funnel-steps" aria-label={_(msg`Checkout steps`)}>
        {STEPS.map((candidate, position) => (
          <li
            key={candidate.id}
            aria-current={candidate.id === step ? "step" : undefined}
            data-done={position < index}
          >
            <span className="funnel-step-number">{position + 1}</span> {_(candidate.label)}
          </li>
        ))}
      </ol>
      <Card as="section" aria-label={current ? _(current.label) : undefined}>
        <CardContent>
          <QueryView query={plans} loadingLabel={_(msg`Loading plans…`)}>
            {({ items }) => {
              const plan = items.find((candidate) => candidate.id === choice.plan) ?? items[0];
              if (step === "plan") {
                return (
                  <>
                    <h2>
                      <Trans>Choose your plan</Trans>
                    </h2>
                    <PlanPicker plans={items} choice={choice} onChange={setChoice} />
                    <Button onClick={() => setParameter("step", "account")}>
                      <Trans>Continue</Trans>
                    </Button>
                  </>
                );
              }
              if (step === "account") {
                const signIn = `/login?next=${encodeURIComponent(stepPath("payment"))}`;
                if (signedIn) {
                  const email = me.data.email;
                  return (
                    <>
                      <h2>
                        <Trans>Your account</Trans>
                      </h2>
                      <p>
                        <Trans>
                          Signed in as <strong>{email}</strong>.
                        </Trans>
                      </p>
                      <Button onClick={() => setParameter("step", "payment")}>
                        <Trans>Continue</Trans>
                      </Button>
                    </>
                  );
                }
                return (
                  <>
                    <h2>
                      <Trans>Create your account</Trans>
                    </h2>
                    <SignupForm next={stepPath("payment")} />
                    <p className="auth-switch">
                      <Trans>
                        Already have an account? <Link to={signIn}>Sign in</Link>
                      </Trans>
                    </p>
                  </>
                );
              }
              return (
                <>
                  <h2>
                    <Trans>Payment</Trans>
                  </h2>
                  {plan && <CheckoutSummary plan={plan} choice={choice} setup={false} />}
                  <ContinueToPayment input={{ plan: choice.plan, billing: choice.billing }} />
                  <p className="auth-back">
                    <Link to={stepPath("plan")}>
                      <Trans>Change plan</Trans>
                    </Link>
                  </p>
                </>
              );
            }}
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}
