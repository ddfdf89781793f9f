import type { TOrder } from "@ringline/api-client";
import { useOrders } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { pageFromSearch } from "../../shared/page-query.js";
import { statusLabel } from "./status-label.js";

const ORDERS_PER_PAGE = 10;

const PLAN_NAMES: Record<string, string> = {
  starter: "Starter",
  growth: "Growth",
  unlimited: "Unlimited",
};

/** The orders placed from /order, paged in the URL (`?orders=`). */
export function OrdersCard() {
  const zone = useBusinessTimeZone();
  const [search] = useSearchParams();
  const page = pageFromSearch(new URLSearchParams({ page: search.get("orders") ?? "1" }));
  const orders = useOrders({ page, pageSize: ORDERS_PER_PAGE });
  return (
    <PagedTableCard<TOrder>
      stackOnNarrow
      title="Orders"
      caption="Your orders"
      query={orders}
      emptyMessage="No orders yet."
      page={page}
      pageSize={ORDERS_PER_PAGE}
      hrefFor={(next) => {
        const params = new URLSearchParams(search);
        if (next <= 1) params.delete("orders");
        else params.set("orders", String(next));
        return `?${params.toString()}`;
      }}
      columns={[
        {
          key: "date",
          header: "Date",
          cell: (order) => formatDate(order.createdAt, zone),
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
  );
}
