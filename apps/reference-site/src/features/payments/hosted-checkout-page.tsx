import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Card, CardContent } from "@ringline/react-widgets";
import { useNavigate, useParams } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { formatMoney } from "../../shared/format.js";
import { goTo } from "../../shared/go-to.js";
import { priceLabel } from "../../shared/plan-format.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";
import { CardForm } from "./card-form.js";
import { ProviderHeader } from "./provider-header.js";

/**
 * /pay/checkout/:id: the embedded payment provider's hosted checkout page (what Stripe's
 * Checkout is with Stripe), served by the product: the purchase, test cards, the card form.
 */
export function HostedCheckoutPage() {
  const api = useApiClient();
  const payment = useIdempotentAction();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const checkout = useRouteQuery("getLocalCheckout", { id });
  return (
    <div className="checkout-narrow">
      <ProviderHeader title="Pay Ringline" />
      <Card as="section" aria-label="Payment">
        <CardContent>
          <QueryView query={checkout} loadingLabel="Loading your checkout…">
            {({ session }) =>
              session.status !== "open" ? (
                <p role="alert">
                  {session.status === "expired"
                    ? "This checkout has expired. Please start again."
                    : "This checkout is already paid."}
                </p>
              ) : (
                <>
                  <dl className="summary-lines">
                    {session.mode === "payment" || session.billing === null ? (
                      <>
                        <dt>{session.description}</dt>
                        <dd>{formatMoney(session.amount)}</dd>
                      </>
                    ) : (
                      <>
                        <dt>{session.planName} plan</dt>
                        <dd>{priceLabel(session.amount, session.billing)}</dd>
                      </>
                    )}
                    {session.trialDays > 0 && (
                      <>
                        <dt>Free trial</dt>
                        <dd>{session.trialDays} days</dd>
                      </>
                    )}
                    {session.setupFee > 0 && (
                      <>
                        <dt>Premium setup</dt>
                        <dd>{formatMoney(session.setupFee)}</dd>
                      </>
                    )}
                    <dt className="summary-total">
                      {session.mode === "payment" ? "Total, paid once" : "Due today"}
                    </dt>
                    <dd className="summary-total">{formatMoney(session.dueToday)}</dd>
                  </dl>
                  <p className="muted payer">Paying as {session.email}</p>
                  <CardForm
                    submitLabel={
                      session.trialDays > 0
                        ? "Start free trial"
                        : `Pay ${formatMoney(session.dueToday)}`
                    }
                    pendingLabel="Processing..."
                    testCards={session.testCards}
                    send={async (card) => {
                      const answer = await payment.run((idempotencyKey) =>
                        api.payLocalCheckout({ id, ...card }, { idempotencyKey }),
                      );
                      goTo(answer.redirectUrl, navigate);
                    }}
                  />
                  <p className="auth-back">
                    <a href={session.cancelUrl}>Cancel and go back</a>
                  </p>
                </>
              )
            }
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}
