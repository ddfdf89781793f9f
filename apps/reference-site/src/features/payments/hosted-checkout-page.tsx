import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  return (
    <div className="checkout-narrow">
      <ProviderHeader title={t`Pay Ringline`} />
      <Card as="section" aria-label={t`Payment`}>
        <CardContent>
          <QueryView query={checkout} loadingLabel={t`Loading your checkout…`}>
            {({ session }) => {
              if (session.status !== "open") {
                return (
                  <p role="alert">
                    {session.status === "expired" ? (
                      <Trans>This checkout has expired. Please start again.</Trans>
                    ) : (
                      <Trans>This checkout is already paid.</Trans>
                    )}
                  </p>
                );
              }
              const planName = session.planName;
              const dueToday = formatMoney(session.dueToday);
              const payer = session.email;
              const trialDays = session.trialDays;
              return (
                <>
                  <dl className="summary-lines">
                    {session.mode === "payment" || session.billing === null ? (
                      <>
                        <dt>{session.description}</dt>
                        <dd>{formatMoney(session.amount)}</dd>
                      </>
                    ) : (
                      <>
                        <dt>
                          <Trans>{planName} plan</Trans>
                        </dt>
                        <dd>{priceLabel(session.amount, session.billing)}</dd>
                      </>
                    )}
                    {trialDays > 0 && (
                      <>
                        <dt>
                          <Trans>Free trial</Trans>
                        </dt>
                        <dd>
                          <Plural value={trialDays} one="# day" other="# days" />
                        </dd>
                      </>
                    )}
                    {session.setupFee > 0 && (
                      <>
                        <dt>
                          <Trans>Premium setup</Trans>
                        </dt>
                        <dd>{formatMoney(session.setupFee)}</dd>
                      </>
                    )}
                    <dt className="summary-total">
                      {session.mode === "payment" ? (
                        <Trans>Total, paid once</Trans>
                      ) : (
                        <Trans>Due today</Trans>
                      )}
                    </dt>
                    <dd className="summary-total">{formatMoney(session.dueToday)}</dd>
                  </dl>
                  <p className="muted payer">
                    <Trans>Paying as {payer}</Trans>
                  </p>
                  <CardForm
                    submitLabel={trialDays > 0 ? t`Start free trial` : t`Pay ${dueToday}`}
                    pendingLabel={t`Processing...`}
                    testCards={session.testCards}
                    send={async (card) => {
                      const answer = await payment.run((idempotencyKey) =>
                        api.payLocalCheckout({ id, ...card }, { idempotencyKey }),
                      );
                      goTo(answer.redirectUrl, navigate);
                    }}
                  />
                  <p className="auth-back">
                    <a href={session.cancelUrl}>
                      <Trans>Cancel and go back</Trans>
                    </a>
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
