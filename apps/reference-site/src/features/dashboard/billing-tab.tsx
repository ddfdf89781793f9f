import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
import { activeLocale } from "../../shared/i18n/i18n.js";
import { pageFromSearch, searchWithPage } from "../../shared/page-query.js";
import { priceLabel } from "../../shared/plan-format.js";
import { BillingActions } from "./billing-actions.js";
import { useInvoiceColumns } from "./invoice-columns.js";
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
  const { t } = useLingui();
  return (
    <div className="tab-grid">
      <Card as="section" aria-labelledby="billing-plan">
        <CardHeader>
          <CardTitle id="billing-plan">
            <Trans>Your plan</Trans>
          </CardTitle>
          <CardDescription>
            <PlansFrom />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView query={overview} loadingLabel={t`Loading your plan…`} lines={3}>
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
  const { t } = useLingui();
  const cheapest = plans.data?.items.reduce<TPlan | undefined>(
    (lowest, plan) => (!lowest || plan.monthlyPrice < lowest.monthlyPrice ? plan : lowest),
    undefined,
  );
  if (!cheapest) return t`Every plan starts with a free trial.`;
  const price = priceLabel(cheapest.monthlyPrice, "monthly");
  const { trialDays } = cheapest;
  return t`Plans start at ${price}, with a ${plural(trialDays, { one: "#-day free trial", other: "#-day free trial" })}.`;
}

function PlanDetails({ overview }: { overview: TBillingOverviewResponse }) {
  const zone = useBusinessTimeZone();
  const { subscription, card } = overview;
  if (!subscription) {
    return (
      <>
        <p>
          <Trans>No plan yet. Your AI receptionist starts answering once you choose one.</Trans>
        </p>
        <LinkButton href="/checkout" linkComponent={Link}>
          <Trans>Start your 7-day free trial</Trans>
        </LinkButton>
      </>
    );
  }
  const ends = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, zone)
    : null;
  const daysLeft = subscription.trialDaysLeft;
  const firstPayment = subscription.trialEndsAt ? formatDate(subscription.trialEndsAt, zone) : null;
  return (
    <>
      {subscription.status === "past_due" && (
        <p className="form-alert" role="alert">
          <Trans>
            Your last payment failed. Update your card to keep your AI receptionist answering.
          </Trans>
        </p>
      )}
      <dl className="detail-list">
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>
          {subscription.planName}, {priceLabel(subscription.amount, subscription.billing)}
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge variant={STATUS_BADGES[subscription.status] ?? "neutral"}>
            {subscription.status === "trialing" ? (
              <Trans>Free trial</Trans>
            ) : (
              statusLabel(subscription.status)
            )}
          </Badge>
        </dd>
        {daysLeft !== null && firstPayment && (
          <>
            <dt>
              <Trans>Trial</Trans>
            </dt>
            <dd>
              <Trans>
                <Plural value={daysLeft} one="# day left" other="# days left" /> (first payment on{" "}
                {firstPayment})
              </Trans>
            </dd>
          </>
        )}
        {ends &&
          subscription.status !== "canceled" &&
          (subscription.trialDaysLeft === null || subscription.cancelAtPeriodEnd) && (
            <>
              <dt>
                {subscription.cancelAtPeriodEnd ? <Trans>Ends on</Trans> : <Trans>Renews on</Trans>}
              </dt>
              <dd>{ends}</dd>
            </>
          )}
        {card && (
          <>
            <dt>
              <Trans>Card</Trans>
            </dt>
            <dd>
              <CardOnFile brand={card.brand} last4={card.last4} />
            </dd>
          </>
        )}
      </dl>
      {subscription.status === "canceled" ? (
        <LinkButton href="/checkout" linkComponent={Link}>
          <Trans>Subscribe again</Trans>
        </LinkButton>
      ) : (
        <BillingActions subscription={subscription} />
      )}
    </>
  );
}

/** "Visa ending in 4242". */
function CardOnFile({ brand, last4 }: { brand: string; last4: string }) {
  return (
    <Trans>
      {brand} ending in {last4}
    </Trans>
  );
}

function UsageCard({ usage }: { usage: TBillingOverviewResponse["usage"] }) {
  const zone = useBusinessTimeZone();
  const { t } = useLingui();
  const included = usage.minutesIncluded;
  const used = usage.minutesUsed;
  const periodStart = usage.periodStart ? formatDate(usage.periodStart, zone) : null;
  const periodEnd = usage.periodEnd ? formatDate(usage.periodEnd, zone) : null;
  return (
    <Card as="section" aria-labelledby="billing-usage">
      <CardHeader>
        <CardTitle id="billing-usage">
          <Trans>Minutes this period</Trans>
        </CardTitle>
        {periodStart && periodEnd && (
          <CardDescription>
            <Trans>
              {periodStart} to {periodEnd}
            </Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {included === null ? (
          <p>
            <Trans>{used} minutes used. Your plan has unlimited minutes.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                {used} of {included} minutes used
              </Trans>
            </p>
            <meter
              className="usage-meter"
              min={0}
              max={included}
              low={included * 0.75}
              high={included * 0.9}
              optimum={0}
              value={Math.min(usage.minutesUsed, included)}
              aria-label={t`Minutes used this period`}
            />
            {usage.overageRatePerMinute !== null && (
              <Overage
                included={included}
                over={usage.overageMinutes}
                charge={usage.overageCharge}
                rate={usage.overageRatePerMinute}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What minutes past the plan cost: so far this period, or each, before any. */
function Overage({
  included,
  over,
  charge,
  rate,
}: {
  included: number;
  over: number;
  charge: number;
  rate: number;
}) {
  const soFar = formatMoney(charge);
  const perMinute = formatMoney(rate);
  return (
    <p className="muted">
      {over > 0 ? (
        <Trans>
          {over} minutes over the plan, {soFar} so far at {perMinute} a minute.
        </Trans>
      ) : (
        <Trans>
          Minutes past {included} cost {perMinute} each.
        </Trans>
      )}
    </p>
  );
}

function InvoicesCard() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const invoices = useRouteQuery("listInvoices", { page, pageSize: INVOICES_PER_PAGE });
  const columns = useInvoiceColumns();
  const { t } = useLingui();
  return (
    <PagedTableCard<TInvoice>
      stackOnNarrow
      locale={activeLocale()}
      title={t`Invoices`}
      caption={t`Your invoices`}
      query={invoices}
      emptyMessage={t`No invoices yet.`}
      page={page}
      pageSize={INVOICES_PER_PAGE}
      hrefFor={(next) => searchWithPage(search, next)}
      columns={columns}
    />
  );
}
