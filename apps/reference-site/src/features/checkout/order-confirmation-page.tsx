import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TSubscription } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Badge, Card, CardContent, LinkButton } from "@ringline/react-widgets";
import { useEffect, useRef } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { PurchaseProgress } from "../../components/purchase-progress/index.js";
import { QueryView } from "../../components/query-view.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { i18n } from "../../shared/i18n/i18n.js";
import { priceLabel } from "../../shared/plan-format.js";
import { statusLabel } from "../dashboard/status-label.js";
import { AFTER_PAYMENT_PATH, type ConfirmedPayment } from "./checkout-loaders.js";
import { ContinueToPayment } from "./continue-to-payment.js";

const PLAN_NAMES: Record<string, string> = {
  starter: "Starter",
  growth: "Growth",
  unlimited: "Unlimited",
};

/**
 * /order-confirmation: back from the payment provider (`?session_id=…`, confirmed by the
 * route's loader), the confirmation step; with `?order=…`, the order placed on /order and the
 * way to pay it; with neither, what happened and where to go.
 */
export function OrderConfirmationPage() {
  const data = useLoaderData() as { confirmed: ConfirmedPayment } | null | undefined;
  const [search] = useSearchParams();
  const id = search.get("order") ?? "";
  if (data?.confirmed) return <PaymentConfirmed {...data.confirmed} />;
  if (!id) return <NoOrder />;
  return <PlacedOrder id={id} />;
}

/**
 * What the receipt e-mail says too: the plan, the trial's end, the first charge, cancelling (in
 * the page's language).
 */
export function receiptLines(subscription: TSubscription) {
  const trialEnd = subscription.trialEndsAt ? formatDate(subscription.trialEndsAt) : undefined;
  const firstChargeAt = subscription.trialEndsAt ?? subscription.currentPeriodStart;
  const amount = formatMoney(subscription.amount);
  const date = firstChargeAt ? formatDate(firstChargeAt) : undefined;
  return {
    plan: `${subscription.planName}, ${priceLabel(subscription.amount, subscription.billing)}`,
    trialEnd,
    firstCharge: date ? i18n._(msg`${amount} on ${date}`) : amount,
    cancel: trialEnd
      ? i18n._(msg`Cancel anytime in Billing. Cancel before ${trialEnd} and you are not charged.`)
      : i18n._(
          msg`Cancel anytime in Billing; your plan stays active until the end of the period you paid for.`,
        ),
  };
}

/** The confirmation step after payment: what was bought, and on to setup. */
function PaymentConfirmed({ subscription, email }: ConfirmedPayment) {
  const lines = receiptLines(subscription);
  const { t } = useLingui();
  const planName = subscription.planName;
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the provider's page, focus and screen readers start at the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="checkout-narrow">
      <PurchaseProgress current="setup" />
      <header className="checkout-heading">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Payment confirmed</Trans>
        </h1>
        <p className="muted">
          {subscription.status === "trialing" ? (
            <Trans>Your {planName} plan's 7-day free trial has started.</Trans>
          ) : (
            <Trans>Your {planName} plan is active.</Trans>
          )}
        </p>
      </header>
      <Card as="section" aria-label={t`Your subscription`}>
        <CardContent>
          <dl className="detail-list">
            <dt>
              <Trans>Plan</Trans>
            </dt>
            <dd>{lines.plan}</dd>
            {lines.trialEnd && (
              <>
                <dt>
                  <Trans>Free trial ends</Trans>
                </dt>
                <dd>{lines.trialEnd}</dd>
              </>
            )}
            <dt>
              <Trans>First charge</Trans>
            </dt>
            <dd>{lines.firstCharge}</dd>
          </dl>
          <p>{lines.cancel}</p>
          <p className="muted payer">
            {email ? (
              <Trans>We are e-mailing your receipt to {email}.</Trans>
            ) : (
              <Trans>We are e-mailing your receipt.</Trans>
            )}
          </p>
          <div className="confirmation-next">
            <LinkButton href={AFTER_PAYMENT_PATH} linkComponent={Link} fullWidth>
              <Trans>Set up your receptionist</Trans>
            </LinkButton>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** /order-confirmation opened without an order (an old link, a bookmark, a copied address). */
function NoOrder() {
  const { t } = useLingui();
  return (
    <div className="checkout-narrow">
      <header className="checkout-heading">
        <h1>
          <Trans>No order to show</Trans>
        </h1>
        <p className="muted">
          <Trans>
            This page shows an order once it is placed, and the link you followed does not name one.
            Nothing was charged by opening it.
          </Trans>
        </p>
      </header>
      <Card as="section" aria-label={t`Where to go`}>
        <CardContent>
          <ul className="no-order-links">
            <li>
              <Trans>
                Already a customer? Your plan, invoices and receipts are in{" "}
                <Link to="/dashboard/billing">Billing</Link>.
              </Trans>
            </li>
            <li>
              <Trans>
                Not a customer yet? <Link to="/checkout">Start your 7-day free trial</Link>.
              </Trans>
            </li>
            <li>
              <Trans>
                Something went wrong with a payment? <Link to="/support">Contact support</Link>.
              </Trans>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** The order placed on /order, and the way to pay it. */
function PlacedOrder({ id }: { id: string }) {
  const order = useRouteQuery("getOrder", { id });
  const { t } = useLingui();
  return (
    <div className="checkout-narrow">
      <PurchaseProgress current="payment" />
      <header className="checkout-heading">
        <h1>
          <Trans>Order received</Trans>
        </h1>
        <p className="muted">
          <Trans>Thank you! Start your 7-day free trial to put your order to work.</Trans>
        </p>
      </header>
      <Card as="section" aria-label={t`Your order`}>
        <CardContent>
          <QueryView query={order} loadingLabel={t`Loading your order…`}>
            {(placed) => (
              <>
                <dl className="detail-list">
                  <dt>
                    <Trans>Order</Trans>
                  </dt>
                  <dd>{placed.id.slice(0, 8).toUpperCase()}</dd>
                  <dt>
                    <Trans>Placed</Trans>
                  </dt>
                  <dd>{formatDate(placed.createdAt)}</dd>
                  <dt>
                    <Trans>Plan</Trans>
                  </dt>
                  <dd>
                    {PLAN_NAMES[placed.selectedPlan] ?? placed.selectedPlan},{" "}
                    {priceLabel(placed.amount, placed.paymentPeriod)}
                  </dd>
                  <dt>
                    <Trans>Premium setup</Trans>
                  </dt>
                  <dd>
                    {placed.includeSetup ? <Trans>Included</Trans> : <Trans>Not included</Trans>}
                  </dd>
                  <dt>
                    <Trans>Status</Trans>
                  </dt>
                  <dd>
                    <Badge variant={placed.orderStatus === "paid" ? "success" : "warning"}>
                      {statusLabel(placed.orderStatus)}
                    </Badge>
                  </dd>
                </dl>
                {placed.orderStatus === "paid" ? (
                  <p>
                    <Trans>This order is paid.</Trans>
                  </p>
                ) : (
                  <ContinueToPayment
                    input={{
                      plan: placed.selectedPlan,
                      billing: placed.paymentPeriod,
                      premiumSetup: placed.includeSetup,
                      orderId: placed.id,
                    }}
                  />
                )}
              </>
            )}
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}
