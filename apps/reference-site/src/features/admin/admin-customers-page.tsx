import type { TAdminCustomerSummary } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { searchWithPage } from "../../app/page-query.js";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatDate } from "../dashboard/format.js";
import { AdminFilterForm } from "./admin-filter-form.js";
import { CUSTOMERS_PER_PAGE, customerQueryFromSearch } from "./customer-filters.js";
import {
  AI_STATUS_OPTIONS,
  aiStatusVariant,
  PLAN_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  statusVariant,
  TRIAL_OPTIONS,
} from "./customer-labels.js";

/** The back office's customers: search, filters, sort and paging, all in the URL. */
export function AdminCustomersPage() {
  const [search] = useSearchParams();
  const query = customerQueryFromSearch(search);
  const customers = useRouteQuery("listAdminCustomers", query);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Customers</h1>
        {customers.data && (
          <p className="muted">
            {customers.data.total} {customers.data.total === 1 ? "customer" : "customers"}
          </p>
        )}
      </div>
      <AdminFilterForm
        label="Find customers"
        search={search}
        defaults={{ sort: "newest" }}
        filters={[
          {
            name: "search",
            label: "Search",
            kind: "search",
            hint: "E-mail, name, username or company",
          },
          { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
          { name: "plan", label: "Plan", kind: "select", options: PLAN_OPTIONS },
          { name: "trial", label: "Trial", kind: "select", options: TRIAL_OPTIONS },
          { name: "aiStatus", label: "AI status", kind: "select", options: AI_STATUS_OPTIONS },
          { name: "sort", label: "Sort by", kind: "select", options: SORT_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminCustomerSummary>
        headingLevel="h2"
        title="Customer list"
        caption="Customers"
        query={customers}
        page={query.page}
        pageSize={CUSTOMERS_PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No customer matches these filters."
        columns={[
          {
            key: "customer",
            header: "Customer",
            rowHeader: true,
            cell: (customer) => (
              <span className="admin-customer-cell">
                <Link to={`/admin/new/customers/${customer.id}`}>{customer.email}</Link>
                <span className="muted">
                  {customer.name}
                  {customer.company ? ` · ${customer.company}` : ""}
                </span>
              </span>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (customer) => (
              <Badge variant={statusVariant(customer.status)}>{customer.status}</Badge>
            ),
          },
          { key: "plan", header: "Plan", cell: (customer) => customer.plan ?? "—" },
          { key: "trial", header: "Trial", cell: (customer) => customer.trialStatus ?? "—" },
          {
            key: "ai",
            header: "AI",
            cell: (customer) => (
              <Badge variant={aiStatusVariant(customer.aiStatus)}>{customer.aiStatus}</Badge>
            ),
          },
          {
            key: "since",
            header: "Since",
            align: "end",
            cell: (customer) => formatDate(customer.createdAt),
          },
        ]}
      />
    </div>
  );
}
