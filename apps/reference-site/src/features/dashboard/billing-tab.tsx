import type { TBillingOverviewResponse, TInvoice, TPlan } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
} from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { QueryView } from "../../components/query-view.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../shared/page-query.js";
import { priceLabel } from "../../shared/plan-format.js";
import { BillingActions } from "./billing-actions.js";
import { INVOICE_COLUMNS } from "./invoice-columns.js";
import { OrdersCard } from "./orders-card.js";
import { statusLabel } from "./status-label.js";
import "../../styles/account.css";

export { statusLabel } from "./status-label.js";

const INVOICES_PER_PAGE = 10;

const STATUS_BADGES: Record<string, BadgeVariant> = {
  active: "success",
  trialing: "info",
  past_due: "warning",
  canceled: "neutral",
  inactive: "neutral",
};

/**
 * Billing: the plan and its status, the trial's days left, this period's minutes against the
 * plan, the invoices, and changing plan, the card or cancelling. Invoices page in the URL
 * (`?page=`); orders page in `?orders=`.
 */
export function BillingTab() {
  const overview = useRouteQuery("getSubscription");
  return (
    <div className="tab-grid">
      <Card as="section" aria-labelledby="billing-plan">
        <CardHeader>
          <CardTitle id="billing-plan">Your plan</CardTitle>
          <CardDescription>
            <PlansFrom />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView query={overview} loadingLabel="Loading your plan…" lines={3}>
            {(data) => <PlanDetails overview={data} />}
          </QueryView>
        </CardContent>
      </Card>
      {overview.data?.subscription && <UsageCard usage={overview.data.usage} />}
      <InvoicesCard />
      <OrdersCard />
    </div>
  );
}

/** "Plans start at $39/month, with a 7-day free trial.": the cheapest plan of plan_configurations. */
function PlansFrom() {
  const plans = useRouteQuery("listPlans");
  const cheapest = plans.data?.items.reduce<TPlan | undefined>(
    (lowest, plan) => (!lowest || plan.monthlyPrice < lowest.monthlyPrice ? plan : lowest),
    undefined,
  );
  if (!cheapest) return "Every plan starts with a free trial.";
  return `Plans start at ${priceLabel(cheapest.monthlyPrice, "monthly")}, with a ${cheapest.trialDays}-day free trial.`;
}

function PlanDetails({ overview }: { overview: TBillingOverviewResponse }) {
  const zone = useBusinessTimeZone();
  const { subscription, card } = overview;
  if (!subscription) {
    return (
      <>
        <p>No plan yet. Your AI receptionist starts answering once you choose one.</p>
        <LinkButton href="/checkout" linkComponent={Link}>
          Start your 7-day free trial
        </LinkButton>
      </>
    );
  }
  const ends = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, zone)
    : null;
  return (
    <>
      {subscription.status === "past_due" && (
        <p className="form-alert" role="alert">
          Your last payment failed. Update your card to keep your AI receptionist answering.
        </p>
      )}
      <dl className="detail-list">
        <dt>Plan</dt>
        <dd>
          {subscription.planName}, {priceLabel(subscription.amount, subscription.billing)}
        </dd>
        <dt>Status</dt>
        <dd>
          <Badge variant={STATUS_BADGES[subscription.status] ?? "neutral"}>
            {subscription.status === "trialing" ? "Free trial" : statusLabel(subscription.status)}
          </Badge>
        </dd>
        {subscription.trialDaysLeft !== null && subscription.trialEndsAt && (
          <>
            <dt>Trial</dt>
            <dd>
              {subscription.trialDaysLeft} {subscription.trialDaysLeft === 1 ? "day" : "days"} left
              (first payment on {formatDate(subscription.trialEndsAt, zone)})
            </dd>
          </>
        )}
        {ends &&
          subscription.status !== "canceled" &&
          (subscription.trialDaysLeft === null || subscription.cancelAtPeriodEnd) && (
            <>
              <dt>{subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
              <dd>{ends}</dd>
            </>
          )}
        {card && (
          <>
            <dt>Card</dt>
            <dd>
              {card.brand} ending in {card.last4}
            </dd>
          </>
        )}
      </dl>
      {subscription.status === "canceled" ? (
        <LinkButton href="/checkout" linkComponent={Link}>
          Subscribe again
        </LinkButton>
      ) : (
        <BillingActions subscription={subscription} />
      )}
    </>
  );
}

function UsageCard({ usage }: { usage: TBillingOverviewResponse["usage"] }) {
  const zone = useBusinessTimeZone();
  const included = usage.minutesIncluded;
  return (
    <Card as="section" aria-labelledby="billing-usage">
      <CardHeader>
        <CardTitle id="billing-usage">Minutes this period</CardTitle>
        {usage.periodStart && usage.periodEnd && (
          <CardDescription>
            {formatDate(usage.periodStart, zone)} to {formatDate(usage.periodEnd, zone)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {included === null ? (
          <p>{usage.minutesUsed} minutes used. Your plan has unlimited minutes.</p>
        ) : (
          <>
            <p>
              {usage.minutesUsed} of {included} minutes used
            </p>
            <meter
              className="usage-meter"
              min={0}
              max={included}
              low={included * 0.75}
              high={included * 0.9}
              optimum={0}
              value={Math.min(usage.minutesUsed, included)}
              aria-label="Minutes used this period"
            />
            {usage.overageRatePerMinute !== null && (
              <p className="muted">
                {usage.overageMinutes > 0
                  ? `${usage.overageMinutes} minutes over the plan, ${formatMoney(usage.overageCharge)} so far at ${formatMoney(usage.overageRatePerMinute)} a minute.`
                  : `Minutes past ${included} cost ${formatMoney(usage.overageRatePerMinute)} each.`}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function InvoicesCard() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const invoices = useRouteQuery("listInvoices", { page, pageSize: INVOICES_PER_PAGE });
  return (
    <PagedTableCard<TInvoice>
      stackOnNarrow
      title="Invoices"
      caption="Your invoices"
      query={invoices}
      emptyMessage="No invoices yet."
      page={page}
      pageSize={INVOICES_PER_PAGE}
      hrefFor={(next) => searchWithPage(search, next)}
      columns={INVOICE_COLUMNS}
    />
  );
}
