import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TWebDesignOrder } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Button, LinkButton, Skeleton } from "@ringline/react-widgets";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { CheckIcon } from "../../components/icons.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { track } from "../analytics/analytics.js";
import "../../styles/content.css";

/**
 * /web-design-success?order=…: where the payment provider sends the buyer back. Shows the
 * order as the API has it: paid (with what happens next), not confirmed yet (with a way to
 * look again), or why it cannot be shown.
 */
export function WebDesignSuccessPage() {
  const [search] = useSearchParams();
  const id = search.get("order");
  return (
    <section className="success" aria-labelledby="success-title">
      {id ? <OrderOutcome id={id} /> : <NoOrder />}
    </section>
  );
}

function OrderOutcome({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useRouteQuery("getWebDesignOrder", { id });
  const refresh = (
    <Button
      variant="secondary"
      loading={query.isFetching}
      pendingLabel={t`Checking…`}
      onClick={() => void query.refetch()}
    >
      <Trans>Check again</Trans>
    </Button>
  );
  if (query.isPending) {
    return (
      <>
        <h1 id="success-title">
          <Trans>Your web-design order</Trans>
        </h1>
        <div
          role="status"
          aria-label={t`Loading your order…`}
          aria-busy="true"
          className="success-loading"
        >
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1 id="success-title">
          <Trans>We could not show your order</Trans>
        </h1>
        <p role="alert">{resolveError(query.error).message}</p>
        <div className="cta-actions">
          {refresh}
          <LinkButton href="/web-design-services" linkComponent={Link} variant="secondary">
            <Trans>Web design services</Trans>
          </LinkButton>
        </div>
      </>
    );
  }
  const { order } = query.data;
  const packageName = order.packageName;
  const amount = formatMoney(order.amount);
  return order.status === "paid" ? (
    <PaidOrder order={order} />
  ) : (
    <>
      <h1 id="success-title">
        <Trans>Payment not confirmed yet</Trans>
      </h1>
      <p className="lead" role="status">
        <Trans>
          We have your {packageName} order, but the payment provider has not confirmed your payment
          of {amount} yet. This usually takes a few seconds.
        </Trans>
      </p>
      <div className="cta-actions">
        {refresh}
        <LinkButton
          href={`/checkout/web-design?package=${order.package}`}
          linkComponent={Link}
          variant="secondary"
        >
          <Trans>Order again</Trans>
        </LinkButton>
      </div>
      <p className="muted">
        <Trans>
          Left the payment page before paying? Nothing was charged: order again when you are ready.
        </Trans>
      </p>
    </>
  );
}

function PaidOrder({ order }: { order: TWebDesignOrder }) {
  useEffect(() => {
    track("purchase", {
      transaction_id: order.id,
      value: order.amount,
      currency: "USD",
      item_id: order.package,
    });
  }, [order.id, order.amount, order.package]);
  const { t } = useLingui();
  const packageName = order.packageName;
  return (
    <>
      <span className="success-icon">
        <CheckIcon />
      </span>
      <h1 id="success-title">
        <Trans>Thank you: your order is paid</Trans>
      </h1>
      <p className="lead">
        <Trans>
          We received your payment for the {packageName}. A web designer will call you within one
          business day to talk about your market and your brand.
        </Trans>
      </p>
      <dl className="order-lines" aria-label={t`Paid order`}>
        <dt>
          <Trans>Package</Trans>
        </dt>
        <dd>{order.packageName}</dd>
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd>{formatMoney(order.amount)}</dd>
        {order.paidAt && (
          <>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>{formatDate(order.paidAt)}</dd>
          </>
        )}
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>
          <code>{order.id.slice(0, 8).toUpperCase()}</code>
        </dd>
      </dl>
      <ol className="numbered-steps">
        <li>
          <Trans>
            <strong>Check your inbox</strong> for the confirmation we just sent.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Gather what you have:</strong> your logo, photos, reviews and the sites you
            like.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Meanwhile, answer every call:</strong> start your AI receptionist so the leads
            your new site brings are never missed.
          </Trans>
        </li>
      </ol>
      <div className="cta-actions">
        <LinkButton href="/signup" linkComponent={Link}>
          <Trans>Start 7-Day Free Trial</Trans>
        </LinkButton>
        <LinkButton href="/" linkComponent={Link} variant="secondary">
          <Trans>Back to Home</Trans>
        </LinkButton>
      </div>
    </>
  );
}

function NoOrder() {
  return (
    <>
      <h1 id="success-title">
        <Trans>We could not show your order</Trans>
      </h1>
      <p role="alert">
        <Trans>This link does not name an order. Use the link in your confirmation e-mail.</Trans>
      </p>
      <div className="cta-actions">
        <LinkButton href="/web-design-services" linkComponent={Link} variant="secondary">
          <Trans>Web design services</Trans>
        </LinkButton>
      </div>
    </>
  );
}
