import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { TOrder } from "@ringline/api-client";
import { useOrders } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { pageFromSearch } from "../../shared/page-query.js";
import { statusLabel } from "./status-label.js";

const ORDERS_PER_PAGE = 10;

const PLAN_NAMES: Record<string, string> = {
  starter: "Starter",
  growth: "Growth",
  unlimited: "Unlimited",
};

/** The billing periods an order names, as a word. */
const PERIODS: Record<string, MessageDescriptor> = {
  monthly: msg`monthly`,
  annual: msg`annual`,
};

/** The orders placed from /order, paged in the URL (`?orders=`). */
export function OrdersCard() {
  const zone = useBusinessTimeZone();
  const [search] = useSearchParams();
  const page = pageFromSearch(new URLSearchParams({ page: search.get("orders") ?? "1" }));
  const orders = useOrders({ page, pageSize: ORDERS_PER_PAGE });
  const { _ } = useLingui();
  const period = (order: TOrder) => {
    const word = PERIODS[order.paymentPeriod];
    return word ? _(word) : order.paymentPeriod;
  };
  return (
    <PagedTableCard<TOrder>
      stackOnNarrow
      locale={activeLocale()}
      title={_(msg`Orders`)}
      caption={_(msg`Your orders`)}
      query={orders}
      emptyMessage={_(msg`No orders yet.`)}
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
          header: _(msg`Date`),
          cell: (order) => formatDate(order.createdAt, zone),
          rowHeader: true,
        },
        {
          key: "plan",
          header: _(msg`Plan`),
          cell: (order) =>
            `${PLAN_NAMES[order.selectedPlan] ?? order.selectedPlan}, ${period(order)}`,
        },
        {
          key: "amount",
          header: _(msg`Amount`),
          align: "end",
          cell: (order) => formatMoney(order.amount),
        },
        {
          key: "status",
          header: _(msg`Status`),
          cell: (order) => <Badge>{statusLabel(order.orderStatus)}</Badge>,
        },
      ]}
    />
  );
}
