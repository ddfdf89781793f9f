import { resolveError, type TOrder } from "@ringline/api-client";
import { useOrders, useProfile } from "@ringline/api-client/react";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
  Pagination,
  Table,
} from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { pageFromSearch, searchWithPage } from "../../app/page-query.js";
import { QueryView } from "../../components/query-view.js";
import { formatDate, formatMoney } from "./format.js";

const ORDERS_PER_PAGE = 10;

const PLAN_NAMES: Record<string, string> = {
  starter: "Starter",
  growth: "Growth",
  unlimited: "Unlimited",
};

const STATUS_BADGES: Record<string, BadgeVariant> = {
  active: "success",
  trialing: "info",
  past_due: "warning",
  canceled: "neutral",
  inactive: "neutral",
};

/** A subscription status as people read it ("past_due" → "Past due"). */
export function statusLabel(status: string): string {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Billing: the plan and its status, and the orders placed (paged in the URL). */
export function BillingTab() {
  const profile = useProfile();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const orders = useOrders({ page, pageSize: ORDERS_PER_PAGE });
  return (
    <div className="tab-grid">
      <Card as="section" aria-labelledby="billing-plan">
        <CardHeader>
          <CardTitle id="billing-plan">Your plan</CardTitle>
          <CardDescription>Plans start at $39/month, with a 7-day free trial.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView query={profile} loadingLabel="Loading your plan…" lines={2}>
            {(account) => (
              <dl className="detail-list">
                <dt>Plan</dt>
                <dd>{account.plan ? (PLAN_NAMES[account.plan] ?? account.plan) : "No plan yet"}</dd>
                <dt>Status</dt>
                <dd>
                  <Badge variant={STATUS_BADGES[account.subscriptionStatus] ?? "neutral"}>
                    {statusLabel(account.subscriptionStatus)}
                  </Badge>
                </dd>
              </dl>
            )}
          </QueryView>
          {profile.data && !profile.data.plan && (
            <LinkButton href="/#pricing" linkComponent={Link}>
              Compare plans
            </LinkButton>
          )}
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="billing-orders">
        <CardHeader>
          <CardTitle id="billing-orders">Orders</CardTitle>
        </CardHeader>
        <CardContent>
          <Table<TOrder>
            caption="Your orders"
            hideCaption
            rowKey="id"
            loading={orders.isPending}
            error={orders.isError ? resolveError(orders.error).message : undefined}
            onRetry={() => orders.refetch()}
            rows={orders.data?.items ?? []}
            emptyMessage="No orders yet."
            columns={[
              {
                key: "date",
                header: "Date",
                cell: (order) => formatDate(order.createdAt),
                rowHeader: true,
              },
              {
                key: "plan",
                header: "Plan",
                cell: (order) =>
                  `${PLAN_NAMES[order.selectedPlan] ?? order.selectedPlan}, ${order.paymentPeriod}`,
              },
              {
                key: "amount",
                header: "Amount",
                align: "end",
                cell: (order) => formatMoney(order.amount),
              },
              {
                key: "status",
                header: "Status",
                cell: (order) => <Badge>{statusLabel(order.orderStatus)}</Badge>,
              },
            ]}
          />
          {orders.data && orders.data.total > ORDERS_PER_PAGE && (
            <Pagination
              page={page}
              total={orders.data.total}
              pageSize={ORDERS_PER_PAGE}
              hrefFor={(next) => searchWithPage(search, next)}
              linkComponent={Link}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
