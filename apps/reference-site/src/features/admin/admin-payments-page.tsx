import type { TAdminSubscription, TAdminSubscriptionListQuery } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { pageFromSearch, searchWithPage } from "../../app/page-query.js";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatDate, formatMoney } from "../dashboard/format.js";
import { AdminFilterForm } from "./admin-filter-form.js";
import { PLAN_OPTIONS } from "./customer-labels.js";

const PER_PAGE = 25;

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "trialing", label: "In trial" },
  { value: "active", label: "Active" },
  { value: "past_due", label: "Payment failed (past due)" },
  { value: "unpaid", label: "Unpaid" },
  { value: "canceled", label: "Cancelled" },
];

const FAILED = new Set(["past_due", "unpaid"]);

/** Subscriptions as the payment provider's events left them; failed payments by status. */
export function AdminPaymentsPage() {
  const [search] = useSearchParams();
  const query: TAdminSubscriptionListQuery = { page: pageFromSearch(search), pageSize: PER_PAGE };
  const status = search.get("status");
  if (status) query.status = status;
  const plan = search.get("plan");
  if (plan) query.plan = plan;
  const subscriptions = useRouteQuery("listAdminSubscriptions", query);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Payments</h1>
        <p className="muted">
          Subscriptions, soonest renewal first. Invoices and refunds are in the payment provider.
        </p>
      </div>
      <AdminFilterForm
        label="Filter subscriptions"
        search={search}
        filters={[
          { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
          { name: "plan", label: "Plan", kind: "select", options: PLAN_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminSubscription>
        headingLevel="h2"
        title="Subscriptions"
        caption="Subscriptions by renewal"
        query={subscriptions}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No subscription matches these filters."
        columns={[
          {
            key: "customer",
            header: "Customer",
            rowHeader: true,
            cell: (row) =>
              row.customerId ? (
                <Link to={`/admin/new/customers/${row.customerId}`}>{row.email}</Link>
              ) : (
                row.email
              ),
          },
          { key: "plan", header: "Plan", cell: (row) => row.plan ?? "—" },
          {
            key: "status",
            header: "Status",
            cell: (row) => (
              <Badge variant={FAILED.has(row.status) ? "danger" : "success"}>{row.status}</Badge>
            ),
          },
          {
            key: "amount",
            header: "Amount",
            cell: (row) =>
              row.amount === null ? "—" : `${formatMoney(row.amount)} / ${row.interval ?? "month"}`,
          },
          {
            key: "renews",
            header: "Period ends",
            align: "end",
            cell: (row) =>
              row.currentPeriodEnd
                ? `${formatDate(row.currentPeriodEnd)}${row.cancelAtPeriodEnd ? " (cancels)" : ""}`
                : "—",
          },
        ]}
      />
    </div>
  );
}
