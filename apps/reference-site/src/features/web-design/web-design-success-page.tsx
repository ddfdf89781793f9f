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
  const query = useRouteQuery("getWebDesignOrder", { id });
  const refresh = (
    <Button
      variant="secondary"
      loading={query.isFetching}
      pendingLabel="Checking…"
      onClick={() => void query.refetch()}
    >
      Check again
    </Button>
  );
  if (query.isPending) {
    return (
      <>
        <h1 id="success-title">Your web-design order</h1>
        <div
          role="status"
          aria-label="Loading your order…"
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
        <h1 id="success-title">We could not show your order</h1>
        <p role="alert">{resolveError(query.error).message}</p>
        <div className="cta-actions">
          {refresh}
          <LinkButton href="/web-design-services" linkComponent={Link} variant="secondary">
            Web design services
          </LinkButton>
        </div>
      </>
    );
  }
  const { order } = query.data;
  return order.status === "paid" ? (
    <PaidOrder order={order} />
  ) : (
    <>
      <h1 id="success-title">Payment not confirmed yet</h1>
      <p className="lead" role="status">
        We have your {order.packageName} order, but the payment provider has not confirmed your
        payment of {formatMoney(order.amount)} yet. This usually takes a few seconds.
      </p>
      <div className="cta-actions">
        {refresh}
        <LinkButton
          href={`/checkout/web-design?package=${order.package}`}
          linkComponent={Link}
          variant="secondary"
        >
          Order again
        </LinkButton>
      </div>
      <p className="muted">
        Left the payment page before paying? Nothing was charged: order again when you are ready.
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
  return (
    <>
      <span className="success-icon">
        <CheckIcon />
      </span>
      <h1 id="success-title">Thank you: your order is paid</h1>
      <p className="lead">
        We received your payment for the {order.packageName}. A web designer will call you within
        one business day to talk about your market and your brand.
      </p>
      <dl className="order-lines" aria-label="Paid order">
        <dt>Package</dt>
        <dd>{order.packageName}</dd>
        <dt>Paid</dt>
        <dd>{formatMoney(order.amount)}</dd>
        {order.paidAt && (
          <>
            <dt>Date</dt>
            <dd>{formatDate(order.paidAt)}</dd>
          </>
        )}
        <dt>Order number</dt>
        <dd>
          <code>{order.id.slice(0, 8).toUpperCase()}</code>
        </dd>
      </dl>
      <ol className="numbered-steps">
        <li>
          <strong>Check your inbox</strong> for the confirmation we just sent.
        </li>
        <li>
          <strong>Gather what you have:</strong> your logo, photos, reviews and the sites you like.
        </li>
        <li>
          <strong>Meanwhile, answer every call:</strong> start your AI receptionist so the leads
          your new site brings are never missed.
        </li>
      </ol>
      <div className="cta-actions">
        <LinkButton href="/signup" linkComponent={Link}>
          Start 7-Day Free Trial
        </LinkButton>
        <LinkButton href="/" linkComponent={Link} variant="secondary">
          Back to Home
        </LinkButton>
      </div>
    </>
  );
}

function NoOrder() {
  return (
    <>
      <h1 id="success-title">We could not show your order</h1>
      <p role="alert">
        This link does not name an order. Use the link in your confirmation e-mail.
      </p>
      <div className="cta-actions">
        <LinkButton href="/web-design-services" linkComponent={Link} variant="secondary">
          Web design services
        </LinkButton>
      </div>
    </>
  );
}
